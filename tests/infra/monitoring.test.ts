/**
 * Observability (issue 20 §3): an alarm on the errors and the throttles of
 * every function, on the API's 5xx rate, 429 rate and p99 latency, on the
 * table's and each index's throttles and the table's system errors, on the
 * iterator age of every stream consumer and on SES's bounce and complaint
 * rates, each to the alarm topic; one dashboard with those figures; X-Ray on
 * every function, and the Powertools layer its Tracer and Metrics come from.
 * The stage's thresholds come from its settings file.
 */
import { describe, expect, it } from 'vitest';
import { EXTRA_INDEXES, TABLE_SCHEMA } from '#functions/schema/table';
import { LAMBDA_FUNCTIONS } from '#lib/functions';
import { readStageFile } from '#lib/stages';
import { POWERTOOLS_VERSION } from '#lib/bundling';
import { POWERTOOLS_LAYER_PARAMETER } from '#lib/lambda';
import { API_429_PERCENT, SES_BOUNCE_RATE, SES_COMPLAINT_RATE } from '#lib/monitoring';
import { DEPLOY_CONTEXT, SKIP_BUNDLING } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { logicalIdAt, ofType, statementsOfFunction, actionsOf } from './support/template';

const prod = synthesizedBeforeAll(DEPLOY_CONTEXT);
const dev = synthesizedBeforeAll({ ...DEPLOY_CONTEXT, ...SKIP_BUNDLING, stage: 'dev' });
const STAGES = [
  ['prod', prod],
  ['dev', dev],
] as const;

interface MetricStat {
  Metric: { Namespace: string; MetricName: string; Dimensions?: { Name: string; Value: unknown }[] };
  Stat: string;
}
interface AlarmProps {
  Namespace?: string;
  MetricName?: string;
  Dimensions?: { Name: string; Value: unknown }[];
  ExtendedStatistic?: string;
  Threshold: number;
  AlarmActions?: unknown[];
  Metrics?: { Id: string; Expression?: string; MetricStat?: MetricStat }[];
  EvaluationPeriods: number;
  DatapointsToAlarm?: number;
}

const alarmsOf = (template: Record<string, unknown>) =>
  ofType(template, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties as unknown as AlarmProps);
const topicOf = (template: Record<string, unknown>) => logicalIdAt(template, 'Vouched/Alarms/Topic/Resource');
const refOf = (value: unknown) => (value as { Ref?: string }).Ref;

/** The metrics an alarm reads: its own, or those of its math expression. */
function metricsOf(alarm: AlarmProps): { namespace: string; name: string; stat?: string; dimensions: Record<string, unknown> }[] {
  const dims = (list?: { Name: string; Value: unknown }[]) => Object.fromEntries((list ?? []).map((d) => [d.Name, d.Value]));
  if (alarm.MetricName) {
    return [{ namespace: alarm.Namespace!, name: alarm.MetricName, stat: alarm.ExtendedStatistic, dimensions: dims(alarm.Dimensions) }];
  }
  return (alarm.Metrics ?? [])
    .filter((m) => m.MetricStat)
    .map((m) => ({
      namespace: m.MetricStat!.Metric.Namespace,
      name: m.MetricStat!.Metric.MetricName,
      stat: m.MetricStat!.Stat,
      dimensions: dims(m.MetricStat!.Metric.Dimensions),
    }));
}

/** The alarms (to the alarm topic) reading metric `name` of `namespace`. */
function alarmsOn(template: Record<string, unknown>, namespace: string, name: string): AlarmProps[] {
  const topic = topicOf(template);
  return alarmsOf(template).filter(
    (a) => a.AlarmActions?.some((action) => refOf(action) === topic) && metricsOf(a).some((m) => m.namespace === namespace && m.name === name),
  );
}

const functionIds = (template: Record<string, unknown>) =>
  LAMBDA_FUNCTIONS.map((def) => {
    const found = ofType(template, 'AWS::Lambda::Function').filter(([, r]) => String(r.Metadata?.['aws:cdk:path']).endsWith(`/${def.name}/Resource`));
    expect(found, def.name).toHaveLength(1);
    return [def.name, found[0]![0]] as const;
  });

