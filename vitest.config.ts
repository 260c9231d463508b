import { defineConfig } from 'vitest/config';
import CostFirstSequencer from './tests/support/costFirstSequencer.ts';

/** Loads the X-Ray SDK for good (see its project below). */
const TRACING_TEST = 'tests/unit/backend/tracing.test.ts';

/**
 * One runner for every kind of test. The integration and browser projects
 * share one local stack, started once by tests/support/globalSetup.ts
 * (set VOUCHED_SKIP_STACK=1 to run only the pure projects).
 */
export default defineConfig({
  test: {
    // After vitest's own summary: time by project and the ten slowest files.
    reporters: ['default', './tests/support/timeSummaryReporter.ts'],
    // Two files at once, whatever the core count says (vitest's default leaves one of two cores idle): a
    // file spends most of its time waiting on the local stack, DynamoDB Local or Chromium, so two keep
    // both cores busy. Timeouts below are hang guards, never speed checks, so a busy core cannot fail them.
    maxWorkers: 2,
    // Every project: the files of a worker share their modules (React and Chakra in the web project; the AWS SDK, zod, aws-cdk-lib and
    // the stack's clients elsewhere): each loads once per worker, not once per file. Isolated, the run spent about 240 s
    // importing, the main process resolving and transforming the same modules again for each file, and the infra and
    // unit projects took 148 s of worker CPU against 66 s shared. A file that changes shared state (a mocked AWS
    // client, a logger's level, the environment) puts it back in its afterAll.
    // (`isolate: false` in each project below; a project does not inherit it from here).
    // The costliest files first, whatever their project (tests/support/costFirstSequencer.ts).
    sequence: { sequencer: CostFirstSequencer },
    globalSetup: process.env.VOUCHED_SKIP_STACK === '1' ? [] : ['tests/support/globalSetup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [TRACING_TEST],
          environment: 'node',
          testTimeout: 30_000,
          isolate: false,
        },
      },
      // The X-Ray SDK, once loaded, stays for the worker: the tracing test runs in a process of its own, so that whichever
      // unit files share its worker (which depends on timing) the others still see a process that never loaded it.
      { test: { name: 'unit-tracing', include: [TRACING_TEST], environment: 'node', testTimeout: 30_000, isolate: true } },
      // Web hooks and components, rendered in jsdom (no stack needed).
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 30_000,
          setupFiles: ['web/src/testing/setup.ts'],
          // Shared modules (above) matter most here: the project took 217 s of CPU isolated, 37 s shared. A test
          // that needs a module's state fresh (a page load's report budget) resets it itself.
          isolate: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The fuzz gate collects garbage before re-timing a slow input (tests/integration/fuzz).
          execArgv: ['--expose-gc'],
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          isolate: false,
        },
      },
    ],
  },
});
