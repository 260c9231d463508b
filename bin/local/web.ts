/**
 * Serves the web app the way CloudFront does in AWS: one origin, with /api
 * (and the runtime /config.json, answered by our API server) forwarded to
 * the API with the edge secret and the viewer's real address.
 *
 * - 'production' (`npm start`, tests, bench): the production build (made
 *   only when web sources changed, bin/local/webBuild.ts) behind the local
 *   CloudFront (bin/local/webServer.ts): CloudFront's routing and headers.
 * - 'dev' (`npm run dev`): the Vite dev server with hot reload. Its CSP
 *   allows inline script and the HMR websocket, which the React refresh
 *   preamble and Vite's client need; everything else matches.
 */
import { existsSync } from 'node:fs';
import type http from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import path from 'node:path';
import { createServer, type InlineConfig, type ProxyOptions } from 'vite';
import { PROJECT_ROOT } from './functionRegistry';
import { ensureWebBuild } from './webBuild';
import { avatarObjectUrl, startWebServer, VIEWER_ADDRESS_HEADER, viewerAddressOf } from './webServer';
import { EDGE_HEADER } from '#contract/edge';
import { securityHeaders } from '#lib/securityHeaders';
import { WEB_CONFIG_PATH } from '#contract/webConfig';

export type WebMode = 'dev' | 'production' | 'none';

const WEB_CONFIG_FILE = path.join(PROJECT_ROOT, 'web/vite.config.ts');
/** Where `npm start` builds: the same web/dist that `npm run build:web` makes and a deploy uploads. */
export const DEFAULT_WEB_BUILD_DIR = path.join(PROJECT_ROOT, 'web/dist');

export function webAppExists(): boolean {
  return existsSync(WEB_CONFIG_FILE);
}

export interface WebOptions {
  port: number;
  /** The app's own address (APP_URL), which the production server's pages name (og:url, canonical link). */
  appUrl: string;
  apiUrl: string;
  edgeSecret: string;
  /** The local Cognito's URL: the one origin besides ours the app fetches from. */
  cognitoUrl: string;
  /** The local S3's URL: feedback attachments are POSTed straight to it (presigned POST). */
  s3Url: string;
  /** The avatars bucket on the local S3, served at /avatars/* as CloudFront serves it. */
  avatarsBucket: string;
  /** The notifications WebSocket API (ws://…), which the page connects to. */
  socketUrl?: string;
  /** The unfurl function, for the share paths (the production server only; the dev server leaves them to the app). */
  share?: (event: APIGatewayProxyEventV2) => Promise<unknown>;
  /** Where the production build goes (tests: the stack's temp dir, so web/dist is left alone). */
  outDir?: string;
  log: (line: string) => void;
}

async function viteConfig(options: WebOptions): Promise<InlineConfig> {
  const { makeWebConfig } = await import('../../web/vite.config');
  const base = makeWebConfig({ apiUrl: options.apiUrl, port: options.port });
  // Like CloudFront in front of API Gateway: the edge secret, and the viewer's socket address in place of any sent.
  const toApi: ProxyOptions = {
    target: options.apiUrl,
    changeOrigin: true,
    headers: { [EDGE_HEADER]: options.edgeSecret },
    configure: (proxy) =>
      proxy.on('proxyReq', (proxyReq, req: http.IncomingMessage) => proxyReq.setHeader(VIEWER_ADDRESS_HEADER, viewerAddressOf(req.socket))),
  };
  // Like CloudFront's /avatars/* behaviour: the path is the object's key in the avatars bucket.
  const toAvatars: ProxyOptions = {
    target: options.s3Url,
    changeOrigin: true,
    // Only a path as avatars are named reaches the bucket; anything else asks for a key that is never there.
    rewrite: (url) =>
      avatarObjectUrl({ s3Url: '', bucket: options.avatarsBucket }, url.split('?')[0] ?? '') ?? `/${options.avatarsBucket}/not-an-avatar`,
  };
  const connectOrigins = [options.cognitoUrl, options.s3Url, `ws://localhost:${options.port}`, ...(options.socketUrl ? [options.socketUrl] : [])];
  const devHeaders = securityHeaders({ connectOrigins, allowInlineScriptForDevServer: true });
  return {
    ...base,
    // Use exactly this config; do not let Vite load the file a second time.
    configFile: false,
    logLevel: 'warn',
    clearScreen: false,
    server: {
      ...base.server,
      port: options.port,
      strictPort: true,
      headers: devHeaders,
      proxy: { '/api': toApi, [WEB_CONFIG_PATH]: toApi, '/avatars/': toAvatars },
    },
  };
}

export async function startWeb(mode: Exclude<WebMode, 'none'>, options: WebOptions): Promise<{ stop(): Promise<void> }> {
  const config = await viteConfig(options);
  if (mode === 'dev') {
    const server = await createServer(config);
    await server.listen();
    return { stop: () => server.close() };
  }
  const outDir = options.outDir ?? DEFAULT_WEB_BUILD_DIR;
  const startedAt = Date.now();
  const outcome = await ensureWebBuild(config, outDir);
  const where = path.relative(process.cwd(), outDir) || outDir;
  options.log(
    outcome === 'built'
      ? `Web build: web sources changed, built ${where} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`
      : `Web build: ${where} is up to date with the web sources (no rebuild).`,
  );
  return startWebServer({
    port: options.port,
    appUrl: options.appUrl,
    root: outDir,
    apiUrl: options.apiUrl,
    edgeSecret: options.edgeSecret,
    connectOrigins: [options.cognitoUrl, options.s3Url, ...(options.socketUrl ? [options.socketUrl] : [])],
    avatars: { s3Url: options.s3Url, bucket: options.avatarsBucket },
    share: options.share,
  });
}
