import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ERROR_REPORTS_MAX, buildIdOf, clientErrorReport, reportClientError, resetClientErrorReports } from './clientErrors';

// Each test is a new page load: web test files share their modules (vitest.config.ts), so another file's reports count otherwise.
beforeEach(() => resetClientErrorReports());

describe('reporting a render error', () => {
  it('sends the route, the error and the build, never the full address or an e-mail', () => {
    const report = clientErrorReport('render', new TypeError('no member ann@example.com'), '/profile/ann/transcript');
    expect(report).toEqual({ kind: 'render', route: '/profile', name: 'TypeError', message: 'no member [email]', build: expect.any(String) });
  });

  it('reads the build from the script file name, and says dev when unbundled', () => {
    expect(buildIdOf('https://vouched.example/assets/index-D4x9kQ_a.js')).toBe('D4x9kQ_a');
    expect(buildIdOf('https://vouched.example/assets/RouteErrorBoundary-Bc12de.js?v=1')).toBe('Bc12de');
    expect(buildIdOf('http://localhost:5173/src/lib/clientErrors.ts')).toBe('dev');
  });

  it(`posts at most ${CLIENT_ERROR_REPORTS_MAX} reports a page load, to the route table's path, and never throws`, async () => {
    const send = vi.fn((_path: string, _body: string) => Promise.reject(new Error('offline')));
    for (let i = 0; i < CLIENT_ERROR_REPORTS_MAX + 2; i++) reportClientError('recoverable', new Error(`boom ${i}`), '/home', send);
    expect(send).toHaveBeenCalledTimes(CLIENT_ERROR_REPORTS_MAX);
    expect(send.mock.calls[0]![0]).toBe('/api/client-errors');
    expect(JSON.parse(send.mock.calls[0]![1])).toMatchObject({ kind: 'recoverable', route: '/home', name: 'Error', message: 'boom 0' });
    await Promise.resolve();
  });
});
