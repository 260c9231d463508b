/**
 * Synthesizes the real CDK app (lib/app.ts, the same code bin/vouched.ts
 * runs) and hands the tests what they assert on: the CloudFormation
 * template, cdk-nag's findings, the stack's annotations, every
 * acknowledgement with its reason, and facts about each Lambda bundle.
 *
 * Bundling our 30 functions is the slow part, so one test run synthesizes each
 * configuration once: the first worker to ask takes a lock and synthesizes
 * into a temp dir, writes synth.json there, and every other test file of
 * the same run (other workers included) reads that file.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { Validations, type App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { buildApp } from '#lib/app';
import { PROJECT_ROOT } from '#lib/lambda';
import { STACK_ID } from '#lib/stages';
import { provideWebDist } from '#test-support/webBuild';

export interface NagFinding {
  rule: string;
  severity: string;
  description: string;
  paths: string[];
}

export interface Acknowledgement {
  path: string;
  id: string;
  reason: string;
}

export interface BundleFacts {
  /** File names in the asset directory. */
  files: string[];
  /** index.mjs size in bytes. */
  bytes: number;
  head: string;
  /** Lines in index.mjs: a minified bundle has very few. */
  lines: number;
  /** The bundle is an ES module exporting `handler`. */
  exportsHandler: boolean;
  /** `typeof handler` after Node imported the bundle (no AWS access happens at import). */
  handlerTypeInNode: string;
}

export interface Synthesized {
  /** The CloudFormation stack name (Vouched-<stage>). */
  stackName: string;
  template: Record<string, unknown>;
  /** cdk-nag AwsSolutions findings left after acknowledgements (should be none). */
  nagFindings: NagFinding[];
  /** The stack's annotations (construct warnings and errors). */
  annotations: { level: string; path: string; message: string }[];
  acknowledgements: Acknowledgement[];
  /** Lambda logical id -> its bundle (only when bundling ran). */
  bundles: Record<string, BundleFacts>;
  /** Set when the synth itself failed (e.g. cdk-nag's validation threw); the template then comes from a synth without the nag plugin. */
  synthError?: string;
  synthMs: number;
}

/** The cdk.json context (feature flags) the CLI would pass, so tests synthesize what `cdk synth` does. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  return cdkJson.context ?? {};
}

/**
 * The configuration a production deploy uses after the sender is verified
 * (README "Deploying to AWS"): the prod stage. Every test file shares this one synth.
 */
export const DEPLOY_CONTEXT = {
  stage: 'prod',
  senderEmail: 'hello@vouched.example',
  senderVerified: 'true',
  blogFeedUrl: 'https://newsletter.vouched.example/feed',
};

/** Context that skips asset bundling: for configuration variants whose bundles the main synth already proves. */
export const SKIP_BUNDLING = { 'aws:cdk:bundling-stacks': [] as string[] };

/**
 * Every optional setting on: Google and LinkedIn sign-in, a custom domain,
 * the sender not verified yet (first deploy). Bundling is skipped here: the
 * bundles are the same as in DEPLOY_CONTEXT, which proves them.
 */
export const FEDERATED_CONTEXT = {
  ...SKIP_BUNDLING,
  senderEmail: 'hello@vouched.example',
  domainName: 'vouched.example',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-4000-8000-000000000000',
  googleClientId: 'google-client-id.apps.googleusercontent.com',
  googleClientSecretName: 'vouched/google-client-secret',
  linkedinClientId: 'linkedin-client-id',
  linkedinClientSecretName: 'vouched/linkedin-client-secret',
};

const cache = new Map<string, Promise<Synthesized>>();

/** One synth per configuration per test run, shared by every test file and worker of the run. */
export function synthesize(context: Record<string, unknown> = {}): Promise<Synthesized> {
  const key = createHash('sha256').update(JSON.stringify(context)).digest('hex').slice(0, 16);
  let pending = cache.get(key);
  if (!pending) {
    pending = synthesizeOnceForRun(key, context);
    cache.set(key, pending);
  }
  return pending;
}

/**
 * The id of this test run, equal in all its workers: the vitest main
 * process (parent of fork workers; the process itself for thread workers).
 */
function runId(): string {
  return String(isMainThread ? process.ppid : process.pid);
}

