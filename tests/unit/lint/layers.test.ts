/**
 * The layer table (docs/architecture.md) is kept by lint: for each row, one
 * probe file placed in that layer imports something the row forbids, and
 * `eslint .`'s own configuration must refuse it. A rule that stopped
 * matching (a folder renamed, a pattern loosened) fails here, not silently.
 * The probes are linted from memory at paths in their layer; nothing is
 * written to the tree.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

interface Probe {
  /** What the table forbids, in its words. */
  rule: string;
  /** Where the probe stands (decides its layer). */
  filePath: string;
  /** The one import that breaks the rule. */
  code: string;
}

const refused: Probe[] = [
  { rule: 'the domain imports only itself', filePath: 'functions/domain/probe.ts', code: "import '#store/profiles';" },
  { rule: 'the schema imports nothing', filePath: 'functions/schema/probe.ts', code: "import '#domain/profile';" },
  { rule: 'the contract never reaches the store', filePath: 'functions/contract/probe.ts', code: "import '#store/profiles';" },
  { rule: 'a service never imports an API module', filePath: 'functions/services/probe.ts', code: "import '#api/presenters';" },
  { rule: 'the store never imports the contract', filePath: 'functions/store/probe.ts', code: "import '#contract/responses';" },
  { rule: 'the views never import the API', filePath: 'functions/views/probe.ts', code: "import '#api/presenters';" },
  { rule: 'the API never imports a trigger', filePath: 'functions/api/probe.ts', code: "import '#functions/triggers/preSignUp';" },
  { rule: 'a trigger never imports a handler', filePath: 'functions/triggers/probe.ts', code: "import '#api/me/handler';" },
  { rule: 'a job never imports the API', filePath: 'functions/jobs/probe.ts', code: "import '#api/presenters';" },
  { rule: 'the realtime functions never import the API', filePath: 'functions/realtime/probe.ts', code: "import '#api/presenters';" },
  { rule: 'the stream reader never imports the API', filePath: 'functions/stream/probe.ts', code: "import '#api/presenters';" },
  { rule: 'the seed never imports a trigger', filePath: 'functions/dev/probe.ts', code: "import '#functions/triggers/preSignUp';" },
  { rule: 'the CDK stack never imports the store', filePath: 'lib/probe.ts', code: "import '#store/profiles';" },
  { rule: 'the CDK stack never imports API runtime code', filePath: 'lib/probe.ts', code: "import '#api/featureHandler';" },
  { rule: 'the local runtime never imports the tests', filePath: 'bin/local/probe.ts', code: "import '#test-support/waitFor';" },
  { rule: "the tests' helpers never import a suite's files", filePath: 'tests/support/probe.ts', code: "import '../infra/support/synth';" },
  { rule: 'the benchmarks never import a suite', filePath: 'bench/probe.ts', code: "import '../tests/infra/support/synth';" },
  { rule: 'the tools import nothing of the product', filePath: 'tools/probe.ts', code: "import '#domain/profile';" },
  { rule: 'the web library knows no UI', filePath: 'web/src/lib/probe.ts', code: "import '../ui/TierBadge';" },
  { rule: 'the web UI knows no shared app state', filePath: 'web/src/ui/probe.ts', code: "import '../shared/toaster';" },
  { rule: 'the shared web parts never import the shell', filePath: 'web/src/shared/probe.ts', code: "import '../app/routes';" },
  { rule: 'a web feature never imports app/', filePath: 'web/src/features/home/probe.ts', code: "import '../../app/routes';" },
  {
    rule: 'a web feature reaches another only through its index.ts',
    filePath: 'web/src/features/home/probe.ts',
    code: "import '../profile/ProfileHeader';",
  },
  { rule: 'the web harness only in tests', filePath: 'web/src/features/home/probe.ts', code: "import '../../testing/renderWithApp';" },
  { rule: 'the web shell never imports handler code', filePath: 'web/src/app/probe.ts', code: "import '#store/profiles';" },
  { rule: 'the web harness never imports handler code', filePath: 'web/src/testing/probe.ts', code: "import '#api/presenters';" },
  { rule: 'the web build never imports handler code', filePath: 'web/probe.ts', code: "import '#store/profiles';" },
];

// What the table allows must still pass, or a rule that refused everything would look kept.
const allowed: Probe[] = [
  { rule: 'a web feature uses the shared toaster', filePath: 'web/src/features/home/probe.ts', code: "import '../../shared/toaster';" },
  { rule: 'a web feature test uses the harness', filePath: 'web/src/features/home/probe.test.tsx', code: "import '../../testing/renderWithApp';" },
  { rule: 'the CDK stack reads the route table', filePath: 'lib/probe.ts', code: "import '#contract/routes';" },
  { rule: 'the store reads the table schema', filePath: 'functions/store/probe.ts', code: "import '#functions/schema/table';" },
  { rule: 'the realtime push reads the views', filePath: 'functions/realtime/probe.ts', code: "import '#functions/views/notifications';" },
];

let eslint: ESLint;

async function messagesOf(probe: Probe) {
  const results = await eslint.lintText(probe.code, { filePath: probe.filePath });
  return results.flatMap((r) => r.messages);
}

async function ruleIdsOf(probe: Probe): Promise<(string | null)[]> {
  return (await messagesOf(probe)).map((m) => m.ruleId);
}

describe('the layer table, kept by lint', { timeout: 60_000 }, () => {
  beforeAll(() => {
    eslint = new ESLint();
  });

  it.each(refused.map((p) => [p.rule, p] as const))('refuses: %s', async (_rule, probe) => {
    expect(await ruleIdsOf(probe)).toEqual(['boundaries/dependencies']);
  });

  it.each(allowed.map((p) => [p.rule, p] as const))('allows: %s', async (_rule, probe) => {
    expect(await ruleIdsOf(probe)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // signUpRefusals.ts imports profile.ts: profile.ts importing it back closes a loop.
    const probe = {
      rule: 'no cycle',
      filePath: 'functions/domain/profile.ts',
      code: "import { SIGN_UP_REFUSALS } from './signUpRefusals';\nexport const probe = SIGN_UP_REFUSALS;\n",
    };
    expect((await messagesOf(probe)).map((m) => [m.ruleId, m.message])).toEqual([
      ['layers/no-cycle', 'Import cycle: functions/domain/profile.ts -> functions/domain/signUpRefusals.ts -> functions/domain/profile.ts.'],
    ]);
  });

  it('lets a type-only import close a loop: it is erased before anything runs', async () => {
    const code = "import type { SIGN_UP_REFUSALS } from './signUpRefusals';\nexport type Probe = typeof SIGN_UP_REFUSALS;\n";
    expect(await ruleIdsOf({ rule: 'type-only', filePath: 'functions/domain/profile.ts', code })).toEqual([]);
  });
});
