/**
 * Stages (issue 20 §2, §5): `-c stage=<name>` reads config/stages/<name>.json
 * and names the stack Vouched-<stage>; production keeps and protects member
 * data (deletion protection, RETAIN, a daily backup), a dev stage can be
 * destroyed whole; both version the avatars and attachments buckets.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { CfnEmailIdentity } from 'aws-cdk-lib/aws-ses';
import { CfnSubscription } from 'aws-cdk-lib/aws-sns';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOADS_KEY_PREFIX } from '#domain/uploadKeys';
import { buildApp } from '#lib/app';
import { BACKUP_RETENTION_DAYS } from '#lib/backup';
import { readConfig } from '#lib/config';
import { readStageFile } from '#lib/stages';
import { NONCURRENT_VERSION_DAYS } from '#lib/storage';
import { cdkJsonContext, DEPLOY_CONTEXT, SKIP_BUNDLING } from './support/synth';
import { synthesizedBeforeAll, type SynthFixture } from './support/synthFixture';
import { logicalIdAt, ofType, resources } from './support/template';

// DEPLOY_CONTEXT is the prod stage (the run's shared synth); dev is the same settings on the dev stage.
const prod = synthesizedBeforeAll(DEPLOY_CONTEXT);
const dev = synthesizedBeforeAll({ ...DEPLOY_CONTEXT, ...SKIP_BUNDLING, stage: 'dev' });

const MEMBER_BUCKETS = ['Vouched/Storage/Avatars/Resource', 'Vouched/Storage/FeedbackAttachments/Resource'];
const ALL_MEMBER_DATA_BUCKETS = [...MEMBER_BUCKETS, 'Vouched/Storage/DataExports/Resource'];

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A stages directory holding one settings file, `<stage>.json`, with exactly this content. */
function stagesDirWith(stage: string, content: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'vouched-stages-'));
  tempDirs.push(dir);
  writeFileSync(join(dir, `${stage}.json`), content);
  return dir;
}

function build(context: Record<string, unknown>, stagesDir?: string) {
  const outdir = mkdtempSync(join(tmpdir(), 'vouched-infra-stages-'));
  tempDirs.push(outdir);
  return buildApp({ outdir, nag: false, stagesDir, context: { ...cdkJsonContext(), ...SKIP_BUNDLING, ...context } });
}

function resourceAt(fixture: SynthFixture, path: string) {
  return resources(fixture.synth.template)[logicalIdAt(fixture.synth.template, path)]!;
}

describe('the stack name', () => {
  it('carries the stage; construct paths do not (the stack id stays Vouched)', () => {
    expect(prod.synth.stackName).toBe('Vouched-prod');
    expect(dev.synth.stackName).toBe('Vouched-dev');
    expect(logicalIdAt(dev.synth.template, 'Vouched/Data/Table/Resource')).toBe(logicalIdAt(prod.synth.template, 'Vouched/Data/Table/Resource'));
  });

  it('is Vouched-dev when no stage is given', () => {
    expect(build({}).stack.stackName).toBe('Vouched-dev');
  });
});

describe('the committed settings files', () => {
  it('exist for dev and prod; only prod retains data', () => {
    expect(readStageFile('dev').values.retainData).toBe(false);
    expect(readStageFile('prod').values.retainData).toBe(true);
    expect(readStageFile('prod').file).toBe('config/stages/prod.json');
  });
});

describe('production (retainData)', () => {
  it('protects the table and the user pool from deletion, and keeps them when the stack goes', () => {
    prod.assertions.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    prod.assertions.hasResource('AWS::Cognito::UserPool', {
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });

  it('keeps the buckets with member data and the birth-date key', () => {
    for (const path of [...ALL_MEMBER_DATA_BUCKETS, 'Vouched/Data/BirthDateKey/Resource']) {
      expect(resourceAt(prod, path).DeletionPolicy, path).toBe('Retain');
    }
    // Nothing empties a production bucket.
    expect(ofType(prod.synth.template, 'Custom::S3AutoDeleteObjects')).toEqual([]);
  });

  it('backs the table up daily, keeping each backup 35 days, in a vault that outlives the stack', () => {
    prod.assertions.resourceCountIs('AWS::Backup::BackupPlan', 1);
    prod.assertions.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: {
        BackupPlanName: 'Vouched-prod-table',
        BackupPlanRule: [Match.objectLike({ ScheduleExpression: 'cron(0 3 * * ? *)', Lifecycle: { DeleteAfterDays: BACKUP_RETENTION_DAYS } })],
      },
    });
    expect(BACKUP_RETENTION_DAYS).toBe(35);
    prod.assertions.hasResource('AWS::Backup::BackupVault', { Properties: { BackupVaultName: 'Vouched-prod-table' }, DeletionPolicy: 'Retain' });
    const tableId = logicalIdAt(prod.synth.template, 'Vouched/Data/Table/Resource');
    prod.assertions.resourceCountIs('AWS::Backup::BackupSelection', 1);
    prod.assertions.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: Match.objectLike({ Resources: [{ 'Fn::GetAtt': [tableId, 'Arn'] }] }),
    });
  });
});