/** Removes the synth results of earlier runs (their vitest process is gone). */
function removeStaleResults(): void {
  for (const name of readdirSync(tmpdir())) {
    const match = /^vouched-infra-(\d+)-/.exec(name);
    if (!match || match[1] === runId()) continue;
    try {
      process.kill(Number(match[1]), 0);
    } catch {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
}

async function synthesizeOnceForRun(key: string, context: Record<string, unknown>): Promise<Synthesized> {
  removeStaleResults();
  const dir = join(tmpdir(), `vouched-infra-${runId()}-${key}`);
  const resultFile = join(dir, 'synth.json');
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 280_000;
  for (;;) {
    if (existsSync(resultFile)) return JSON.parse(readFileSync(resultFile, 'utf8')) as Synthesized;
    try {
      mkdirSync(lock);
    } catch {
      // Another worker is synthesizing this configuration: wait for its result.
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${resultFile} (lock ${lock})`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      if (existsSync(resultFile)) continue;
      // A synth that bundles also stages the web build: the run's own, not a second `npm run build:web`.
      if (!('aws:cdk:bundling-stacks' in context)) await provideWebDist();
      const result = synthesizeNow(join(dir, 'cdk.out'), context);
      const tmp = `${resultFile}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(result));
      renameSync(tmp, resultFile);
      // The cloud assembly (bundles, the AWS CLI layer) is large; synth.json has everything the tests read.
      rmSync(join(dir, 'cdk.out'), { recursive: true, force: true });
      return result;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

function synthesizeNow(outdir: string, extraContext: Record<string, unknown>): Synthesized {
  rmSync(outdir, { recursive: true, force: true });
  // The CLI adds path and asset metadata to the template; the tests locate resources by those.
  const cliDefaults = { 'aws:cdk:enable-path-metadata': true, 'aws:cdk:enable-asset-metadata': true };
  const context = { ...cdkJsonContext(), ...cliDefaults, ...extraContext };
  const started = Date.now();
  let synthError: string | undefined;
  let built = buildApp({ outdir, context });
  try {
    built.app.synth();
  } catch (error) {
    // cdk-nag (a validation plugin) throws on findings. Keep its report, and synthesize again
    // without the plugin so the other assertions still have a template to look at.
    synthError = error instanceof Error ? error.message : String(error);
    rmSync(outdir, { recursive: true, force: true });
    built = buildApp({ outdir, context, nag: false });
    built.app.synth();
  }
  const synthMs = Date.now() - started;

  const assembly = built.app.synth();
  const artifact = assembly.getStackArtifact(STACK_ID);
  const template = artifact.template as Record<string, unknown>;

  // The plugin's own entry point, run on the finished tree: what the synth checked, as data.
  const report = new AwsSolutionsChecks().validateScope(built.app);
  const nagFindings: NagFinding[] = report.violations.map((v) => ({
    rule: v.ruleName,
    severity: v.severity ?? 'error',
    description: v.description,
    paths: v.violatingResources.map((r) => r.constructPath ?? r.resourceLogicalId ?? '?'),
  }));

  const annotations = artifact.messages.map((m) => ({ level: String(m.level), path: m.id, message: String(m.entry.data) }));

  return {
    stackName: artifact.stackName,
    template,
    nagFindings,
    annotations,
    acknowledgements: collectAcknowledgements(built.app),
    bundles: collectBundles(template, outdir),
    synthError,
    synthMs,
  };
}

function collectAcknowledgements(app: App): Acknowledgement[] {
  const out: Acknowledgement[] = [];
  const visit = (node: IConstruct) => {
    for (const entry of node.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY || !entry.data) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
        out.push({ path: node.node.path, id: id.replace(/^[A-Za-z]+::/, ''), reason });
      }
    }
    for (const child of node.node.children) visit(child);
  };
  visit(app);
  return out;
}

interface CfnResource {
  Type: string;
  Metadata?: Record<string, unknown>;
}

function collectBundles(template: Record<string, unknown>, outdir: string): Record<string, BundleFacts> {
  const bundles: Record<string, BundleFacts> = {};
  const resources = (template.Resources ?? {}) as Record<string, CfnResource>;
  for (const [logicalId, resource] of Object.entries(resources)) {
    if (resource.Type !== 'AWS::Lambda::Function') continue;
    const assetPath = resource.Metadata?.['aws:asset:path'];
    if (typeof assetPath !== 'string') continue;
    const dir = join(outdir, assetPath);
    const entry = join(dir, 'index.mjs');
    if (!existsSync(entry)) continue;
    const code = readFileSync(entry, 'utf8');
    bundles[logicalId] = {
      handlerTypeInNode: '',
      files: readdirSync(dir).sort(),
      bytes: statSync(entry).size,
      head: code.slice(0, 300),
      lines: code.split('\n').length,
      exportsHandler: /export\s*\{[^}]*\bhandler\b[^}]*\}/.test(code),
    };
  }
  // The Lambda runtime provides the AWS SDK and the layer Powertools, which the bundles leave out (lib/bundling.ts); the project's copies stand in.
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(outdir, 'node_modules'), 'dir');
  const types = handlerTypesInNode(
    Object.fromEntries(Object.keys(bundles).map((id) => [id, join(outdir, String(resources[id]!.Metadata!['aws:asset:path']), 'index.mjs')])),
  );
  for (const [id, type] of Object.entries(types)) bundles[id]!.handlerTypeInNode = type;
  return bundles;
}

/**
 * Imports every bundle in one plain Node process (not through vitest's
 * module loader), the way the Lambda runtime loads an .mjs handler.
 */
function handlerTypesInNode(entries: Record<string, string>): Record<string, string> {
  const script = `
    const entries = ${JSON.stringify(entries)};
    const out = {};
    for (const [id, file] of Object.entries(entries)) {
      try { out[id] = typeof (await import(file)).handler; } catch (error) { out[id] = 'import failed: ' + error.message; }
    }
    process.stdout.write(JSON.stringify(out));`;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: tmpdir(), encoding: 'utf8', env: {} });
  return JSON.parse(stdout) as Record<string, string>;
}

/** The synthesized template as an aws-cdk-lib/assertions Template. */
export function templateOf(synth: Synthesized): Template {
  return Template.fromJSON(synth.template);
}
