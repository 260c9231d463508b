// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { system } from '../ui/theme';

function Broken(): never {
  throw new Error('render failed');
}
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function app(path: string, landing = <p>Landing page</p>) {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>
        <RouteErrorBoundary landing={<p>Landing sections</p>}>
          <Routes>
            <Route path="/" element={landing} />
            <Route path="/home" element={<Broken />} />
          </Routes>
        </RouteErrorBoundary>
        <Where />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

afterEach(cleanup);

describe('RouteErrorBoundary', () => {
  it('a page that fails to render sends the app to the landing view, and tells the server where and what', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"reported":true}'));
    app('/home');
    expect(await screen.findByText('Landing page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/');
    // The reporter loads on the first error (app/clientErrorReporting.ts), then sends.
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/client-errors');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init!.body))).toMatchObject({ kind: 'render', route: '/home', name: 'Error', message: 'render failed' });
    fetch.mockRestore();
    quiet.mockRestore();
  });

  it('when the landing page itself fails, the visitor sections show', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    app('/', <Broken />);
    expect(await screen.findByText('Landing sections')).toBeTruthy();
    quiet.mockRestore();
  });
});
