/** Finds the route of the event in the route table and starts the request record the other middleware fill in. */
import type { MiddlewareObj } from '@middy/core';
import { MEMBER_CLAIM } from '#domain/membership';
import { now as nowInstant } from '#services/clock';
import { carriesEdgeSecret, edgeSecrets } from '#services/edgeSecret';
import { EDGE_HEADER } from '#contract/edge';
import { pathParamNames } from '../../routePaths';
import { routeKey, type RouteDef } from '#contract/routeDef';
import { clientAddress, clientCountry } from '../clientAddress';
import { forbidden, notFound } from '../failures';
import { requestLog } from '../log';
import type { ApiContext, ApiEvent, ApiResult, TokenIdentity } from '../request';

/**
 * The path parameters the route's template names, as API Gateway hands them
 * over: already URL-decoded (the local server does the same). Decoding again
 * would turn a literal "%41" into "A".
 */
function paramsOf(route: RouteDef, raw: Record<string, string | undefined> | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of pathParamNames(route.path)) {
    const value = raw?.[name];
    // API Gateway matched the template, so each of its parameters is there.
    if (value === undefined) throw new Error(`route ${route.id} was invoked without its path parameter ${name}`);
    params[name] = value;
  }
  return params;
}

/** The claims an operation may read, each a string of sane length (the token is verified; the length keeps logs and stores sane). */
function identityOf(claims: Record<string, unknown>): TokenIdentity {
  const pick = (name: string, max: number) => {
    // API Gateway hands every claim over as a string; a local authorizer may keep JSON's booleans and numbers.
    const raw = claims[name];
    const value = typeof raw === 'boolean' || typeof raw === 'number' ? String(raw) : raw;
    return typeof value === 'string' && value.length <= max ? value : undefined;
  };
  const identity: TokenIdentity = {
    email: pick('email', 320),
    email_verified: pick('email_verified', 5),
    name: pick('name', 1024),
    member: pick(MEMBER_CLAIM, 5),
    auth_time: pick('auth_time', 12),
  };
  return Object.fromEntries(Object.entries(identity).filter(([, value]) => value !== undefined)) as TokenIdentity;
}

export function resolveRoute(featureRoutes: readonly RouteDef[]): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> {
  const table = new Map<string, RouteDef>(featureRoutes.map((r) => [routeKey(r), r]));
  return {
    before: async (request) => {
      const now = nowInstant();
      // Before anything else: on AWS a request that did not come through CloudFront is refused (issue 20 §6).
      const secrets = await edgeSecrets(now);
      const viaEdge = carriesEdgeSecret(request.event.headers?.[EDGE_HEADER], secrets);
      if (!viaEdge && secrets.required) throw forbidden('Call the API through the app\u2019s address.');
      const route = table.get(request.event.routeKey);
      if (!route) throw notFound('No such route');
      const claims = request.event.requestContext?.authorizer?.jwt?.claims ?? {};
      const sub = typeof claims.sub === 'string' && claims.sub ? claims.sub : undefined;
      request.context.api = {
        route,
        userId: sub,
        identity: identityOf(claims),
        caller: undefined,
        params: paramsOf(route, request.event.pathParameters),
        body: undefined,
        query: undefined,
        sourceIp: clientAddress(request.event, viaEdge),
        sourceCountry: clientCountry(request.event, viaEdge),
        now,
        log: requestLog(request.context, { route: route.id, caller: sub ?? null }),
      };
    },
  };
}
