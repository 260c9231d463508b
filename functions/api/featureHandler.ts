/**
 * Builds one feature's Lambda handler: an API Gateway HTTP API (v2) handler
 * that finds the route of `event.routeKey` among the feature's routes
 * (contract/features/<feature>.ts) and runs its
 * operation behind the shared middleware, in this order:
 * route → signed in? → body size and type (413/415, before any parsing) → rate limit →
 * signed body (the feature's authenticator, before any parsing) →
 * admin caller (one read) → input validation → member or account caller (one read) → operation → answer checked against the route's response schema,
 * with every failure mapped to the API's error JSON.
 */
import middy from '@middy/core';
import * as z from 'zod/mini';
import { authenticateBody, type BodyAuthenticator } from './http/middleware/authenticateBody';
import { guardBody } from './http/middleware/guardBody';
import { mapErrors } from './http/middleware/mapErrors';
import { observe } from './http/middleware/observe';
import { parseInput } from './http/middleware/parseInput';
import { rateLimit } from './http/middleware/rateLimit';
import { loadCaller, requireSignedIn } from './http/middleware/requireAccess';
import { resolveRoute } from './http/middleware/resolveRoute';
import { rawRequestOf } from './http/rawRequest';
import type { ApiContext, ApiEvent, ApiResult, RequestState } from './http/request';
import { jsonResponse } from './http/respond';
import type { ClientInfo, Operation, RawRequest } from './operation';
import type { RouteId } from '#contract/routes';
import type { RouteDef } from '#contract/routeDef';

export type { ApiEvent, ApiResult } from './http/request';

/**
 * Each route of the feature with its operation, typed by its route: a route
 * without one fails the type check.
 */
export type FeatureOperations<R extends readonly RouteDef[]> = { [Id in R[number]['id'] & RouteId]: Operation<Id> };

/** An authenticator for each of the feature's signedBody routes: a signed route without one fails the type check. */
export type FeatureAuthenticators<R extends readonly RouteDef[]> = { [Id in SignedRoutesOf<R>]: BodyAuthenticator };
type SignedRoutesOf<R extends readonly RouteDef[]> = Extract<R[number], { signedBody: true }>['id'];

/** What the dispatcher sees of any operation: it hands over what the middleware validated for that route. */
type UntypedOperation = (
  input: Pick<RequestState, 'body' | 'query' | 'params' | 'caller' | 'now' | 'log'> & { request: RawRequest; client: ClientInfo },
) => Promise<unknown>;

/**
 * The answer as the route's response schema parses it. Also in production: the
 * schemas are strict, so an answer that carries what the contract does not
 * (a stored field such as the encrypted birth date) fails closed with a 500
 * instead of leaving. Only the paths of the failing fields are logged, never
 * their values.
 */
function checkedAnswer(route: RouteDef, answer: unknown): unknown {
  const checked = z.safeParse(route.response, answer);
  if (checked.success) return checked.data;
  const paths = checked.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`);
  throw new Error(`${route.id} answered outside its response schema: ${paths.join('; ')}`);
}

/**
 * Takes the feature's own route list, not the whole table, so the bundle
 * carries only this feature's schemas (the vouch schema's HTML parser stays
 * out of every other function).
 */
export function makeFeatureHandler<const R extends readonly RouteDef[]>(
  featureRoutes: R,
  operations: FeatureOperations<R>,
  ...authenticators: SignedRoutesOf<R> extends never ? [] : [FeatureAuthenticators<R>]
) {
  const byId = operations as unknown as Record<string, UntypedOperation | undefined>;
  const missing = featureRoutes.filter((r) => !byId[r.id]).map((r) => r.id);
  if (missing.length) throw new Error(`operations missing for ${missing.join(', ')}`);
  const authenticatorById: Record<string, BodyAuthenticator | undefined> = authenticators[0] ?? {};
  const unauthenticated = featureRoutes.filter((r) => r.signedBody && !authenticatorById[r.id]).map((r) => r.id);
  if (unauthenticated.length) throw new Error(`authenticators missing for the signed routes ${unauthenticated.join(', ')}`);

  const feature = featureRoutes[0]?.feature ?? 'unknown';
  return middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use(observe(`Api${feature[0]!.toUpperCase()}${feature.slice(1)}`))
    .use(mapErrors())
    .use(resolveRoute(featureRoutes))
    .use(requireSignedIn())
    .use(guardBody())
    .use(rateLimit())
    .use(authenticateBody(authenticatorById))
    .use(loadCaller('admin'))
    .use(parseInput())
    .use(loadCaller('member'))
    .use(loadCaller('account'))
    .handler(async (event, context) => {
      const { route, body, query, params, caller, now, log, sourceIp, sourceCountry, identity } = context.api!;
      const authSeconds = Number(identity.auth_time);
      const client = {
        address: sourceIp,
        country: sourceCountry,
        authTime: Number.isFinite(authSeconds) && authSeconds > 0 ? new Date(authSeconds * 1000) : undefined,
      };
      const answer = await byId[route.id]!({ body, query, params, caller, now, log, request: rawRequestOf(event), client });
      return jsonResponse(route.status ?? 200, checkedAnswer(route, answer));
    });
}