describe('a dev stage', () => {
  it('has no deletion protection and deletes the table and the user pool with the stack', () => {
    dev.assertions.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
      DeletionPolicy: 'Delete',
      UpdateReplacePolicy: 'Delete',
    });
    dev.assertions.hasResource('AWS::Cognito::UserPool', {
      Properties: Match.objectLike({ DeletionProtection: 'INACTIVE' }),
      DeletionPolicy: 'Delete',
    });
  });

  it('retains nothing, so `cdk destroy` leaves nothing behind', () => {
    const retained = Object.entries(resources(dev.synth.template)).filter(
      ([, r]) => r.DeletionPolicy === 'Retain' || r.UpdateReplacePolicy === 'Retain',
    );
    expect(retained.map(([id, r]) => `${r.Type} ${id}`)).toEqual([]);
  });

  it('empties every bucket before deleting it', () => {
    const buckets = ofType(dev.synth.template, 'AWS::S3::Bucket').map(([id]) => id);
    expect(buckets).toHaveLength(5);
    const emptied = ofType(dev.synth.template, 'Custom::S3AutoDeleteObjects').map(([, r]) => (r.Properties?.BucketName as { Ref: string }).Ref);
    expect(emptied.sort()).toEqual(buckets.sort());
  });

  it('has no backup plan', () => {
    expect(Object.values(resources(dev.synth.template)).filter((r) => r.Type.startsWith('AWS::Backup::'))).toEqual([]);
  });

  it('leaves zero cdk-nag findings', () => {
    expect(dev.synth.synthError).toBeUndefined();
    expect(dev.synth.nagFindings.map((f) => `${f.severity} ${f.rule} at ${f.paths.join(', ')}`)).toEqual([]);
  });
});

describe('in every stage, the avatars and attachments buckets', () => {
  it('keep versions; uploads and their versions go after a day, replaced or deleted objects after 30 days', () => {
    expect(NONCURRENT_VERSION_DAYS).toBe(30);
    for (const [stage, fixture] of [
      ['prod', prod],
      ['dev', dev],
    ] as const) {
      for (const path of MEMBER_BUCKETS) {
        const properties = resourceAt(fixture, path).Properties!;
        expect(properties.VersioningConfiguration, `${stage} ${path}`).toEqual({ Status: 'Enabled' });
        expect(properties.LifecycleConfiguration, `${stage} ${path}`).toEqual({
          Rules: [
            {
              Id: 'ExpireUploads',
              Prefix: UPLOADS_KEY_PREFIX,
              ExpirationInDays: 1,
              NoncurrentVersionExpiration: { NoncurrentDays: 1 },
              Status: 'Enabled',
            },
            {
              Id: 'ExpireNoncurrentVersions',
              NoncurrentVersionExpiration: { NoncurrentDays: 30 },
              ExpiredObjectDeleteMarker: true,
              Status: 'Enabled',
            },
          ],
        });
      }
    }
  });
});

describe('settings', () => {
  const QA_FILE = JSON.stringify({ retainData: false, alarmEmail: 'ops-from-file@vouched.example', senderEmail: 'file@vouched.example' });

  it('reach the stack from the stage file, and a -c value overrides the file', () => {
    const { stack } = build({ stage: 'qa', senderEmail: 'cli@vouched.example' }, stagesDirWith('qa', QA_FILE));
    expect(stack.stackName).toBe('Vouched-qa');
    const constructs = stack.node.findAll();
    const subscriptions = constructs.filter((c): c is CfnSubscription => c instanceof CfnSubscription);
    expect(subscriptions.map((s) => [s.protocol, s.endpoint])).toEqual([['email', 'ops-from-file@vouched.example']]);
    const identities = constructs.filter((c): c is CfnEmailIdentity => c instanceof CfnEmailIdentity);
    expect(identities.map((i) => i.emailIdentity)).toEqual(['cli@vouched.example']);
  });

  it('an empty -c value clears the file\u2019s', () => {
    const stageFile = readStageFile('qa', stagesDirWith('qa', QA_FILE));
    const stackWith = (context: Record<string, string>) => new Stack(new App({ context }), 'Probe');
    expect(readConfig(stackWith({}), stageFile).alarmEmail).toBe('ops-from-file@vouched.example');
    expect(readConfig(stackWith({ alarmEmail: '' }), stageFile).alarmEmail).toBeUndefined();
  });

  it.each([
    ['an address that is none', { retainData: true, alarmEmail: 'ops' }, /^alarmEmail="ops" in \S+qa\.json is not an e-mail address\.$/],
    ['a flag that is no boolean', { retainData: 'yes' }, /^Setting "retainData" must be true or false \(got "yes" in \S+qa\.json\)\.$/],
    ['a misspelt key', { retainData: true, alarmMail: 'ops@vouched.example' }, /^\S+qa\.json has unknown settings alarmMail \(known: /],
    ['no retainData', { senderEmail: 'hello@vouched.example' }, /^\S+qa\.json must say "retainData": true/],
    ['half a custom domain', { retainData: true, domainName: 'vouched.example' }, /needs both .* or both in \S+qa\.json\.$/],
  ])('stop synth with one line when the file has %s', (_what, content, message) => {
    const dir = stagesDirWith('qa', JSON.stringify(content));
    let thrown: unknown;
    try {
      build({ stage: 'qa' }, dir);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toMatch(message);
    expect((thrown as Error).message).not.toContain('\n');
  });

  it('stop synth for a stage without a file, or a file that is not JSON', () => {
    expect(() => build({ stage: 'prd' })).toThrow(/^No settings for stage "prd": config\/stages\/prd\.json does not exist \(stages: dev, prod\)\.$/);
    expect(() => build({ stage: 'Prod' })).toThrow(/^Stage "Prod" is not a stage name/);
    expect(() => build({ stage: 'qa' }, stagesDirWith('qa', '{ "retainData": true, }'))).toThrow(/qa\.json is not valid JSON: /);
  });
});
