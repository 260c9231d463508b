/**
 * The typed API client. Each call names an operation of the route table
 * (functions/api/routes.ts); the path, method and whether a token is sent
 * come from the table, so the browser and the server cannot disagree.
 *
 *   const me = await callApi('getMe');
 *   await callApi('checkInviteCode', { params: { code } });
 *   await callApi('joinWaitingList', { body: { name, email, vouch_seeker_type } });
 *
 * Errors come back as `ApiError` (status, code, message, fields) — the
 * server's `{ error: { code, message, fields } }`, or code 'network' when the
 * request never got an answer.
 */
import type { z } from 'zod';
import { routes, type Route, type RouteId } from '../../../functions/api/routes';
import type { ApiResponses } from './apiResponses';
import { ApiError } from './apiError';
import { loadAuth } from './loadAuth';

export { ApiError };

type RouteOf<Id extends RouteId> = Extract<Route, { id: Id }>;

/** `{code}` segments of a path template, as an object type. */
type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name | keyof PathParams<Rest>]: string }
  : Record<never, never>;

type BodyOf<R> = R extends { body: z.ZodType } ? z.input<R['body']> : never;

export type CallOptions<Id extends RouteId> = {
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
} & (keyof PathParams<RouteOf<Id>['path']> extends never ? { params?: undefined } : { params: PathParams<RouteOf<Id>['path']> }) &
  ([BodyOf<RouteOf<Id>>] extends [never] ? { body?: undefined } : { body: BodyOf<RouteOf<Id>> });

/** Fills `/api/invites/{code}` from `{ code }`, encoding each value. */
export function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

function isErrorBody(value: unknown): value is { error: { code: ApiError['code']; message: string; fields?: Record<string, string> } } {
  if (!value || typeof value !== 'object' || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return !!error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string';
}

/** Where the ID token comes from; replaceable in tests. */
let tokenSource: () => Promise<string | null> = async () => (await loadAuth()).getIdToken();
export function setTokenSourceForTests(source: () => Promise<string | null>): void {
  tokenSource = source;
}

/** Options are required exactly when the route has path parameters or a body. */
type ArgsOf<Id extends RouteId> = Record<never, never> extends CallOptions<Id> ? [options?: CallOptions<Id>] : [options: CallOptions<Id>];

export async function callApi<Id extends RouteId>(id: Id, ...args: ArgsOf<Id>): Promise<ApiResponses[Id]> {
  const [options] = args;
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`unknown route ${id}`);
  const opts = (options ?? {}) as { params?: Record<string, string>; body?: unknown; query?: CallOptions<Id>['query']; signal?: AbortSignal };

  let url = fillPath(route.path, opts.params);
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) query.set(k, String(v));
  if ([...query].length) url += `?${query}`;

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (route.access !== 'public') {
    const token = await tokenSource().catch(() => null);
    if (!token) throw new ApiError(401, 'unauthorized', 'Please log in to continue.');
    headers.Authorization = `Bearer ${token}`;
  }

  let res: Response;
  try {
    res = await fetch(url, {
      method: route.method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'Could not reach the server. Please check your connection.');
  }

  const text = await res.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!res.ok) {
    if (isErrorBody(parsed)) throw new ApiError(res.status, parsed.error.code, parsed.error.message, parsed.error.fields ?? {});
    throw new ApiError(res.status, res.status >= 500 ? 'internal' : 'bad_request', `Request failed (HTTP ${res.status})`);
  }
  return parsed as ApiResponses[Id];
}
