/**
 * Nothing fails silently (issue 20 §4): every stream mapping and every
 * schedule parks what its retries could not deliver in a dead-letter queue of
 * its own, each queue raises an alarm on its first message, and every alarm
 * goes to the one alarm topic (mailed to -c alarmEmail). A deletion that
 * fails to finalise raises one too.
 */
import { describe, expect, it } from 'vitest';
import { DEPLOY_CONTEXT, SKIP_BUNDLING } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { logicalIdAt, ofType, resources } from './support/template';

// The bundles are the main synth's to prove; this one adds the alarm e-mail.
const deployed = synthesizedBeforeAll({ ...DEPLOY_CONTEXT, ...SKIP_BUNDLING, alarmEmail: 'ops@example.com' });
const template = () => deployed.synth.template;
const topicId = () => logicalIdAt(template(), 'Vouched/Alarms/Topic/Resource');

/** The logical id a { 'Fn::GetAtt': [id, 'Arn'] } or { Ref: id } names. */
const named = (value: unknown): string | undefined => {
  const v = value as { 'Fn::GetAtt'?: [string, string]; Ref?: string } | undefined;
  return v?.['Fn::GetAtt']?.[0] ?? v?.Ref;
};

/** The queues whose first message raises an alarm to the alarm topic. */
function alarmedQueues(): Set<string> {
  const out = new Set<string>();
  for (const [, alarm] of ofType(template(), 'AWS::CloudWatch::Alarm')) {
    const p = alarm.Properties as {
      MetricName?: string;
      Namespace?: string;
      Threshold?: number;
      Dimensions?: { Value: unknown }[];
      AlarmActions?: unknown[];
    };
    if (p.Namespace !== 'AWS/SQS' || p.MetricName !== 'ApproximateNumberOfMessagesVisible' || p.Threshold !== 1) continue;
    if (!p.AlarmActions?.some((a) => named(a) === topicId())) continue;
    for (const d of p.Dimensions ?? []) {
      const queue = (d.Value as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt']?.[0];
      if (queue) out.add(queue);
    }
  }
  return out;
}

describe('dead letters and alarms', () => {
  it('every stream mapping reports failed records and parks what its retries could not deliver in an alarmed queue', () => {
    // The outbox's queue mapping has its redrive policy instead (tests/infra/outbox.test.ts).
    const mappings = ofType(template(), 'AWS::Lambda::EventSourceMapping').filter(([, m]) =>
      JSON.stringify(m.Properties?.EventSourceArn).includes('StreamArn'),
    );
    // One reader of the table's stream (lib/tableStream.ts).
    expect(mappings.length).toBe(1);
    const alarmed = alarmedQueues();
    const queues = mappings.map(([id, m]) => {
      const p = m.Properties as {
        FunctionResponseTypes?: string[];
        BisectBatchOnFunctionError?: boolean;
        DestinationConfig?: { OnFailure?: { Destination?: unknown } };
      };
      expect(p.FunctionResponseTypes, id).toEqual(['ReportBatchItemFailures']);
      expect(p.BisectBatchOnFunctionError, id).toBeUndefined();
      const queue = named(p.DestinationConfig?.OnFailure?.Destination);
      expect(queue && alarmed.has(queue), `${id}: its on-failure queue raises an alarm`).toBe(true);
      return queue;
    });
    expect(new Set(queues).size, 'each mapping has a queue of its own').toBe(mappings.length);
  });

  it('every schedule parks a run it could not deliver in an alarmed queue', () => {
    const schedules = ofType(template(), 'AWS::Scheduler::Schedule');
    expect(schedules.length).toBe(3);
    const alarmed = alarmedQueues();
    for (const [id, schedule] of schedules) {
      const target = (schedule.Properties as { Target: { DeadLetterConfig?: { Arn?: unknown } } }).Target;
      const queue = named(target.DeadLetterConfig?.Arn);
      expect(queue && alarmed.has(queue), `${id}: its dead-letter queue raises an alarm`).toBe(true);
    }
  });

  it('dead-letter queues are encrypted, refuse plain HTTP and keep a message 14 days', () => {
    const queues = ofType(template(), 'AWS::SQS::Queue');
    // The stream mapping's, three schedules' and the outbox's dead-letter queues, and the outbox itself.
    expect(queues.length).toBe(6);
    const deadLetterQueues = queues.filter(([id]) => alarmedQueues().has(id));
    expect(deadLetterQueues.length).toBe(5);
    for (const [id, queue] of queues) expect(queue.Properties, id).toMatchObject({ SqsManagedSseEnabled: true });
    for (const [id, queue] of deadLetterQueues) expect(queue.Properties, id).toMatchObject({ MessageRetentionPeriod: 14 * 24 * 3600 });
    const policies = ofType(template(), 'AWS::SQS::QueuePolicy').map(([, p]) => JSON.stringify(p.Properties));
    for (const [id] of queues) {
      expect(
        policies.some((p) => p.includes(id) && p.includes('"aws:SecureTransport":"false"')),
        `${id} refuses plain HTTP`,
      ).toBe(true);
    }
  });

  it('a deletion that fails to finalise raises an alarm', () => {
    const machine = logicalIdAt(template(), 'Vouched/Workflows/DeletionGrace/Resource');
    const alarms = ofType(template(), 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties as Record<string, unknown>);
    const failed = alarms.find((a) => a.MetricName === 'ExecutionsFailed' && JSON.stringify(a.Dimensions).includes(machine));
    expect(failed).toMatchObject({ Namespace: 'AWS/States', Threshold: 1 });
    expect((failed!.AlarmActions as unknown[]).map(named)).toEqual([topicId()]);
  });

  it('the alarm topic mails the alarm e-mail and accepts only TLS', () => {
    const subscriptions = ofType(template(), 'AWS::SNS::Subscription').map(([, s]) => s.Properties);
    expect(subscriptions).toContainEqual(expect.objectContaining({ Protocol: 'email', Endpoint: 'ops@example.com', TopicArn: { Ref: topicId() } }));
    const policy = Object.values(resources(template())).find((r) => r.Type === 'AWS::SNS::TopicPolicy');
    expect(JSON.stringify(policy?.Properties)).toContain('"aws:SecureTransport":"false"');
  });
});
