/**
 * The one production web build a test run makes. The local stack serves it
 * (tests/support/globalSetup.ts, for the browser tests) and the infra tests'
 * synth uploads it (tests/infra/support/synth.ts): both take it from here,
 * so a run builds the web at most once, and not at all while the web
 * sources are unchanged since the last run (bin/local/webBuild.ts keeps the
 * inputs' hash beside the build).
 */
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOutcome } from '#local/webBuild';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const TEST_WEB_BUILD_DIR = path.join(PROJECT_ROOT, 'node_modules/.cache/vouched-test-web');

/** What `npm run build:web` makes and the CDK stack uploads (lib/web.ts). */
const WEB_DIST = path.join(PROJECT_ROOT, 'web/dist');

/** The run's web build in TEST_WEB_BUILD_DIR, made only if its inputs changed. */
export async function ensureTestWebBuild(): Promise<BuildOutcome> {
  // Vite loads only when a build is asked for. The config is the one `vite build --config web/vite.config.ts`
  // uses; the local stack's server settings do not reach the build.
  const [{ ensureWebBuild }, { makeWebConfig }] = await Promise.all([import('#local/webBuild'), import('../../web/vite.config')]);
  return ensureWebBuild({ ...makeWebConfig(), configFile: false }, TEST_WEB_BUILD_DIR);
}

/**
 * Gives the synth a web/dist when there is none (a fresh clone), from the
 * run's build instead of the second `npm run build:web` lib/web.ts would
 * otherwise run. An existing web/dist is left as it is, as the synth would.
 */
export async function provideWebDist(): Promise<void> {
  if (existsSync(path.join(WEB_DIST, 'index.html'))) return;
  await ensureTestWebBuild();
  // Copied beside it and renamed into place, so a synth in another worker never sees half a web/dist.
  const staging = `${WEB_DIST}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(TEST_WEB_BUILD_DIR, staging, { recursive: true });
  try {
    renameSync(staging, WEB_DIST);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another worker put one there first: that one is used.
    if (!existsSync(path.join(WEB_DIST, 'index.html'))) throw error;
  }
}
