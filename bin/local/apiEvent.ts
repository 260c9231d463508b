/**
 * Builds the API Gateway HTTP API (payload 2.0) event for a request, field
 * for field as API Gateway does, so handlers cannot tell the local server
 * from AWS.
 */
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { JWTPayload } from './jwtAuthorizer';
import type { MatchedRoute } from './apiRoutes';

/** Bodies API Gateway passes as text; everything else arrives base64-encoded. */
const TEXT_CONTENT = /^(text\/|application\/(json|xml|x-www-form-urlencoded|javascript)|[^;]*\+json)/i;

/**
 * API Gateway hands JWT claims to the handler as strings: numbers and
 * booleans are stringified, arrays become "[a b]". Doing the same here keeps
 * a handler that parses claims correct in both places.
 */
export function apiGatewayClaims(payload: JWTPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [
      name,
      Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
    ]),
  );
}

function headerMap(req: http.IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

function queryMap(search: URLSearchParams): Record<string, string> | undefined {
  const query: Record<string, string> = {};
  for (const key of new Set(search.keys())) query[key] = search.getAll(key).join(',');
  return Object.keys(query).length ? query : undefined;
}

function sourceIp(req: http.IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

export interface EventInput {
  req: http.IncomingMessage;
  url: URL;
  body: Buffer;
  match: MatchedRoute;
  claims: JWTPayload | null;
}

export function buildApiEvent({ req, url, body, match, claims }: EventInput): APIGatewayProxyEventV2WithJWTAuthorizer {
  const now = new Date();
  const headers = headerMap(req);
  const cookies = req.headers.cookie?.split(/;\s*/).filter(Boolean);
  const isText = TEXT_CONTENT.test(headers['content-type'] ?? 'application/json');
  const method = req.method ?? 'GET';
  const event = {
    version: '2.0',
    routeKey: match.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies,
    headers,
    queryStringParameters: queryMap(url.searchParams),
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: claims ? { principalId: '', integrationLatency: 0, jwt: { claims: apiGatewayClaims(claims), scopes: [] } } : undefined,
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: { method, path: url.pathname, protocol: `HTTP/${req.httpVersion}`, sourceIp: sourceIp(req), userAgent: headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey: match.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
  // Public routes have no authorizer; the type insists on one, API Gateway does not send it.
  return event as APIGatewayProxyEventV2WithJWTAuthorizer;
}
