/**
 * The production web build, made only when its inputs changed: a SHA-256 of
 * every input file (web/ without dist, plus the lock file) is stored beside
 * the build, and a build whose stored hash matches is served as it is.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type InlineConfig } from 'vite';
import { PROJECT_ROOT } from './functionRegistry';

const WEB_ROOT = path.join(PROJECT_ROOT, 'web');
/** Beside the build (inside it, so an emptied or deleted build also forgets its hash). */
export const INPUTS_HASH_FILE = '.inputs-sha256';

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** One hash over the path and content of every file the build reads from us (dependencies via the lock file). */
export function webInputsHash(): string {
  const hash = createHash('sha256');
  const files = [...filesUnder(WEB_ROOT), path.join(PROJECT_ROOT, 'package-lock.json')].sort();
  for (const file of files) {
    hash.update(path.relative(PROJECT_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export type BuildOutcome = 'built' | 'up to date';

/** Builds into outDir unless the build there was made from the same inputs. */
export async function ensureWebBuild(config: InlineConfig, outDir: string): Promise<BuildOutcome> {
  const inputs = webInputsHash();
  const hashFile = path.join(outDir, INPUTS_HASH_FILE);
  const built = existsSync(path.join(outDir, 'index.html')) && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === inputs;
  if (built) return 'up to date';
  // The bundle, not the bundler's size advice.
  await build({ ...config, logLevel: 'error', build: { ...config.build, outDir, emptyOutDir: true } });
  writeFileSync(hashFile, inputs);
  return 'built';
}
