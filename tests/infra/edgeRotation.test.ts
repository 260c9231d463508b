/**
 * The edge secret rotates itself (issue 20 §6): a Secrets Manager rotation
 * schedule on the edge secret runs the RotateEdgeSecret function every
 * stage's edgeSecretRotationDays; Secrets Manager may invoke the function
 * for that secret alone; the function may read and rotate that secret and
 * read and update that distribution, nothing else; no other function may
 * write the secret or change the distribution; its errors and throttles
 * raise alarms; and cdk-nag's SMG4 is satisfied, not waived.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { EDGE_HEADER_ACTIONS, EDGE_SECRET_ROTATION_ACTIONS } from '#lib/capabilities';
import { DEFAULT_NUMBERS, readConfig } from '#lib/config';
import { ROTATE_EDGE_SECRET } from '#lib/functions';
import { readStageFile } from '#lib/stages';
import { DEPLOY_CONTEXT, FEDERATED_CONTEXT, SKIP_BUNDLING } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { actionsOf, logicalIdAt, ofType, resources, statementsOfFunction, type Statement } from './support/template';

const prod = synthesizedBeforeAll(DEPLOY_CONTEXT);
const dev = synthesizedBeforeAll({ ...DEPLOY_CONTEXT, ...SKIP_BUNDLING, stage: 'dev' });
const federated = synthesizedBeforeAll(FEDERATED_CONTEXT);

const ids = (template: Record<string, unknown>) => ({
  secret: logicalIdAt(template, 'Vouched/EdgeSecret/Resource'),
  fn: logicalIdAt(template, `Vouched/EdgeRotation/${ROTATE_EDGE_SECRET.name}/Resource`),
  distribution: logicalIdAt(template, 'Vouched/Web/Distribution/Resource'),
});

const dependsOn = (template: Record<string, unknown>, id: string): string[] => [resources(template)[id]!.DependsOn ?? []].flat();

function scheduleOf(template: Record<string, unknown>) {
  const schedules = ofType(template, 'AWS::SecretsManager::RotationSchedule');
  expect(schedules).toHaveLength(1);
  return schedules[0]!;
}

/** The distribution's ARN as the stack writes it (lib/capabilities.ts: distribution.distributionArn). */
const distributionArn = (distributionId: string) => ({
  'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':cloudfront::', { Ref: 'AWS::AccountId' }, ':distribution/', { Ref: distributionId }]],
});

/** Each allowed action with its resources, over every statement (the stack merges statements). */
function grants(statements: readonly Statement[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const s of statements.filter((st) => st.Effect === 'Allow')) {
    for (const action of actionsOf(s)) out.set(action, [...(out.get(action) ?? []), ...[s.Resource].flat().map((r) => JSON.stringify(r))].sort());
  }
  return out;
}

describe('the rotation schedule', () => {
  it('rotates the edge secret with the rotation function, every edgeSecretRotationDays of the stage file', () => {
    for (const [fixture, stage] of [
      [prod, 'prod'],
      [dev, 'dev'],
    ] as const) {
      const template = fixture.synth.template;
      const { secret, fn } = ids(template);
      const [, schedule] = scheduleOf(template);
      expect(schedule.Properties).toEqual({
        SecretId: { Ref: secret },
        RotationLambdaARN: { 'Fn::GetAtt': [fn, 'Arn'] },
        RotationRules: { AutomaticallyAfterDays: readStageFile(stage).values.edgeSecretRotationDays },
        // A deploy that makes or changes the schedule rotates at once: the whole path is proven then.
        RotateImmediatelyOnUpdate: true,
      });
    }
    expect(readStageFile('prod').values.edgeSecretRotationDays).toBe(90);
    expect(readStageFile('dev').values.edgeSecretRotationDays).not.toBe(readStageFile('prod').values.edgeSecretRotationDays);
  });

  it('is made after the permission Secrets Manager needs and after every function that checks the secret', () => {
    const template = prod.synth.template;
    const [scheduleId] = scheduleOf(template);
    const after = dependsOn(template, scheduleId);
    const [permissionId] = ofType(template, 'AWS::Lambda::Permission').find(([, p]) => p.Properties!.Principal === 'secretsmanager.amazonaws.com')!;
    expect(after).toContain(permissionId);
    // The first rotation starts as soon as the schedule exists: every API function must accept AWSPENDING by then.
    const apiFunctions = ofType(template, 'AWS::Lambda::Function').filter(([id]) => id.startsWith('ApiApi'));
    expect(apiFunctions.length).toBeGreaterThan(0);
    for (const [id] of apiFunctions) expect(after, id).toContain(id);
  });

  it('is the only one, for the only secret CloudFront sends (the form webhook\u2019s is pasted by hand)', () => {
    for (const fixture of [prod, federated]) {
      const [, schedule] = scheduleOf(fixture.synth.template);
      expect(schedule.Properties!.SecretId).toEqual({ Ref: ids(fixture.synth.template).secret });
    }
  });
});