// Every stage's template carries these (issue 20: asserted per stage, not on production's alone).
describe.each(STAGES)('every function (%s)', (stage, fixture) => {
  it('has an alarm on its errors and one on its throttles, to the alarm topic', () => {
    const template = fixture.synth.template;
    for (const [name, id] of functionIds(template)) {
      for (const metric of ['Errors', 'Throttles']) {
        const on = alarmsOn(template, 'AWS/Lambda', metric).filter((a) => metricsOf(a).some((m) => refOf(m.dimensions.FunctionName) === id));
        expect(on, `${name} ${metric}`).toHaveLength(1);
        expect(on[0]!.Threshold).toBe(1);
      }
    }
  });

  it('is traced by X-Ray, its role sending only trace segments beyond its capabilities', () => {
    const template = fixture.synth.template;
    for (const [name, id] of functionIds(template)) {
      const fn = ofType(template, 'AWS::Lambda::Function').find(([fid]) => fid === id)![1];
      expect(fn.Properties?.TracingConfig, name).toEqual({ Mode: 'Active' });
      // Statements are merged (minimizePolicies): X-Ray's actions may share one with others on `*`.
      const xray = statementsOfFunction(template, id).filter((s) => actionsOf(s).some((a) => a.startsWith('xray:')));
      expect(
        xray
          .flatMap(actionsOf)
          .filter((a) => a.startsWith('xray:'))
          .sort(),
        name,
      ).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
      for (const statement of xray) expect(statement.Resource, name).toBe('*');
    }
  });

  it('has the Powertools layer of the installed version, its ARN read from AWS\u2019s public parameter at deploy', () => {
    const template = fixture.synth.template;
    const parameters = (template.Parameters ?? {}) as Record<string, { Type: string; Default?: string }>;
    // e.g. /aws/service/powertools/typescript/generic/all/2.36.0
    expect(POWERTOOLS_LAYER_PARAMETER).toBe(`/aws/service/powertools/typescript/generic/all/${POWERTOOLS_VERSION}`);
    const layerParameters = Object.entries(parameters).filter(([, p]) => p.Default === POWERTOOLS_LAYER_PARAMETER);
    expect(layerParameters.map(([, p]) => p.Type)).toEqual(['AWS::SSM::Parameter::Value<String>']);
    const layer = { Ref: layerParameters[0]![0] };
    for (const [name, id] of functionIds(template)) {
      const fn = ofType(template, 'AWS::Lambda::Function').find(([fid]) => fid === id)![1];
      expect(fn.Properties?.Layers, name).toEqual([layer]);
    }
  });
});

describe('every stream consumer', () => {
  it('has an alarm on its iterator age at the stage file\u2019s threshold', () => {
    for (const [fixture, stage] of [
      [prod, 'prod'],
      [dev, 'dev'],
    ] as const) {
      const template = fixture.synth.template;
      const seconds = readStageFile(stage).values.alarmIteratorAgeSeconds;
      // The stream mappings (the outbox's SQS mapping has no iterator; its oldest message is watched: tests/infra/outbox.test.ts).
      const mappings = ofType(template, 'AWS::Lambda::EventSourceMapping').filter(([, m]) =>
        JSON.stringify(m.Properties?.EventSourceArn).includes('StreamArn'),
      );
      // One reader of the table's stream (lib/tableStream.ts).
      expect(mappings.length).toBe(1);
      for (const [id, mapping] of mappings) {
        const fn = refOf(mapping.Properties?.FunctionName);
        const on = alarmsOn(template, 'AWS/Lambda', 'IteratorAge').filter((a) => metricsOf(a).some((m) => refOf(m.dimensions.FunctionName) === fn));
        expect(on, `${stage} ${id}`).toHaveLength(1);
        expect(on[0]!.Threshold).toBe(Number(seconds) * 1000);
      }
    }
  });
});

describe('the API', () => {
  const apiId = () => logicalIdAt(prod.synth.template, 'Vouched/Api/HttpApi/Resource');
  const onApi = (alarm: AlarmProps) => metricsOf(alarm).some((m) => refOf(m.dimensions.ApiId) === apiId());

  it('alarms on its 5xx rate, judged against its request count, at the stage\u2019s percent', () => {
    const [alarm, ...more] = alarmsOn(prod.synth.template, 'AWS/ApiGateway', '5xx').filter(onApi);
    expect(more).toEqual([]);
    expect(
      metricsOf(alarm!)
        .map((m) => m.name)
        .sort(),
    ).toEqual(['5xx', 'Count']);
    expect(alarm!.Metrics!.find((m) => m.Expression)?.Expression).toMatch(/100 \* FILL\(serverErrors, 0\) \/ r/);
    expect(alarm!.Threshold).toBe(readStageFile('prod').values.alarmApi5xxPercent);
    const devAlarm = alarmsOn(dev.synth.template, 'AWS/ApiGateway', '5xx')[0]!;
    expect(devAlarm.Threshold).toBe(readStageFile('dev').values.alarmApi5xxPercent);
  });

  it('alarms on its p99 latency at the stage\u2019s milliseconds, two slow periods of three', () => {
    const [alarm, ...more] = alarmsOn(prod.synth.template, 'AWS/ApiGateway', 'Latency').filter(onApi);
    expect(more).toEqual([]);
    expect(metricsOf(alarm!).map((m) => m.stat)).toEqual(['p99']);
    expect(alarm).toMatchObject({ Threshold: readStageFile('prod').values.alarmApiP99Ms, EvaluationPeriods: 3, DatapointsToAlarm: 2 });
  });

  it('counts 429s from its access log and alarms on their rate', () => {
    const template = prod.synth.template;
    const accessLogs = logicalIdAt(template, 'Vouched/Api/AccessLogs/Resource');
    const filters = ofType(template, 'AWS::Logs::MetricFilter').map(([, f]) => f.Properties as Record<string, unknown>);
    const filter = filters.find((f) => refOf(f.LogGroupName) === accessLogs);
    expect(filter).toMatchObject({ FilterPattern: '{ $.status = "429" }' });
    const transformation = (filter!.MetricTransformations as { MetricNamespace: string; MetricName: string }[])[0]!;
    expect(transformation.MetricNamespace).toBe('Vouched/Vouched-prod');
    const [alarm, ...more] = alarmsOn(template, transformation.MetricNamespace, transformation.MetricName);
    expect(more).toEqual([]);
    expect(alarm!.Threshold).toBe(API_429_PERCENT);
  });
});

