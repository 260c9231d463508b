/**
 * The slowest input per route: the fuzz gate's shapes (tests/support/
 * hostileRequests.ts, generated from the route table) sent to each feature
 * handler in this process, as API Gateway v2 events, against the stack's
 * DynamoDB Local; plus the inputs issue 6 measured in seconds. Prints the
 * handler's own time (the fuzz gate asserts it stays under 50 ms).
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { lambdaContext, loadHandler } from '#local/functionRegistry';
import { routeOf } from '#test-support/apiClient';
import { type RouteDef } from '#contract/routeDef';
import { ALL_ROUTES, hostileCaller, hostileEvent, hostileRequest, warmUpRequest, type HostileRequest } from '#test-support/hostileRequests';
import { SLOW_EMAILS, SLOW_VOUCH_MESSAGES, VOUCH_FIELDS } from '#test-support/slowInputs';

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number }>;

export interface WorstInput {
  route: string;
  requests: number;
  worstMs: number;
  status: number;
}

/** The inputs that took seconds before issue 6 (its section 1). */
export const KNOWN_SLOW_INPUTS: { label: string; routeId: 'joinWaitingList' | 'createVouch'; body: unknown }[] = [
  ...SLOW_EMAILS.map(([label, email]) => ({
    label: `waiting-list e-mail ${label}`,
    routeId: 'joinWaitingList' as const,
    body: { name: 'Ann', email },
  })),
  ...SLOW_VOUCH_MESSAGES.map(([label, message]) => ({
    label: `vouch message of ${label}`,
    routeId: 'createVouch' as const,
    body: { ...VOUCH_FIELDS, message },
  })),
];

async function handlerOf(route: RouteDef): Promise<Handler> {
  return (await loadHandler(`functions/api/${route.feature}/handler.ts`)) as unknown as Handler;
}

async function timeOne(handler: Handler, route: RouteDef, request: HostileRequest, caller: { sourceIp: string; userId: string }) {
  const started = performance.now();
  const result = await handler(hostileEvent(route, request, caller), lambdaContext(`api-${route.feature}`));
  return { ms: performance.now() - started, status: result.statusCode };
}

/** Each known slow input once (after one warm-up call of its route). */
export async function measureKnownSlowInputs(): Promise<{ label: string; ms: number; status: number }[]> {
  const nextCaller = hostileCaller();
  const rows = [];
  for (const input of KNOWN_SLOW_INPUTS) {
    const route = routeOf(input.routeId);
    const handler = await handlerOf(route);
    await timeOne(handler, route, { body: {}, params: {}, contentType: 'application/json', base64: false }, nextCaller());
    const { ms, status } = await timeOne(
      handler,
      route,
      { body: input.body, params: {}, contentType: 'application/json', base64: false },
      nextCaller(),
    );
    rows.push({ label: input.label, ms, status });
  }
  return rows;
}

/** `requestsPerRoute` generated hostile requests on every route; the slowest handler time of each. */
export async function measureHostileInput(requestsPerRoute: number): Promise<WorstInput[]> {
  const nextCaller = hostileCaller();
  const rows: WorstInput[] = [];
  for (const route of ALL_ROUTES) {
    const handler = await handlerOf(route);
    for (let i = 0; i < 20; i++) await timeOne(handler, route, warmUpRequest(route), nextCaller());
    const row: WorstInput = { route: route.id, requests: 0, worstMs: 0, status: 0 };
    for (const request of fc.sample(hostileRequest(route), { numRuns: requestsPerRoute, seed: Number.parseInt(randomUUID().slice(0, 8), 16) })) {
      const { ms, status } = await timeOne(handler, route, request, nextCaller());
      row.requests++;
      if (ms > row.worstMs) Object.assign(row, { worstMs: ms, status });
    }
    rows.push(row);
  }
  return rows;
}
