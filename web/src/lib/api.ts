/**
 * The typed API client, derived from the route table (functions/contract/routes.ts):
 * one method per route, named by its id, so the browser and the server cannot
 * disagree on paths, methods, inputs or answers.
 *
 *   const me = await api.getMe();
 *   await api.checkInviteCode({ code });
 *   await api.createVouch({ vouchee_id, message, ... });
 *   await api.listMyInvites({ cursor }, { signal });
 *
 * A call takes one input object: the path parameters of the route's template
 * plus its body (or, for a route without a body, its query string). Its type
 * is z.input of the route's schemas; the answer's type is z.output of the
 * route's response schema.
 *
 * Errors come back as `ApiError` (status, code, message, fields) — the
 * server's `{ error: { code, message, fields } }`, or code 'network' when the
 * request never got an answer.
 */
import type { z } from 'zod';
import { routes, type Route, type RouteId } from '#contract/routes';
import { PATH_PARAM, fillPath } from '#contract/routeDef';
import { ApiError } from './apiError';
import { loadAuth } from './loadAuth';
import { reportSessionEnd } from './sessionEnd';
import { SCHEDULED_DELETION_FIELD } from '#domain/accountDeletion';

export { ApiError };
export type { RouteId };

// A lookup by key, not Extract<Route, { id: Id }>: distributing over every route for each generic use is
// too deep for the compiler once the table passes about twenty routes.
type RouteById = { [R in Route as R['id']]: R };
type RouteOf<Id extends RouteId> = RouteById[Id];

/** `{code}` segments of a path template, as an object type. */
type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? { [K in Name]: string } & PathParams<Rest> : unknown;
type SchemaInput<R, K extends string> = R extends { [P in K]: z.core.$ZodType } ? z.input<R[K]> : unknown;
type Flatten<T> = { [K in keyof T]: T[K] };

// Each route's input, answer and arguments are worked out once, in a map keyed by route id, and
// looked up from there: computing them per use for a generic Id made the compiler give up
// ("excessively deep") once the table passed 21 routes.
type InputMap = { [R in Route as R['id']]: Flatten<PathParams<R['path']> & SchemaInput<R, 'body'> & SchemaInput<R, 'query'>> };
type OutputMap = { [R in Route as R['id']]: z.output<R['response']> };
/** The input is optional exactly when it may be empty (no path parameters, no required field). */
type ArgsMap = {
  [Id in RouteId]: Record<never, never> extends InputMap[Id]
    ? [input?: InputMap[Id], options?: CallOptions]
    : [input: InputMap[Id], options?: CallOptions];
};

/** What a call of the route takes: its path parameters and its body (or query). */
export type ApiInput<Id extends RouteId> = InputMap[Id];
/** What a successful call of the route answers. */
export type ApiOutput<Id extends RouteId> = OutputMap[Id];
type ArgsOf<Id extends RouteId> = ArgsMap[Id];

export interface CallOptions {
  signal?: AbortSignal;
}

export type ApiClient = { [Id in RouteId]: (...args: ArgsOf<Id>) => Promise<ApiOutput<Id>> };

// The answers are not parsed in the browser: they are typed as z.output of the response schema, which is
// only true while no response schema transforms (input and output types equal). This keeps it so.
type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type TransformingResponses = { [Id in RouteId]: SameType<z.input<RouteOf<Id>['response']>, ApiOutput<Id>> extends true ? never : Id }[RouteId];
const _noResponseTransforms: [TransformingResponses] extends [never] ? true : TransformingResponses = true;
// A route's input is split into its body or its query string, never both.
type BodyAndQueryRoutes = Extract<Route, { body: z.core.$ZodType; query: z.core.$ZodType }>['id'];
const _bodyOrQuery: [BodyAndQueryRoutes] extends [never] ? true : BodyAndQueryRoutes = true;
void _noResponseTransforms;
void _bodyOrQuery;

/** The input without the path parameters: what goes in the body or the query string. */
function withoutPathParams(template: string, input: Record<string, unknown>): Record<string, unknown> {
  const names = new Set([...template.matchAll(PATH_PARAM)].map((m) => m[1]));
  return Object.fromEntries(Object.entries(input).filter(([key]) => !names.has(key)));
}

/** Retry-After as delay-seconds (the only form the API sends); undefined when absent or unreadable. */
function retryAfterOf(res: Response): number | undefined {
  const value = res.headers?.get('retry-after');
  const seconds = value && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isFinite(seconds) ? seconds : undefined;
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

/** Calls the route `id` with `input`; `api.<id>(input)` is the same call. */
export async function callApi<Id extends RouteId>(id: Id, ...[input, options]: ArgsOf<Id>): Promise<ApiOutput<Id>> {
  const route: Route | undefined = routes.find((r) => r.id === id);
  if (!route) throw new Error(`unknown route ${id}`);
  const values = (input ?? {}) as Record<string, unknown>;
  const rest = withoutPathParams(route.path, values);

  let url = fillPath(route.path, values);
  const body = 'body' in route ? rest : undefined;
  if (!body) {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(rest)) if (v !== undefined) query.set(k, String(v));
    if ([...query].length) url += `?${query}`;
  }

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body) headers['Content-Type'] = 'application/json';
  if (route.access !== 'public') {
    const token = await tokenSource().catch(() => null);
    if (!token) throw new ApiError(401, 'unauthorized', 'Please log in to continue.');
    headers.Authorization = `Bearer ${token}`;
  }

  let res: Response;
  try {
    res = await fetch(url, { method: route.method, headers, body: body && JSON.stringify(body), signal: options?.signal });
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
    // A token went and was refused: the session ended on the server (signed out everywhere, deletion confirmed).
    if (res.status === 401 && headers.Authorization) {
      const deleteAt = isErrorBody(parsed) ? parsed.error.fields?.[SCHEDULED_DELETION_FIELD] : undefined;
      reportSessionEnd(deleteAt ? { kind: 'deletionScheduled', deleteAt } : { kind: 'ended' });
    }
    if (isErrorBody(parsed)) throw new ApiError(res.status, parsed.error.code, parsed.error.message, parsed.error.fields ?? {}, retryAfterOf(res));
    throw new ApiError(res.status, res.status >= 500 ? 'internal' : 'bad_request', `Request failed (HTTP ${res.status})`);
  }
  return parsed as ApiOutput<Id>;
}

/** The client: one method per route of the table. */
const callAny = callApi as (id: RouteId, input?: unknown, options?: CallOptions) => Promise<unknown>;
export const api = Object.fromEntries(
  routes.map((route) => [route.id, (input?: unknown, options?: CallOptions) => callAny(route.id, input, options)]),
) as ApiClient;
