/**
 * Builds one feature's Lambda handler: an API Gateway HTTP API (v2) handler
 * that finds the route of `event.routeKey` in routes.ts and runs its
 * operation behind the shared middleware, in this order:
 * route → signed in? → body size and type (413/415, before any parsing) → rate limit → admin? →
 * input validation → complete profile? → operation,
 * with every failure mapped to the API's error JSON.
 */
import middy from '@middy/core';
import { guardBody } from './http/middleware/guardBody';
import { mapErrors } from './http/middleware/mapErrors';
import { parseInput } from './http/middleware/parseInput';
import { rateLimit } from './http/middleware/rateLimit';
import { requireAdmin, requireCompleteProfile, requireSignedIn } from './http/middleware/requireAccess';
import { resolveRoute } from './http/middleware/resolveRoute';
import type { ApiContext, ApiEvent, ApiResult, Operation } from './http/request';
import { jsonResponse } from './http/respond';
import { routes, type Feature, type Route, type RouteId } from './routes';

export type { ApiEvent, ApiResult, Operation } from './http/request';

/** The route ids that belong to feature F. */
export type RouteIdOf<F extends Feature> = Extract<Route, { feature: F }>['id'];

/** Every route of the feature must have its operation: a route without one fails the type check. */
export function makeFeatureHandler<F extends Feature>(feature: F, operations: Record<RouteIdOf<F>, Operation>) {
  const missing = routes.filter((r) => r.feature === feature && !(r.id in operations)).map((r) => r.id);
  if (missing.length) throw new Error(`feature ${feature} lacks operations for ${missing.join(', ')}`);

  return middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use(mapErrors())
    .use(resolveRoute(feature))
    .use(requireSignedIn())
    .use(guardBody())
    .use(rateLimit())
    .use(requireAdmin())
    // Input first: a malformed request is refused without reading the caller's profile.
    .use(parseInput())
    .use(requireCompleteProfile())
    .handler(async (_event, context) => {
      const api = context.api!;
      const operation = (operations as Record<RouteId, Operation>)[api.route.id as RouteId];
      const response = await operation(api);
      return jsonResponse(response.status, response.body);
    });
}
