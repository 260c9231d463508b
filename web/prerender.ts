/**
 * Renders the public pages to HTML at build time (issue 23 §2), so their
 * first paint and a crawler need no script; the browser then hydrates that
 * HTML (main.tsx). The content stays in the React components: after the
 * client build is written, this bundles web/src/prerenderEntry.tsx for Node
 * (a Vite SSR build into a temporary directory), renders each path of
 * PRERENDERED_PAGES with it, and writes the build's own index.html with the
 * markup inside #root and the page's title to the page's file. index.html
 * itself stays the empty shell every other client route gets
 * (lib/spaRouting.ts sends each prerendered path to its file).
 *
 * Each page's share-tag block (issue 23 §1) is written here too, with
 * absolute addresses on a placeholder origin (#contract/siteOrigin): each
 * prerendered page names its own path in og:url and its canonical link; the
 * shell, served at every client route, names none. The server bundle writes
 * them (web/src/app/shareTags.ts), so the local build cache sees their sources.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rollup } from 'vite';
import { PRERENDERED_PAGES } from '#contract/prerenderedPages';

const ROOT_ELEMENT = '<div id="root"></div>';
const CHARSET = '<meta charset="UTF-8" />';

interface ServerEntry {
  renderPage(path: string): Promise<{ html: string; title: string }>;
  /** The built index.html with its share-tag block for the page at path, or for the shell (web/src/app/shareTags.ts). */
  withPageShareTags(template: string, path?: string): string;
}

export interface PrerenderApi {
  /** Absolute paths of the modules the last server build read (for the local build cache, bin/local/webBuild.ts). */
  sourceFiles(): string[];
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** index.html with the page's markup in #root, its title, and the colour-mode script first in <head>. */

export function pageDocument(template: string, page: { html: string; title: string }, colorModeScript: string): string {
  if (!template.includes(ROOT_ELEMENT) || !template.includes(CHARSET)) throw new Error(`prerender: index.html has no ${ROOT_ELEMENT} or ${CHARSET}`);
  const titled = template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  // Classic and blocking, before the stylesheet: the class is on <html> before anything paints.
  const booted = titled.replace(CHARSET, (charset) => `${charset}\n    <script src="${colorModeScript}"></script>`);
  return booted.replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>`);
}

/** web/src/colorModeBoot.ts as one small classic script in the build's assets: its URL and the modules it read. */
async function writeColorModeScript(webRoot: string, outDir: string): Promise<{ url: string; modules: string[] }> {
  const output = await build({
    configFile: false,
    root: webRoot,
    mode: 'production',
    logLevel: 'error',
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(webRoot, 'src', 'colorModeBoot.ts'), formats: ['iife'], name: 'vouchedColorMode' },
    },
  });
  const chunk = (Array.isArray(output) ? output : [output])
    .flatMap((o) => ('output' in o ? o.output : []))
    .find((item): item is Rollup.OutputChunk => item.type === 'chunk');
  if (!chunk) throw new Error('prerender: the colour-mode script did not build');
  const url = `/assets/color-mode-${createHash('sha256').update(chunk.code).digest('hex').slice(0, 8)}.js`;
  writeFileSync(path.join(outDir, url), chunk.code);
  return { url, modules: chunk.moduleIds };
}

function moduleFiles(output: Awaited<ReturnType<typeof build>>): string[] {
  const outputs = (Array.isArray(output) ? output : [output]).filter((o): o is Rollup.RollupOutput => 'output' in o);
  return outputs.flatMap(({ output: items }) => items.flatMap((item) => (item.type === 'chunk' ? item.moduleIds : [])));
}

export function prerenderPages(webRoot: string): Plugin<PrerenderApi> {
  let sources: string[] = [];
  return {
    name: 'vouched-prerender',
    // The client build only: the server build below is made without this plugin.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    api: { sourceFiles: () => sources },
    async writeBundle(options) {
      const outDir = options.dir ?? path.join(webRoot, 'dist');
      const serverDir = mkdtempSync(path.join(tmpdir(), 'vouched-prerender-'));
      try {
        const output = await build({
          configFile: false,
          root: webRoot,
          mode: 'production',
          logLevel: 'error',
          plugins: [react()],
          // Everything bundled: the output runs from a temporary directory, with no node_modules beside it.
          ssr: { noExternal: true },
          build: {
            ssr: path.join(webRoot, 'src', 'prerenderEntry.tsx'),
            outDir: serverDir,
            emptyOutDir: true,
            minify: false,
            sourcemap: false,
            rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
          },
        });
        sources = moduleFiles(output).map((id) => id.split('?')[0] ?? '');
        const entry = (await import(pathToFileURL(path.join(serverDir, 'prerenderEntry.mjs')).href)) as ServerEntry;
        const shellFile = path.join(outDir, 'index.html');
        const template = readFileSync(shellFile, 'utf8');
        writeFileSync(shellFile, entry.withPageShareTags(template));
        const colorModeScript = await writeColorModeScript(webRoot, outDir);
        sources.push(...colorModeScript.modules);
        for (const page of PRERENDERED_PAGES) {
          const file = path.join(outDir, page.file);
          mkdirSync(path.dirname(file), { recursive: true });
          const tagged = entry.withPageShareTags(template, page.path);
          writeFileSync(file, pageDocument(tagged, await entry.renderPage(page.path), colorModeScript.url));
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
