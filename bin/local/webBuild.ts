/**
 * The production web build, made only when its inputs changed. After each
 * build we keep, beside it, the list of source files the bundler actually
 * read (web/src and what it imports from functions/, found from the
 * bundle's module ids, the prerendering server bundle's too) and one SHA-256 over them, web/index.html,
 * web/public, the Vite config and the lock file (for dependencies). A build
 * whose inputs hash the same is served as it is. A newly added source file
 * can only enter the bundle through an import in a file already listed, so
 * the list cannot miss it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type InlineConfig, type Rollup } from 'vite';
import type { PrerenderApi } from '../../web/prerender';
import { PROJECT_ROOT } from './functionRegistry';

/** Inside the build, so an emptied or deleted build also forgets its inputs. */
export const INPUTS_FILE = '.inputs-sha256';

/** Read by every build whatever the bundle contains. */
function fixedInputs(): string[] {
  const web = path.join(PROJECT_ROOT, 'web');
  // web/*.ts: the Vite config and the plugins it imports (preloadLanding.ts).
  const configFiles = readdirSync(web)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join(web, name));
  return [path.join(web, 'index.html'), ...configFiles, path.join(PROJECT_ROOT, 'package-lock.json'), ...filesUnder(path.join(web, 'public'))];
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
  });
}

/**
 * Project-relative paths of our own files in the bundle (dependencies are covered by the lock file),
 * and in the server bundle that prerenders the public pages (web/prerender.ts: its entry and what it
 * imports are read by the build too, not only by the client bundle).
 */
function bundledSources(output: Rollup.RollupOutput | Rollup.RollupOutput[] | Rollup.RollupWatcher, config: InlineConfig): string[] {
  const outputs = Array.isArray(output) ? output : 'output' in output ? [output] : [];
  const ids = outputs.flatMap(({ output: items }) => items.flatMap((item) => (item.type === 'chunk' ? item.moduleIds : [])));
  const files = new Set<string>();
  for (const id of [...ids, ...prerenderSources(config)]) {
    const file = id.split('?')[0] ?? '';
    if (path.isAbsolute(file) && file.startsWith(PROJECT_ROOT + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`)) {
      files.add(path.relative(PROJECT_ROOT, file));
    }
  }
  return [...files].sort();
}

/** The modules the prerender step's server build read, from its plugin's api (none without such a plugin). */
function prerenderSources(config: InlineConfig): string[] {
  const flatten = (list: readonly unknown[]): unknown[] => list.flatMap((p) => (Array.isArray(p) ? flatten(p) : [p]));
  const reports = (p: unknown): p is { api: PrerenderApi } =>
    typeof p === 'object' && p !== null && typeof (p as { api?: Partial<PrerenderApi> }).api?.sourceFiles === 'function';
  return flatten(config.plugins ?? [])
    .filter(reports)
    .flatMap((p) => p.api.sourceFiles());
}

function inputsHash(sources: readonly string[]): string {
  const hash = createHash('sha256');
  const files = [...new Set([...fixedInputs().map((f) => path.relative(PROJECT_ROOT, f)), ...sources])].sort();
  for (const file of files) {
    const full = path.join(PROJECT_ROOT, file);
    // A listed file that is gone changes the hash too.
    hash
      .update(file)
      .update('\0')
      .update(existsSync(full) ? readFileSync(full) : 'missing')
      .update('\0');
  }
  return hash.digest('hex');
}

interface StoredInputs {
  hash: string;
  sources: string[];
}

function storedInputs(outDir: string): StoredInputs | undefined {
  try {
    const stored = JSON.parse(readFileSync(path.join(outDir, INPUTS_FILE), 'utf8')) as StoredInputs;
    return typeof stored.hash === 'string' && Array.isArray(stored.sources) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The production bundle (not the bundler's size advice), also under vitest,
 * which sets NODE_ENV=test: Vite and the React plugin keep that and bundle
 * React's development build (jsxDEV, dev warnings: 230 KiB instead of 163 KiB
 * on the landing page). Nothing else runs in this process while the stack
 * starts, so the variable is swapped for the build only.
 */
async function productionBuild(config: InlineConfig): ReturnType<typeof build> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await build(config);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

export type BuildOutcome = 'built' | 'up to date';

/** Builds into outDir unless the build there was made from the same inputs. */
export async function ensureWebBuild(config: InlineConfig, outDir: string): Promise<BuildOutcome> {
  const stored = storedInputs(outDir);
  if (stored && existsSync(path.join(outDir, 'index.html')) && inputsHash(stored.sources) === stored.hash) return 'up to date';
  const output = await productionBuild({ ...config, logLevel: 'error', build: { ...config.build, outDir, emptyOutDir: true } });
  const sources = bundledSources(output, config);
  const inputs: StoredInputs = { hash: inputsHash(sources), sources };
  writeFileSync(path.join(outDir, INPUTS_FILE), JSON.stringify(inputs, null, 1));
  return 'built';
}
