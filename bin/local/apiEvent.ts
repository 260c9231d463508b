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

/** Everything that varies between API Gateway (payload 2.0) events; the rest is the same for every request. */
export interface ApiEventFields {
  routeKey: string;
  method: string;
  rawPath: string;
  rawQueryString?: string;
  queryStringParameters?: Record<string, string>;
  headers: Record<string, string>;
  cookies?: string[];
  pathParameters?: Record<string, string>;
  /** The verified token's claims as API Gateway passes them (strings); absent on public routes. */
  claims?: Record<string, string>;
  body?: string;
  isBase64Encoded?: boolean;
  sourceIp: string;
  userAgent: string;
  protocol?: string;
  /** Who built the event (local, in-process, fuzz): shows in requestContext.apiId. */
  apiId: string;
}

/**
 * The API Gateway HTTP API (payload 2.0) event, field for field: the local
 * server, the in-process test client and the fuzz gate all build theirs here,
 * so a handler meets one shape everywhere.
 */
export function apiGatewayEvent(fields: ApiEventFields): APIGatewayProxyEventV2WithJWTAuthorizer {
  const now = new Date();
  const host = fields.headers.host ?? 'localhost';
  const event = {
    version: '2.0',
    routeKey: fields.routeKey,
    rawPath: fields.rawPath,
    rawQueryString: fields.rawQueryString ?? '',
    cookies: fields.cookies,
    headers: fields.headers,
    queryStringParameters: fields.queryStringParameters,
    pathParameters: fields.pathParameters && Object.keys(fields.pathParameters).length ? fields.pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: fields.apiId,
      authorizer: fields.claims ? { principalId: '', integrationLatency: 0, jwt: { claims: fields.claims, scopes: [] } } : undefined,
      domainName: host,
      domainPrefix: host.split('.')[0] ?? 'localhost',
      http: {
        method: fields.method,
        path: fields.rawPath,
        protocol: fields.protocol ?? 'HTTP/1.1',
        sourceIp: fields.sourceIp,
        userAgent: fields.userAgent,
      },
      requestId: randomUUID(),
      routeKey: fields.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: fields.body,
    isBase64Encoded: fields.isBase64Encoded ?? false,
  };
  // Public routes have no authorizer; the type insists on one, API Gateway does not send it.
  return event as APIGatewayProxyEventV2WithJWTAuthorizer;
}

/** The event of a request the local API server received. */
export function buildApiEvent({ req, url, body, match, claims }: EventInput): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers = headerMap(req);
  const isText = TEXT_CONTENT.test(headers['content-type'] ?? 'application/json');
  return apiGatewayEvent({
    routeKey: match.routeKey,
    method: req.method ?? 'GET',
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    queryStringParameters: queryMap(url.searchParams),
    headers,
    cookies: req.headers.cookie?.split(/;\s*/).filter(Boolean),
    pathParameters: match.pathParameters,
    claims: claims ? apiGatewayClaims(claims) : undefined,
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
    sourceIp: sourceIp(req),
    userAgent: headers['user-agent'] ?? '',
    protocol: `HTTP/${req.httpVersion}`,
    apiId: 'local',
  });
}
