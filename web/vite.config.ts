/**
 * The web app's Vite config. `vite --config web/vite.config.ts` (dev, port
 * 5173) and `vite build --config web/vite.config.ts` (to web/dist) use the
 * default export; the local runtime can build its own variant with
 * `makeWebConfig({...})` (other port, API target, extra plugins such as one
 * serving /config.json) without copying this file.
 *
 * Environment read here (all optional):
 * - VOUCHED_API_URL: where `/api` is proxied (default http://localhost:3001)
 * - VOUCHED_WEB_PORT: dev/preview port (default 5173)
 * - VOUCHED_WEB_CONFIG_FILE: a JSON file served as `/config.json`
 *   (the runtime config the app fetches at start; in AWS the CDK stack
 *   writes it into the web bucket instead)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { preloadLanding } from './preloadLanding.ts';
import { prerenderPages } from './prerender.ts';
import { WEB_CONFIG_PATH } from '#contract/webConfig';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const LOOPBACK_HOST = '127.0.0.1';

export interface WebConfigOptions {
  apiUrl?: string;
  port?: number;
  /** A JSON file served at /config.json by the dev and preview servers. */
  configFile?: string;
  plugins?: Plugin[];
}

/** Serves a JSON file as /config.json, re-read on each request so a restarted stack's ids show up. */
export function serveConfigJson(file: string): Plugin {
  const middleware = (req: { url?: string }, res: import('node:http').ServerResponse, next: () => void) => {
    if (req.url?.split('?')[0] !== WEB_CONFIG_PATH) return next();
    try {
      const body = readFileSync(file, 'utf8');
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(body);
    } catch {
      res.statusCode = 503;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ error: { code: 'internal', message: `config file ${file} not readable yet` } }));
    }
  };
  return {
    name: 'vouched-config-json',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

export function makeWebConfig(options: WebConfigOptions = {}): UserConfig {
  const apiUrl = options.apiUrl ?? process.env.VOUCHED_API_URL ?? 'http://localhost:3001';
  const port = options.port ?? Number(process.env.VOUCHED_WEB_PORT ?? 5173);
  const configFile = options.configFile ?? process.env.VOUCHED_WEB_CONFIG_FILE;
  const proxy = { '/api': { target: apiUrl, changeOrigin: true } };
  return {
    root: webRoot,
    // An absolute root keeps this config usable from any working directory.
    // Programmatic callers: pass `{ ...makeWebConfig(), configFile: false }`
    // to createServer so Vite does not also load this file.
    plugins: [react(), preloadLanding(), prerenderPages(webRoot), ...(configFile ? [serveConfigJson(configFile)] : []), ...(options.plugins ?? [])],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // No source maps: the site would publish its whole source with them (issue 20 §8). The dev server keeps its own.
      sourcemap: false,
      // Everything the entry chunk needs at start (React, the router, Chakra's core, the frame) in one
      // chunk rather than twenty small ones that later pages share: every page loads all of it first
      // anyway, and one file compresses better than many (about 8 KiB of gzip on the landing page).
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'app-shell', tags: ['$initial'], includeDependenciesRecursively: false }] } },
        // Chakra's theme module builds its default config and system at load (defineConfig, mergeConfigs,
        // createSystem, unannotated), which keeps every recipe in the entry chunk although app/chakraTheme.ts
        // lists only those we use. These calls have no side effect: unused, they go (1.4 KiB of gzip, issue 23 §2).
        treeshake: { manualPureFunctions: ['defineConfig', 'mergeConfigs', 'createSystem'] },
      },
    },
    // Loopback only, like every local stand-in (bin/local/http.ts): Vite's default 'localhost' may
    // resolve to ::1 alone, and a dev server must never be reachable from the network.
    server: { host: LOOPBACK_HOST, port, strictPort: true, proxy },
    preview: { host: LOOPBACK_HOST, port, strictPort: true, proxy },
  };
}

export default defineConfig(makeWebConfig());
