/**
 * Render errors reported by the browser (issue 20 §3): anyone may report
 * one, through the route table's small, strict body; it becomes one
 * structured log line (which lib/clientErrors.ts counts); the message is
 * masked again on the server; and a client is held to the route's rate.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientErrorsRoutes } from '#contract/features/clientErrors';
import { CLIENT_ERROR_LOG_MESSAGE } from '#domain/clientErrors';
import { call, invoke } from '#test-support/apiClient';
import { sendUntilRefused } from '#test-support/rateLimit';
import { newViewer, useStackEnv } from '#test-support/stack';

const report = {
  kind: 'render',
  route: '/profile',
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'score')",
  build: 'D4x9kQ',
};

afterEach(() => vi.restoreAllMocks());

/** The JSON lines a call wrote (the Powertools logger's: a warning goes to stderr). */
async function loggedBy(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  };
  const writes = [vi.spyOn(process.stdout, 'write').mockImplementation(capture), vi.spyOn(process.stderr, 'write').mockImplementation(capture)];
  try {
    await run();
  } finally {
    for (const write of writes) write.mockRestore();
  }
  return lines
    .flatMap((line) => line.split('\n'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

describe('reportClientError', () => {
  it('takes a report from a visitor and logs it as one structured line, the message masked again', async () => {
    useStackEnv();
    const body = { ...report, message: 'Failed for maya@example.com with code 12345678' };
    const lines = await loggedBy(async () => expect((await invoke('reportClientError', { body, sourceIp: '10.9.0.1' })).status).toBe(200));
    const line = lines.find((l) => l.message === CLIENT_ERROR_LOG_MESSAGE);
    expect(line).toMatchObject({
      level: 'WARN',
      route: 'reportClientError',
      clientError: { kind: 'render', route: '/profile', name: 'TypeError', message: 'Failed for [email] with code [number]', build: 'D4x9kQ' },
    });
  });

  it('answers through the local API like any public route', async () => {
    expect((await call('reportClientError', { body: report, headers: newViewer() })).body).toEqual({ reported: true });
  });

  it('refuses anything beyond its bounded fields: free text, a full address, a long message, a large body', async () => {
    const viewer = newViewer();
    const refused = [
      { ...report, comment: 'what I typed' },
      { ...report, route: '/profile/maya/transcript' },
      { ...report, name: 'not a name' },
      { ...report, message: 'x'.repeat(301) },
      { ...report, kind: 'other' },
    ];
    for (const body of refused)
      expect((await call('reportClientError', { body, headers: viewer })).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    const large = await call('reportClientError', { body: { ...report, message: 'x'.repeat(2000) }, headers: viewer });
    expect(large.status).toBe(413);
  });

  it(`holds one client to ${clientErrorsRoutes[0].ratePerMinute} reports a minute`, async () => {
    const viewer = newViewer();
    const perMinute = clientErrorsRoutes[0].ratePerMinute;
    const since = performance.now();
    for (let i = 0; i < perMinute; i++) expect((await call('reportClientError', { body: report, headers: viewer })).status).toBe(200);
    const { last, passed, refilled } = await sendUntilRefused(() => call('reportClientError', { body: report, headers: viewer }), perMinute, since);
    expect(passed).toBeLessThanOrEqual(refilled);
    expect(last.status).toBe(429);
  });
});