// Every stage's template carries these (issue 20: asserted per stage, not on production's alone).
describe.each(STAGES)('the table (%s)', (stage, fixture) => {
  const tableId = () => logicalIdAt(fixture.synth.template, 'Vouched/Data/Table/Resource');

  it('alarms on throttled requests and on system errors', () => {
    for (const metric of ['ThrottledRequests', 'SystemErrors']) {
      const on = alarmsOn(fixture.synth.template, 'AWS/DynamoDB', metric).filter((a) =>
        metricsOf(a).some((m) => refOf(m.dimensions.TableName) === tableId() && m.dimensions.Operation === 'TransactWriteItems'),
      );
      expect(on, metric).toHaveLength(1);
    }
  });

  it('alarms on the read and write throttles of each index', () => {
    const indexes = [TABLE_SCHEMA.gsi1.name, ...EXTRA_INDEXES.map((i) => i.name)];
    for (const index of indexes) {
      const on = alarmsOn(fixture.synth.template, 'AWS/DynamoDB', 'WriteThrottleEvents').filter((a) =>
        metricsOf(a).some((m) => m.dimensions.GlobalSecondaryIndexName === index && refOf(m.dimensions.TableName) === tableId()),
      );
      expect(on, index).toHaveLength(1);
      expect(
        metricsOf(on[0]!)
          .map((m) => m.name)
          .sort(),
      ).toEqual(['ReadThrottleEvents', 'WriteThrottleEvents']);
    }
  });
});

// Every stage's template carries these (issue 20: asserted per stage, not on production's alone).
describe.each(STAGES)('SES (%s)', (stage, fixture) => {
  it('alarms on the account\u2019s bounce and complaint rates before SES reviews them', () => {
    const [bounce] = alarmsOn(fixture.synth.template, 'AWS/SES', 'Reputation.BounceRate');
    const [complaint] = alarmsOn(fixture.synth.template, 'AWS/SES', 'Reputation.ComplaintRate');
    expect(bounce!.Threshold).toBe(SES_BOUNCE_RATE);
    expect(complaint!.Threshold).toBe(SES_COMPLAINT_RATE);
    expect(SES_BOUNCE_RATE).toBeLessThan(0.05);
    expect(SES_COMPLAINT_RATE).toBeLessThan(0.001);
  });
});

// Every stage's template carries these (issue 20: asserted per stage, not on production's alone).
describe.each(STAGES)('the dashboard (%s)', (stage, fixture) => {
  it('is one, named after the stack, with the key figures and every alarm', () => {
    const template = fixture.synth.template;
    const dashboards = ofType(template, 'AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    const properties = dashboards[0]![1].Properties as { DashboardName: string; DashboardBody: unknown };
    expect(properties.DashboardName).toBe(`Vouched-${stage}`);
    const body = JSON.stringify(properties.DashboardBody);
    for (const figure of [
      'Count',
      '5xx',
      'Latency',
      'Errors',
      'Throttles',
      'ConsumedReadCapacityUnits',
      'ConsumedWriteCapacityUnits',
      'ThrottledRequests',
      'ApproximateNumberOfMessagesVisible',
      'IteratorAge',
      'Reputation.BounceRate',
      'ClientRenderErrors',
    ]) {
      expect(body, figure).toContain(`\\"${figure}\\"`);
    }
    // This stage's mails, as the configuration set counts them (lib/messaging.ts).
    expect(body).toContain(`[\\"AWS/SES\\",\\"Bounce\\",\\"Stack\\",\\"Vouched-${stage}\\"`);
    // The alarm status widget lists every alarm of the stack.
    for (const [id] of ofType(template, 'AWS::CloudWatch::Alarm')) expect(body, id).toContain(`"${id}"`);
  });
});
