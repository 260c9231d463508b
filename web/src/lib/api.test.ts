// The API client's own logic: which path, method and headers a route table
// entry produces, and how answers become data or ApiError. The network is a
// recording stand-in for fetch; the server side is covered by tests/integration.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillPath } from '#contract/routeDef';
import { ApiError, api, setTokenSourceForTests } from './api';

interface Recorded {
  url: string;
  init: RequestInit;
}

let calls: Recorded[] = [];
let answer: () => Promise<Response>;

beforeEach(() => {
  calls = [];
  answer = async () => new Response(JSON.stringify({ ok: true }), { status: 200 });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  });
  setTokenSourceForTests(async () => 'id-token-123');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const headersOf = (i = 0) => (calls[i]?.init.headers ?? {}) as Record<string, string>;

describe('fillPath', () => {
  it('fills and encodes path parameters', () => {
    expect(fillPath('/api/invites/{code}', { code: 'AB CD/2' })).toBe('/api/invites/AB%20CD%2F2');
  });
  it('refuses a missing parameter', () => {
    expect(() => fillPath('/api/me/invites/{id}', {})).toThrow('missing path parameter id');
  });
});

describe('the api client', () => {
  it('calls a public route without a token', async () => {
    answer = async () => new Response(JSON.stringify({ valid: true, code: 'ABCD2345' }), { status: 200 });
    const result = await api.checkInviteCode({ code: 'ABCD2345' });
    expect(result).toEqual({ valid: true, code: 'ABCD2345' });
    expect(calls[0]?.url).toBe('/api/invites/ABCD2345');
    expect(calls[0]?.init.method).toBe('GET');
    expect(headersOf().Authorization).toBeUndefined();
  });

  it('sends the ID token to member routes and the body as JSON', async () => {
    await api.joinWaitingList({ name: 'A', email: 'a@b.co' });
    expect(headersOf()['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ name: 'A', email: 'a@b.co' });
    expect(headersOf().Authorization).toBeUndefined();

    await api.getMe();
    expect(calls[1]?.url).toBe('/api/me');
    expect(headersOf(1).Authorization).toBe('Bearer id-token-123');
  });

  it('does not call a member route without a session', async () => {
    setTokenSourceForTests(async () => null);
    await expect(api.getMe()).rejects.toMatchObject({ name: 'ApiError', status: 401, code: 'unauthorized' });
    expect(calls).toHaveLength(0);
  });

  it("turns the server's error body into an ApiError with its fields", async () => {
    answer = async () =>
      new Response(
        JSON.stringify({ error: { code: 'bad_request', message: 'Invalid input', fields: { email: 'Please provide a valid email address' } } }),
        {
          status: 400,
        },
      );
    const error = await api.joinWaitingList({ name: 'A', email: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: 'Invalid input',
      fields: { email: 'Please provide a valid email address' },
    });
  });

  it('maps an error without a JSON body by status', async () => {
    answer = async () => new Response('<html>Bad Gateway</html>', { status: 502 });
    await expect(api.getMe()).rejects.toMatchObject({ status: 502, code: 'internal' });
  });

  it('reports a request that got no answer as a network error', async () => {
    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(api.checkInviteCode({ code: 'X' })).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('sends what is not a path parameter as the query string of a route without a body, skipping undefined values', async () => {
    await api.listMyInvites({ cursor: 'abc_1', limit: undefined });
    expect(calls[0]?.url).toBe('/api/me/invites?cursor=abc_1');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('takes path parameters out of the input and sends the rest as the body', async () => {
    await api.deleteInvite({ id: 'inv 1' });
    expect(calls[0]?.url).toBe('/api/me/invites/inv%201');
    expect(calls[0]?.init.method).toBe('DELETE');
    expect(calls[0]?.init.body).toBeUndefined();

    await api.acceptTerms({ accepted: true });
    expect(calls[1]?.url).toBe('/api/me/terms');
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ accepted: true });
  });

  it('passes the abort signal on', async () => {
    const controller = new AbortController();
    await api.getMember({ username: 'ada' }, { signal: controller.signal });
    expect(calls[0]?.init.signal).toBe(controller.signal);
  });

  it('has one method per route of the table', async () => {
    const { routes } = await import('#contract/routes');
    expect(Object.keys(api).sort()).toEqual(routes.map((r) => r.id).sort());
  });
});
