/**
 * Serves the web app the way CloudFront does in AWS: one origin, with /api
 * (and the runtime /config.json, answered by our API server) forwarded to
 * the API. `npm start` uses the Vite dev server (instant start, hot reload);
 * tests build once and serve the production bundle with `vite preview`,
 * which is what users get. The Vite settings are the web app's own
 * (web/vite.config.ts, makeWebConfig), with our ports.
 */
import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { build, createServer, preview, type InlineConfig } from 'vite';
import { PROJECT_ROOT } from './functionRegistry';
import { EDGE_HEADER } from '../../functions/api/http/edge';

export type WebMode = 'dev' | 'preview' | 'none';

const WEB_CONFIG_FILE = path.join(PROJECT_ROOT, 'web/vite.config.ts');

export function webAppExists(): boolean {
  return existsSync(WEB_CONFIG_FILE);
}

async function viteConfig(port: number, apiUrl: string, edgeSecret: string): Promise<InlineConfig> {
  const { makeWebConfig } = await import('../../web/vite.config');
  const base = makeWebConfig({ apiUrl, port });
  const proxy = {
    ...base.server?.proxy,
    // Like CloudFront in front of API Gateway: /api requests carry the edge secret.
    '/api': { target: apiUrl, changeOrigin: true, headers: { [EDGE_HEADER]: edgeSecret } },
    '/config.json': { target: apiUrl, changeOrigin: true },
  };
  return {
    ...base,
    // Use exactly this config; do not let Vite load the file a second time.
    configFile: false,
    logLevel: 'warn',
    clearScreen: false,
    server: { ...base.server, port, strictPort: true, proxy },
    preview: { ...base.preview, port, strictPort: true, proxy },
  };
}

/** @param outDir where `preview` builds to (tests: the stack's temp dir, so web/dist is left alone). */
export async function startWeb(
  mode: Exclude<WebMode, 'none'>,
  port: number,
  apiUrl: string,
  edgeSecret: string,
  outDir?: string,
): Promise<{ stop(): Promise<void> }> {
  const base = await viteConfig(port, apiUrl, edgeSecret);
  const config: InlineConfig = outDir ? { ...base, build: { ...base.build, outDir, emptyOutDir: true } } : base;
  if (mode === 'dev') {
    const server = await createServer(config);
    await server.listen();
    return { stop: () => server.close() };
  }
  // Tests need the bundle, not the bundler's size advice. And the production bundle, also under
  // vitest, which sets NODE_ENV=test: Vite and the React plugin keep it and bundle React's development
  // build (jsxDEV, dev warnings; 230 KiB instead of 163 KiB on the landing page). Nothing else runs
  // in this process while the stack starts, so the variable is swapped for the build only.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ ...config, logLevel: 'error' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const server = await preview(config);
  const httpServer = server.httpServer as http.Server;
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeAllConnections();
      }),
  };
}
