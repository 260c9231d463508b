/**
 * The local API Gateway: serves the route table (functions/api/routes.ts).
 * For each request it matches the route, checks the JWT on member and admin
 * routes (401 before any handler runs, as the JWT authorizer does), builds
 * the payload-2.0 event and calls the feature's Lambda handler
 * (its row in lib/functions.ts). It also serves /config.json, the
 * web's runtime config (in AWS a file in the web bucket).
 */
import http from 'node:http';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ErrorCode } from '#contract/responses';
import { buildApiEvent } from './apiEvent';
import { matchRoute } from './apiRoutes';
import type { LocalFunctions } from './functionRegistry';
import { maxBodyBytesOf } from '#contract/routeDef';
import { apiFunction } from '#lib/functions';
import { listen, readBodyWithin, refuseBody, sendJson, type RunningServer } from './http';
import type { Authorizer } from './jwtAuthorizer';
import { WEB_CONFIG_PATH, type WebConfig } from '#contract/webConfig';

export interface ApiServerOptions {
  port: number;
  authorizer: Authorizer;
  webConfig: WebConfig;
  functions: LocalFunctions;
  onHandlerError(routeKey: string, error: unknown): void;
}

function sendError(res: http.ServerResponse, status: number, code: ErrorCode, message: string): void {
  sendJson(res, status, { error: { code, message } });
}

/** Writes a handler's result the way API Gateway interprets payload 2.0 responses. */
function writeResult(res: http.ServerResponse, result: unknown): void {
  const structured = result as APIGatewayProxyStructuredResultV2 | undefined;
  if (!structured || typeof structured !== 'object' || typeof structured.statusCode !== 'number') {
    // No statusCode: API Gateway answers 200 with the value as a JSON body.
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    return;
  }
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  if (structured.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const body = structured.body === undefined ? undefined : Buffer.from(structured.body, structured.isBase64Encoded ? 'base64' : 'utf8');
  res.writeHead(structured.statusCode, headers).end(body);
}

export function startApiServer(options: ApiServerOptions): Promise<RunningServer> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = req.method ?? 'GET';
      if (method === 'GET' && url.pathname === WEB_CONFIG_PATH) {
        res.setHeader('cache-control', 'no-store');
        sendJson(res, 200, options.webConfig);
        return;
      }
      const match = matchRoute(method, url.pathname);
      if (!match) {
        sendError(res, 404, 'not_found', `No route for ${method} ${url.pathname}`);
        return;
      }
      let claims = null;
      if (match.route.access !== 'public') {
        const verdict = await options.authorizer.verify(req.headers.authorization);
        if ('error' in verdict) {
          sendError(res, 401, 'unauthorized', verdict.error);
          return;
        }
        claims = verdict.claims;
      }
      // The route's own limit (the handler checks it again): reading stops there instead of buffering whatever is sent.
      const limit = maxBodyBytesOf(match.route);
      const body = await readBodyWithin(req, limit);
      if (body === 'too_large') {
        // Never a bare close: a small rest is drained and the connection kept, a large one closed gracefully after the 413.
        refuseBody(req, res, limit);
        sendError(res, 413, 'payload_too_large', `The request body is too large: this route accepts at most ${limit} bytes.`);
        return;
      }
      const event = buildApiEvent({ req, url, body, match, claims });
      try {
        writeResult(res, await options.functions.invoke(apiFunction(match.route.feature), event));
      } catch (error) {
        // A handler that throws is a 500 with API Gateway's own body; details stay in the log.
        options.onHandlerError(match.routeKey, error);
        if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
      }
    })();
  });
  return listen(server, options.port);
}
