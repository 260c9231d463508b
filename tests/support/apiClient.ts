/**
 * The tests' API client: routes are named by their id in routes.ts, and
 * every answer is checked against the route's contract before a test sees
 * it: the route's response schema (strict objects) for its success status,
 * apiErrorSchema for any other. A handler that drifts from its contract
 * fails every test that calls it.
 *
 *  - `call(id, …)`: through the local API server, as the browser calls it;
 *  - `callOk(id, …)`: the same, for a call that must succeed: its answer;
 *  - `invoke(id, …)`: the feature's handler in this process (for tests that
 *    inject failures into this process's AWS clients or choose the caller).
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import * as z from 'zod/mini';
import { apiErrorSchema, type ApiError } from '#contract/responses';
import type { ParamsOf, ResponseOf } from '#api/operation';
import { fillPath, routeKey, type RouteDef } from '#contract/routeDef';
import { routes, type RouteId } from '#contract/routes';
import { api } from './stack';
import { apiGatewayEvent } from '#local/apiEvent';
import { randomUUID } from 'node:crypto';

/** What a call answered, checked against the route's contract. */
export interface CallResult<Id extends RouteId> {
  status: number;
  headers: Headers;
  /** The route's answer (its response schema's output); undefined unless the status is the route's success status. */
  body: ResponseOf<Id> | undefined;
  /** The error the API answered with; undefined on success. */
  error: ApiError['error'] | undefined;
}

type ParamsOption<Id extends RouteId> = [keyof ParamsOf<Id>] extends [never] ? { params?: undefined } : { params: ParamsOf<Id> };

export type CallOptions<Id extends RouteId> = ParamsOption<Id> & {
  /** The ID token, sent as a Bearer token. */
  token?: string;
  /** Sent as JSON; a string is sent as it is (tests of malformed bodies). Unchecked here: refusing bad input is the API's job. */
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
};

/** The route a test names by its id. */
export function routeOf(id: RouteId): RouteDef {
  const route = (routes as readonly RouteDef[]).find((r) => r.id === id);
  if (!route) throw new Error(`no route ${id} in routes.ts`);
  return route;
}

/** The status a successful call of the route answers with. */
export function successStatus(route: RouteDef): number {
  return route.status ?? 200;
}

function describeIssues(error: { issues: readonly z.core.$ZodIssue[] }): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
}

/** The answer checked against the route's contract; throws, naming the route, when it breaks it. */
export function checkAnswer<Id extends RouteId>(id: Id, status: number, body: unknown, headers = new Headers()): CallResult<Id> {
  const route = routeOf(id);
  if (status === successStatus(route)) {
    const checked = z.safeParse(route.response, body);
    if (!checked.success)
      throw new Error(`${id} answered ${status} outside its response schema: ${describeIssues(checked.error)}\n${JSON.stringify(body)}`);
    return { status, headers, body: checked.data as ResponseOf<Id>, error: undefined };
  }
  const checked = apiErrorSchema.safeParse(body);
  if (!checked.success)
    throw new Error(`${id} answered ${status} outside the error shape: ${describeIssues(checked.error)}\n${JSON.stringify(body)}`);
  return { status, headers, body: undefined, error: checked.data.error };
}

/** The route's path with its parameters filled in (URL-encoded, as a browser sends them). */
export function pathOf(route: RouteDef, params: Record<string, string> = {}, query?: Record<string, string>): string {
  const path = fillPath(route.path, params);
  return query && Object.keys(query).length ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

/** The options argument: required when the route's path names parameters. */
export type CallArgs<Id extends RouteId> = [keyof ParamsOf<Id>] extends [never] ? [options?: CallOptions<Id>] : [options: CallOptions<Id>];

/** Calls a route through the local API server, as the browser does. */
export async function call<Id extends RouteId>(id: Id, ...[options]: CallArgs<Id>): Promise<CallResult<Id>> {
  return callRoute(id, (options ?? {}) as Omit<CallOptions<Id>, 'params'> & { params?: Record<string, string> });
}

/** `call` for tests that walk the route table, where the route is any of them: its parameters are not typed. */
export async function callRoute<Id extends RouteId>(
  id: Id,
  options: Omit<CallOptions<Id>, 'params'> & { params?: Record<string, string> },
): Promise<CallResult<Id>> {
  const route = routeOf(id);
  const response = await api(route.method, pathOf(route, options.params, options.query), {
    token: options.token,
    body: options.body,
    headers: options.headers,
  });
  return checkAnswer(id, response.status, response.body, response.headers);
}

/** A call that must succeed: its answer, or an error naming the status and what came back. */
export async function callOk<Id extends RouteId>(id: Id, ...args: CallArgs<Id>): Promise<ResponseOf<Id>> {
  const result = await call(id, ...args);
  if (result.body === undefined) throw new Error(`${id} answered ${result.status}: ${JSON.stringify(result.error)}`);
  return result.body;
}

export interface InvokeOptions {
  /** The caller's sub; none for a visitor. */
  userId?: string;
  body?: unknown;
  params?: Record<string, string>;
  query?: Record<string, string>;
  sourceIp?: string;
}

/** Runs the route's feature handler in this process with an API Gateway event, and checks its answer. */
export async function invoke<Id extends RouteId>(id: Id, options: InvokeOptions = {}): Promise<CallResult<Id>> {
  const route = routeOf(id);
  const { handler } = (await import(`../../functions/api/${route.feature}/handler.ts`)) as {
    handler: (event: unknown, context: unknown) => Promise<unknown>;
  };
  // A Lambda context's request id, so the handler's log lines carry one as they do on AWS.
  return answerOf(id, await handler(inProcessEvent(id, options), { awsRequestId: randomUUID(), functionName: `api-${route.feature}` }));
}

/** A handler's result (API Gateway v2 structured result) checked against the route's contract. */
export function answerOf<Id extends RouteId>(id: Id, result: unknown): CallResult<Id> {
  const { statusCode, body } = result as { statusCode: number; body?: string };
  return checkAnswer(id, statusCode, body ? JSON.parse(body) : undefined);
}

/**
 * An API Gateway v2 event for calling a handler module in this process —
 * for the few tests that must inject a failure into this process's AWS
 * clients (aws-sdk-client-mock), choose the caller's IP or call as an
 * account without a profile. Every other test goes through the local API server.
 */
export function inProcessEvent(routeId: RouteId, options: InvokeOptions = {}): APIGatewayProxyEventV2WithJWTAuthorizer {
  const route = routeOf(routeId);
  return apiGatewayEvent({
    routeKey: routeKey(route),
    method: route.method,
    rawPath: fillPath(route.path, options.params),
    headers: { 'content-type': 'application/json' },
    pathParameters: options.params,
    ...(options.query ? { queryStringParameters: options.query, rawQueryString: new URLSearchParams(options.query).toString() } : {}),
    claims: options.userId ? { sub: options.userId } : undefined,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    sourceIp: options.sourceIp ?? '10.0.0.1',
    userAgent: 'vitest',
    apiId: 'in-process',
  });
}
