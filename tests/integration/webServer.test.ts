/**
 * The local CloudFront (bin/local/webServer.ts) in front of the test stack's
 * API: CloudFront's routing (a client route gets the app, a missing file is
 * 404), the shared security headers on every answer, and the viewer address
 * taken from the socket, never from the client. It serves a small build of
 * its own, so it runs without the e2e project's web build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '#local/http';
import { startWebServer } from '#local/webServer';
import { viewerCountryOf } from '#local/viewerCountry';
import { signUpMember } from '#test-support/backendHelpers';
import { routes } from '#contract/routes';
import { maxBodyBytesOf, type RouteDef } from '#contract/routeDef';
import { securityHeaders } from '#lib/securityHeaders';
import { PRERENDERED_DIR, PRERENDERED_PAGES } from '#contract/prerenderedPages';
import { testStack } from '#test-support/stack';

let server: RunningServer;
let root: string;
let port: number;

const INDEX = '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1.js"></script>';
/** A public page as the build prerenders it (web/prerender.ts), one per prerendered path. */
const prerendered = (pathname: string) =>
  `<!doctype html><div id="root"><h1>${pathname}</h1></div><script type="module" src="/assets/app-1.js"></script>`;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'vouched-web-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'images'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  mkdirSync(path.join(root, PRERENDERED_DIR));
  for (const page of PRERENDERED_PAGES) writeFileSync(path.join(root, page.file), prerendered(page.path));
  writeFileSync(path.join(root, 'assets/app-1.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'images/hero.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const stack = testStack();
  // Port 0: any free port, so this server never meets the stack's own web server.
  server = await startWebServer({ port: 0, root, apiUrl: stack.apiUrl, edgeSecret: stack.env.EDGE_SECRET ?? '', connectOrigins: [stack.cognitoUrl] });
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request from a chosen loopback source address (Linux routes all of 127.0.0.0/8 to lo). */
function request(pathname: string, options: { from?: string; headers?: Record<string, string>; method?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function expectSecurityHeaders(answer: Answer): void {
  for (const [name, value] of Object.entries(securityHeaders({ connectOrigins: [testStack().cognitoUrl] }))) {
    expect(answer.headers[name], name).toBe(value);
  }
}

describe('routing, as the CloudFront function routes', () => {
  it.each(PRERENDERED_PAGES.map((page) => page.path))('%s is a prerendered page: its own HTML, revalidated like the app', async (pathname) => {
    const answer = await request(pathname);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(prerendered(pathname));
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(answer);
  });

  it.each(['/home', '/invite/ABCD2345', '/profile/jane.doe', '/about/'])('%s is a client route: the app', async (pathname) => {
    const answer = await request(pathname);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(INDEX);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(answer);
  });

  it.each([
    ['/assets/app-1.js', 'text/javascript; charset=utf-8'],
    ['/images/hero.svg', 'image/svg+xml'],
    ['/favicon.svg', 'image/svg+xml'],
  ])('%s is a file, served as %s', async (pathname, type) => {
    const answer = await request(pathname);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
    expectSecurityHeaders(answer);
  });

  it.each([
    '/assets/missing-2.js',
    '/images/none.png',
    '/robots.txt',
    '/assets/../../etc/passwd',
    '/assets/%2e%2e/%2e%2e/etc/passwd',
    '/assets/%E0%A4%A',
  ])('%s is a missing file: 404, not the app', async (pathname) => {
    const answer = await request(pathname);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('id="root"');
    expectSecurityHeaders(answer);
  });
});

describe('the API behind it', () => {
  it('/config.json and /api come from the API server, with the security headers', async () => {
    const config = await request('/config.json');
    expect(config.status).toBe(200);
    expect(JSON.parse(config.body)).toMatchObject({ userPoolClientId: testStack().userPoolClientId });
    expectSecurityHeaders(config);
    const me = await request('/api/me');
    expect(me.status).toBe(401);
    expectSecurityHeaders(me);
  });

  it('places a viewer in a country as CloudFront does, from the address alone', () => {
    // IP2Location LITE's British and American ranges; loopback, private and IPv6 addresses have no country.
    expect(viewerCountryOf('81.2.69.160')).toBe('GB');
    expect(viewerCountryOf('::ffff:8.8.8.8')).toBe('US');
    for (const none of ['127.0.0.1', '10.1.2.3', '2001:db8::1', 'not an address']) expect(viewerCountryOf(none)).toBeUndefined();
  });

  it('drops a CloudFront-Viewer-Country the client sent: a local viewer has none', async () => {
    const member = await signUpMember({ prefix: 'web-country' });
    const answer = await request('/api/me/sign-ins/place', {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'cloudfront-viewer-country': 'FR', 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ country: null });
  });

  it('counts a client by its socket address: forged CloudFront-Viewer-Address values do not get past the limit', async () => {
    const route = routes.find((r) => r.id === 'checkInviteCode');
    const limit = route?.ratePerMinute;
    if (!limit) throw new Error('checkInviteCode has no rate limit');
    // A loopback source no other test uses, so this client's bucket is its own.
    const from = '127.0.0.201';
    const startedAt = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < limit * 2; i++) {
      const answer = await request('/api/invites/ABCD2345', { from, headers: { 'cloudfront-viewer-address': `198.51.100.${i + 1}:443` } });
      statuses.push(answer.status);
    }
    const elapsedMs = Date.now() - startedAt;
    const passed = statuses.filter((s) => s !== 429).length;
    // The token bucket refills one request per 60 s / limit; nothing else may pass.
    expect(passed).toBeLessThanOrEqual(limit + Math.floor(elapsedMs / (60_000 / limit)));
    expect(statuses).toContain(429);
    // And a second real client still has its own allowance.
    expect((await request('/api/invites/ABCD2345', { from: '127.0.0.202' })).status).not.toBe(429);
  });
});

/** One request on the given agent (so kept-alive connections are reused), with an optional body. */
function requestOn(
  agent: http.Agent,
  pathname: string,
  options: { method?: string; body?: Buffer } = {},
): Promise<Answer & { reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const headers = options.body ? { 'content-type': 'application/json', 'content-length': String(options.body.length) } : {};
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method: options.method ?? 'GET', headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, reusedSocket: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

describe("a body over the route's limit, on a kept-alive connection", () => {
  const route: RouteDef | undefined = routes.find((r) => r.id === 'joinWaitingList');
  if (!route) throw new Error('joinWaitingList is not in the route table');
  const limit = maxBodyBytesOf(route);

  // Just over the limit the rest is drained and the connection kept; far over it the answer closes the connection (after it is out).
  it.each([
    ['just over the limit', limit + 1, 'keep-alive'],
    ['64 times the limit', limit * 64, 'keep-alive'],
    ['64 MiB', 64 * 1024 * 1024, 'close'],
  ])('%s: 413, then the next request on the same agent is answered', async (_, size, connection) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const tooLarge = await requestOn(agent, route.path, { method: 'POST', body: Buffer.alloc(size, 0x20) });
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body)).toMatchObject({ error: { code: 'payload_too_large' } });
      expect(tooLarge.headers.connection).toBe(connection);
      const next = await requestOn(agent, '/home');
      expect(next.status).toBe(200);
      expect(next.body).toBe(INDEX);
      expect(next.reusedSocket).toBe(connection === 'keep-alive');
    } finally {
      agent.destroy();
    }
  });
});
