/**
 * The local CloudFront: serves a production web build the way the
 * distribution in lib/web.ts does, for `npm start` and the tests alike.
 * - routing: the very viewer-request function CloudFront runs
 *   (lib/spaRouting.ts): client routes get index.html, the prerendered
 *   public pages their own file, a missing file is 404;
 * - headers: the security headers of lib/securityHeaders.ts on every answer;
 * - /api/* and /config.json go to the local API server with the edge secret,
 *   and CloudFront-Viewer-Address (and CloudFront-Viewer-Country, when the
 *   address has one: viewerCountry.ts) is set from this connection's socket:
 *   a value the client sent is dropped, as CloudFront drops it;
 * - /avatars/* is read from the avatars bucket (the local S3), as
 *   CloudFront's /avatars/* behaviour reads it through origin access control:
 *   GET and HEAD only, the path forwarded unchanged as the object key;
 * - the share paths (/vouched, /invite/*, /share-card/*: functions/domain/unfurl.ts)
 *   go to the unfurl function, as CloudFront's share behaviours send them
 *   through API Gateway: the same handler, run in-process (`share`);
 * - the HTML pages name this server's origin where the build wrote the
 *   placeholder one (#contract/siteOrigin), as the deployment writes the
 *   app's address into them on AWS.
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { EDGE_HEADER } from '#contract/edge';
import { securityHeaders } from '#lib/securityHeaders';
import { SPA_REWRITE_CODE } from '#lib/spaRouting';
import { DRAIN_LIMIT_BYTES, listen, sendJson, settleUnreadBody, type RunningServer } from './http';
import { VIEWER_COUNTRY_HEADER, viewerCountryOf } from './viewerCountry';
import { apiGatewayEvent } from './apiEvent';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { isSharePath } from '#domain/unfurl';
import { WEB_CONFIG_PATH } from '#contract/webConfig';
import { withSiteOrigin } from '#contract/siteOrigin';
import { localUrl } from './handlerEnv';

export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

export interface WebServerOptions {
  port: number;
  /** The web build (index.html, assets/, ...). */
  root: string;
  apiUrl: string;
  edgeSecret: string;
  /** Origins the app may fetch from besides its own: the local Cognito. */
  connectOrigins: readonly string[];
  /** Where /avatars/* is read from: the local S3 and the avatars bucket. */
  avatars?: AvatarsOrigin;
  /** The origin the pages name (og:url, canonical link, og:image): the app's APP_URL; absent, http://localhost:<the port listened on>. */
  appUrl?: string;
  /** The unfurl function (lib/functions.ts UNFURL), for the share paths; absent: they are client routes like any other. */
  share?: (event: APIGatewayProxyEventV2) => Promise<unknown>;
}

export interface AvatarsOrigin {
  s3Url: string;
  bucket: string;
}

/** An avatar path as the product makes them (avatars/{userId}-{random}.jpg): nothing that could climb or name another bucket. */
const AVATAR_PATH = /^\/avatars\/[A-Za-z0-9._-]{1,200}$/;