describe('the rotation function', () => {
  it('may be invoked by Secrets Manager for the edge secret of this account, and by nothing else', () => {
    const template = prod.synth.template;
    const { secret, fn } = ids(template);
    const permissions = ofType(template, 'AWS::Lambda::Permission').filter(([, p]) => JSON.stringify(p.Properties!.FunctionName).includes(fn));
    expect(permissions.map(([, p]) => p.Properties)).toEqual([
      {
        Action: 'lambda:InvokeFunction',
        FunctionName: { 'Fn::GetAtt': [fn, 'Arn'] },
        Principal: 'secretsmanager.amazonaws.com',
        SourceArn: { Ref: secret },
        SourceAccount: { Ref: 'AWS::AccountId' },
      },
    ]);
  });

  it('may read and rotate that secret and read and update that distribution, nothing else (no GetRandomPassword on *)', () => {
    const template = prod.synth.template;
    const { secret, fn, distribution } = ids(template);
    const onSecret = [JSON.stringify({ Ref: secret })];
    const onDistribution = [JSON.stringify(distributionArn(distribution))];
    expect(Object.fromEntries(grants(statementsOfFunction(template, fn)))).toEqual({
      'secretsmanager:GetSecretValue': onSecret,
      ...Object.fromEntries(EDGE_SECRET_ROTATION_ACTIONS.map((action) => [action, onSecret])),
      ...Object.fromEntries(EDGE_HEADER_ACTIONS.map((action) => [action, onDistribution])),
      // Active X-Ray tracing, on every function (IAM has no resource for it).
      'xray:PutTelemetryRecords': ['"*"'],
      'xray:PutTraceSegments': ['"*"'],
    });
    expect([...EDGE_SECRET_ROTATION_ACTIONS].sort()).toEqual([
      'secretsmanager:DescribeSecret',
      'secretsmanager:PutSecretValue',
      'secretsmanager:UpdateSecretVersionStage',
    ]);
    expect([...EDGE_HEADER_ACTIONS].sort()).toEqual([
      'cloudfront:GetDistribution',
      'cloudfront:GetDistributionConfig',
      'cloudfront:UpdateDistribution',
    ]);
  });

  it('is named the secret and the distribution, waits up to 15 minutes, and is alone in writing either', () => {
    const template = prod.synth.template;
    const { secret, fn, distribution } = ids(template);
    const props = resources(template)[fn]!.Properties!;
    expect((props.Environment as { Variables: Record<string, unknown> }).Variables).toEqual({
      NODE_OPTIONS: '--enable-source-maps',
      EDGE_SECRET_ARN: { Ref: secret },
      DISTRIBUTION_ID: { Ref: distribution },
    });
    expect(props.Timeout).toBe(15 * 60);
    const roleOfFn = (props.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const writes = new Set<string>([...EDGE_SECRET_ROTATION_ACTIONS, ...EDGE_HEADER_ACTIONS]);
    const holders = ofType(template, 'AWS::IAM::Policy')
      .filter(([, policy]) =>
        (policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement.some((s) => actionsOf(s).some((a) => writes.has(a))),
      )
      .flatMap(([, policy]) => (policy.Properties!.Roles as { Ref: string }[]).map((r) => r.Ref));
    expect(holders).toEqual([roleOfFn]);
  });

  it('raises an alarm when it fails or is throttled', () => {
    const template = prod.synth.template;
    const { fn } = ids(template);
    const topic = logicalIdAt(template, 'Vouched/Alarms/Topic/Resource');
    for (const metric of ['Errors', 'Throttles']) {
      const alarms = ofType(template, 'AWS::CloudWatch::Alarm').filter(([, a]) => {
        const p = a.Properties as {
          Namespace?: string;
          MetricName?: string;
          Dimensions?: { Name: string; Value: unknown }[];
          AlarmActions?: unknown[];
        };
        return (
          p.Namespace === 'AWS/Lambda' &&
          p.MetricName === metric &&
          p.Dimensions?.some((d) => d.Name === 'FunctionName' && JSON.stringify(d.Value) === JSON.stringify({ Ref: fn })) &&
          p.AlarmActions?.some((action) => JSON.stringify(action) === JSON.stringify({ Ref: topic }))
        );
      });
      expect(alarms, metric).toHaveLength(1);
    }
  });
});

describe('cdk-nag', () => {
  it('finds the edge secret rotated (SMG4 satisfied): no acknowledgement of it is left, only the form webhook secret\u2019s', () => {
    for (const fixture of [prod, federated]) {
      const smg4 = fixture.synth.acknowledgements.filter((a) => a.id === 'AwsSolutions-SMG4');
      expect(smg4.map((a) => a.path)).toEqual(['Vouched/FormWebhookSecret']);
      expect(fixture.synth.nagFindings).toEqual([]);
      expect(fixture.synth.synthError).toBeUndefined();
    }
  });
});

describe('the edgeSecretRotationDays setting', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const configWith = (values: Record<string, unknown>, context: Record<string, string> = {}) => {
    const dir = mkdtempSync(join(tmpdir(), 'vouched-rotation-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'qa.json'), JSON.stringify({ retainData: false, ...values }));
    return readConfig(new Stack(new App({ context }), 'Probe'), readStageFile('qa', dir));
  };

  it('defaults to 90 days, is overridden by -c, and must be 1 to 365 days', () => {
    expect(DEFAULT_NUMBERS.edgeSecretRotationDays).toBe(90);
    expect(configWith({}).edgeSecretRotationDays).toBe(90);
    expect(configWith({ edgeSecretRotationDays: 30 }, { edgeSecretRotationDays: '7' }).edgeSecretRotationDays).toBe(7);
    expect(() => configWith({ edgeSecretRotationDays: 0 })).toThrow(/^Setting "edgeSecretRotationDays" must be a number from 1 to 365 /);
    expect(() => configWith({ edgeSecretRotationDays: 366 })).toThrow(/must be a number from 1 to 365/);
  });
});
