// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { resetClientErrorReports } from '../lib/clientErrors';
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
// Each test is a new page load, with its own report budget (web test files share their modules: vitest.config.ts).
beforeEach(() => resetClientErrorReports());

describe('RouteErrorBoundary', () => {
  it('a page that fails to render sends the app to the landing view, and tells the server where and what', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"reported":true}'));
    app('/home');
    expect(await screen.findByText('Landing page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/');
    // The reporter loads on the first error (app/clientErrorReporting.ts), then sends.
    // Only this page's report: another test's may still be on its way when this one starts.
    const ownReport = () => fetch.mock.calls.find(([, init]) => String(init?.body).includes('"route":"/home"'));
    await waitFor(() => expect(ownReport()).toBeDefined());
    const [path, init] = ownReport()!;
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