/** The object behind /avatars/<name> in the avatars bucket, path-style on the local S3; undefined for any other path. */
export function avatarObjectUrl(origin: AvatarsOrigin, pathname: string): string | undefined {
  if (!AVATAR_PATH.test(pathname) || pathname.includes('..')) return undefined;
  return `${origin.s3Url.replace(/\/+$/, '')}/${origin.bucket}${pathname}`;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

type SpaRewrite = (event: { request: { uri: string } }) => { uri: string };

/** ip:port of the socket, IPv4 without the dual-stack ::ffff: prefix, as CloudFront writes it. */
export function viewerAddressOf(socket: { remoteAddress?: string; remotePort?: number }): string {
  const ip = (socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  return `${ip}:${socket.remotePort ?? 0}`;
}

function isApiPath(pathname: string): boolean {
  return pathname === WEB_CONFIG_PATH || pathname === '/api' || pathname.startsWith('/api/');
}

export function startWebServer(options: WebServerOptions): Promise<RunningServer> {
  const headers = securityHeaders({ connectOrigins: options.connectOrigins });
  const rewrite = runInNewContext(`${SPA_REWRITE_CODE}; handler`) as SpaRewrite;
  const api = new URL(options.apiUrl);
  const root = path.resolve(options.root);

  function forward(req: http.IncomingMessage, res: http.ServerResponse): void {
    const { [VIEWER_ADDRESS_HEADER]: _forged, [VIEWER_COUNTRY_HEADER]: _forgedCountry, host: _host, ...viewerHeaders } = req.headers;
    const country = viewerCountryOf(req.socket.remoteAddress ?? '');
    const upstream = http.request(
      {
        host: api.hostname,
        port: api.port,
        method: req.method,
        path: req.url,
        headers: {
          ...viewerHeaders,
          host: api.host,
          [EDGE_HEADER]: options.edgeSecret,
          [VIEWER_ADDRESS_HEADER]: viewerAddressOf(req.socket),
          ...(country ? { [VIEWER_COUNTRY_HEADER]: country } : {}),
        },
      },
      (answer) => {
        // Hop-by-hop headers describe the API server's connection, not the viewer's (CloudFront drops them too).
        const { connection: _connection, 'keep-alive': _keepAlive, ...answerHeaders } = answer.headers;
        if (!req.complete) {
          // An answer before the whole body (a 413): the viewer's connection is settled here, as CloudFront settles
          // it, and the half-sent request to the API is dropped once its answer is in.
          req.unpipe(upstream);
          settleUnreadBody(req, res, DRAIN_LIMIT_BYTES);
          answer.once('end', () => upstream.destroy());
        }
        res.writeHead(answer.statusCode ?? 502, { ...answerHeaders, ...headers });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) sendJson(res, 502, { error: { code: 'bad_gateway', message: 'The local API server did not answer.' } });
      // An error once the answer is complete is the dropped half-sent request: the viewer has its answer.
      else if (!res.writableEnded) res.destroy();
    });
    req.pipe(upstream);
  }

  function serveAvatar(pathname: string, res: http.ServerResponse, method: string, avatars: AvatarsOrigin): void {
    const target = avatarObjectUrl(avatars, pathname);
    if (!target) {
      res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const upstream = http.request(target, { method }, (answer) => {
      const status = answer.statusCode ?? 502;
      if (status !== 200) {
        answer.resume();
        res.writeHead(status === 403 || status === 404 ? 404 : 502, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      res.writeHead(200, {
        ...headers,
        'content-type': answer.headers['content-type'] ?? 'application/octet-stream',
        ...(answer.headers['content-length'] ? { 'content-length': answer.headers['content-length'] } : {}),
        ...(answer.headers.etag ? { etag: answer.headers.etag } : {}),
        // A key is never reused (each upload has a fresh random part), so an avatar may be cached long.
        'cache-control': 'public, max-age=86400',
      });
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, headers).end();
      else res.destroy();
    });
    upstream.end();
  }

  /** A share path as API Gateway would hand it to the unfurl function, and its answer back, as CloudFront relays it. */
  async function serveShare(req: http.IncomingMessage, res: http.ServerResponse, method: string, share: NonNullable<WebServerOptions['share']>) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { host: _host, ...viewerHeaders } = req.headers;
    const headerValues: Record<string, string> = { [EDGE_HEADER]: options.edgeSecret };
    for (const [name, value] of Object.entries(viewerHeaders)) if (typeof value === 'string') headerValues[name] = value;
    const event = apiGatewayEvent({
      routeKey: `GET ${url.pathname}`,
      method,
      rawPath: url.pathname,
      rawQueryString: url.search.replace(/^\?/, ''),
      headers: headerValues,
      sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
      userAgent: req.headers['user-agent'] ?? '',
      apiId: 'local',
    });
    try {
      const answer = (await share(event)) as APIGatewayProxyStructuredResultV2;
      const body = answer.body ? Buffer.from(answer.body, answer.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
      const answerHeaders = Object.fromEntries(Object.entries(answer.headers ?? {}).map(([name, value]) => [name, String(value)]));
      res.writeHead(answer.statusCode ?? 200, { ...answerHeaders, ...headers, 'content-length': body.length });
      res.end(method === 'HEAD' ? undefined : body);
    } catch {
      if (!res.headersSent) res.writeHead(502, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('The unfurl function failed.');
      else res.destroy();
    }
  }

  function serveFile(uri: string, res: http.ServerResponse, method: string): void {
    let decoded: string;
    try {
      decoded = decodeURIComponent(uri);
    } catch {
      decoded = '';
    }
    const file = path.join(root, decoded);
    const inside = decoded !== '' && !decoded.includes('\0') && file.startsWith(root + path.sep);
    const size = inside ? fileSize(file) : undefined;
    if (size === undefined) {
      res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    // index.html and the prerendered pages (lib/spaRouting.ts): they name the build's hashed files.
    const isEntry = path.extname(file).toLowerCase() === '.html';
    // A page is small and read whole, to carry this server's origin, as the deployment writes the app's into it.
    const page = isEntry ? Buffer.from(withSiteOrigin(readFileSync(file, 'utf8'), appUrl())) : undefined;
    res.writeHead(200, {
      ...headers,
      'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': page?.length ?? size,
      // As deployed (Web.deploySite): hashed files for a day, the entry revalidated on every load.
      'cache-control': isEntry ? 'no-cache' : 'public, max-age=86400',
    });
    if (method === 'HEAD') res.end();
    else if (page) res.end(page);
    else createReadStream(file).pipe(res);
  }

  function appUrl(): string {
    return options.appUrl ?? localUrl((server.address() as AddressInfo).port);
  }

  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (isApiPath(pathname)) {
      forward(req, res);
      return;
    }
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      settleUnreadBody(req, res, DRAIN_LIMIT_BYTES);
      res.writeHead(405, { ...headers, allow: 'GET, HEAD' }).end();
      return;
    }
    if (options.share && isSharePath(pathname)) {
      void serveShare(req, res, method, options.share);
      return;
    }
    if (options.avatars && pathname.startsWith('/avatars/')) {
      serveAvatar(pathname, res, method, options.avatars);
      return;
    }
    serveFile(rewrite({ request: { uri: pathname } }).uri, res, method);
  });
  return listen(server, options.port);
}

function fileSize(file: string): number | undefined {
  try {
    const stat = statSync(file);
    return stat.isFile() ? stat.size : undefined;
  } catch {
    return undefined;
  }
}
