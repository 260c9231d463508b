/**
 * Vitest global setup (root level, see vitest.config.ts): starts ONE local
 * stack for the integration and e2e projects — ports shifted by +10000 so a
 * running `npm start` is untouched, a fresh temp data dir, seeded — and
 * stops it after the run. Tests reach it through tests/support/stack.ts.
 *
 * Skipped with VOUCHED_SKIP_STACK=1, or when only projects that need no
 * stack (unit, infra) run. The web is built and served (the production build
 * behind the local CloudFront, bin/local/webServer.ts, on 15173) only when
 * the e2e project runs.
 *
 * Knobs: VOUCHED_TEST_PORT_OFFSET (default 10000): the port shift.
 * VOUCHED_TEST_SFN_WAIT_MS (default 1500): how long every Step
 * Functions Wait state lasts in tests instead of its real 24 h;
 * VOUCHED_STACK_VERBOSE=1: also log trigger refusals.
 */
import type { TestProject } from 'vitest/node';
import { TEST_PORT_OFFSET } from '#local/ports';
import { startStack } from '#local/stack';
import { STACK_ENV_VAR, type TestStack } from './stack';
import { TEST_WEB_BUILD_DIR } from './webBuild';

const PROJECTS_NEEDING_STACK = ['integration', 'e2e'];

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.VOUCHED_SKIP_STACK === '1') return undefined;
  const running = project.vitest.projects.map((p) => p.name);
  if (!running.some((name) => PROJECTS_NEEDING_STACK.includes(name))) return undefined;

  const stack = await startStack({
    portOffset: TEST_PORT_OFFSET,
    dataDir: null,
    seed: true,
    web: running.includes('e2e') ? 'production' : 'none',
    // Served as npm start serves it, from a build of its own (web/dist is left alone), reused while the web sources are unchanged.
    webBuildDir: TEST_WEB_BUILD_DIR,
    stepFunctionsWaitMs: Number(process.env.VOUCHED_TEST_SFN_WAIT_MS ?? 1500),
    scheduleIntervalMs: null,
    // A failed mail is handed over again within a second or two, and given up on in a few, instead of minutes.
    outboxRetryMs: 300,
    // Trigger refusals are expected in tests (the sign-up gate's tests provoke
    // dozens) and reach the test as Cognito's error anyway; VOUCHED_STACK_VERBOSE=1 shows them.
    log: (line) => {
      if (line.startsWith('[trigger ') && process.env.VOUCHED_STACK_VERBOSE !== '1') return;
      console.error(`[stack] ${line}`);
    },
    busyPortHint: 'is another `npm test` running? Wait for it or stop it, then run the tests again',
  });
  const info: TestStack = { ...stack.endpoints, seed: stack.seed };
  project.provide('vouchedStack', info);
  // Test workers start after this and inherit the environment: the handler
  // variables (set by startStack) and the stack itself as JSON.
  process.env[STACK_ENV_VAR] = JSON.stringify(info);

  return async () => {
    await stack.stop();
  };
}
