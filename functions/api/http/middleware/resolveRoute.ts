/** Finds the route of the event in the route table and starts the request record the other middleware fill in. */
import type { MiddlewareObj } from '@middy/core';
import { now } from '../../../services/clock';
import { routeKey, routes, type Feature, type RouteDef } from '../../routes';
import { notFound } from '../failures';
import type { ApiContext, ApiEvent, ApiResult } from '../request';
import { clientAddress } from '../clientAddress';
import { env } from '../../../services/env';

/**
 * The path parameters as API Gateway hands them over: already URL-decoded
 * (the local server does the same). Decoding again would turn a literal
 * "%41" into "A".
 */
function definedParams(raw: Record<string, string | undefined> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(raw ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export function resolveRoute(feature: Feature): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> {
  const table = new Map<string, RouteDef>((routes as readonly RouteDef[]).filter((r) => r.feature === feature).map((r) => [routeKey(r), r]));
  return {
    before: (request) => {
      const route = table.get(request.event.routeKey);
      if (!route) throw notFound('No such route');
      const claims = (request.event.requestContext?.authorizer?.jwt?.claims ?? {}) as Record<string, unknown>;
      const sub = typeof claims.sub === 'string' && claims.sub ? claims.sub : undefined;
      request.context.api = {
        event: request.event,
        route,
        userId: sub,
        claims,
        params: definedParams(request.event.pathParameters),
        body: undefined,
        query: undefined,
        sourceIp: clientAddress(request.event, env.edgeSecret),
        now: now(),
      };
    },
  };
}
