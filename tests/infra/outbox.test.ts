/**
 * The outbox (issue 20 §4): mails and text messages leave the request path
 * through an SQS queue with a redrive policy to an alarmed dead-letter
 * queue, read by the sender through a mapping that reports failed messages.
 * The API functions may only queue; only the sender (and the deletion
 * request, which sends its own link) may call SES, and only the sender SNS.
 */
import { describe, expect, it } from 'vitest';
import { OUTBOX_MAX_RECEIVES } from '#domain/outbox';
import { LAMBDA_FUNCTIONS, SEND_OUTBOX } from '#lib/functions';
import { DEPLOY_CONTEXT } from './support/synth';
import { synthesizedBeforeAll } from './support/synthFixture';
import { actionsOf, logicalIdAt, ofType, statementsOfFunction } from './support/template';

const app = synthesizedBeforeAll(DEPLOY_CONTEXT);
const template = () => app.synth.template;
const queueId = () => logicalIdAt(template(), 'Vouched/Outbox/Queue/Resource');
const deadLettersId = () => logicalIdAt(template(), 'Vouched/Outbox/DeadLetters/Resource');
const functionId = (name: string) => logicalIdAt(template(), `${functionPath(name)}/Resource`);

function functionPath(name: string): string {
  const found = ofType(template(), 'AWS::Lambda::Function')
    .map(([, r]) => String(r.Metadata?.['aws:cdk:path']))
    .find((path) => path.endsWith(`/${name}/Resource`));
  if (!found) throw new Error(`no function ${name}`);
  return found.slice(0, -'/Resource'.length);
}

/** The actions a function's role allows, with the resources they name, as one string to search. */
function allowed(name: string, action: string): string[] {
  return statementsOfFunction(template(), functionId(name))
    .filter((s) => s.Effect === 'Allow' && actionsOf(s).includes(action))
    .map((s) => JSON.stringify(s.Resource));
}

const apiFunctions = LAMBDA_FUNCTIONS.filter((fn) => fn.invokedBy.kind === 'api');

describe('the outbox', () => {
  it('is an encrypted queue that redrives to its dead-letter queue after the sender\u2019s last receive', () => {
    const queue = ofType(template(), 'AWS::SQS::Queue').find(([id]) => id === queueId())![1];
    expect(queue.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadLettersId(), 'Arn'] }, maxReceiveCount: OUTBOX_MAX_RECEIVES },
      // Six times the sender's timeout, so a batch is never handed over while it runs.
      VisibilityTimeout: 6 * SEND_OUTBOX.timeoutSeconds!,
    });
  });

  it('raises an alarm to the alarm topic on the first message in its dead-letter queue, and on a message left waiting', () => {
    const topic = logicalIdAt(template(), 'Vouched/Alarms/Topic/Resource');
    const alarms = ofType(template(), 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties as Record<string, unknown>);
    const on = (queue: string, metric: string) =>
      alarms.find((a) => a.Namespace === 'AWS/SQS' && a.MetricName === metric && JSON.stringify(a.Dimensions).includes(queue));
    expect(on(deadLettersId(), 'ApproximateNumberOfMessagesVisible')).toMatchObject({ Threshold: 1, AlarmActions: [{ Ref: topic }] });
    expect(on(queueId(), 'ApproximateAgeOfOldestMessage')).toMatchObject({ Threshold: 15 * 60, AlarmActions: [{ Ref: topic }] });
  });

  it('is read by the sender through a mapping that reports failed messages, at a bounded concurrency', () => {
    const mappings = ofType(template(), 'AWS::Lambda::EventSourceMapping').filter(
      ([, m]) => JSON.stringify(m.Properties?.EventSourceArn) === JSON.stringify({ 'Fn::GetAtt': [queueId(), 'Arn'] }),
    );
    expect(mappings).toHaveLength(1);
    expect(mappings[0]![1].Properties).toMatchObject({
      FunctionName: { Ref: functionId(SEND_OUTBOX.name) },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BatchSize: 10,
      ScalingConfig: { MaximumConcurrency: 5 },
    });
  });

  it('may be sent to by the API functions that queue mail, which no longer call SES or SNS themselves', () => {
    const queueArn = JSON.stringify({ 'Fn::GetAtt': [queueId(), 'Arn'] });
    const queuing = apiFunctions.filter((fn) => fn.capabilities.includes('queueMessages')).map((fn) => fn.name);
    expect(queuing.sort()).toEqual(['ApiAccount', 'ApiAccountDeletion', 'ApiAdmin', 'ApiInvites', 'ApiVouches']);
    for (const name of queuing) expect(allowed(name, 'sqs:SendMessage'), name).toEqual([queueArn]);
    // The deletion request alone still mails its link itself (functions/api/accountDeletion/operations.ts says why).
    const mailing = apiFunctions.filter((fn) => allowed(fn.name, 'ses:SendEmail').length > 0).map((fn) => fn.name);
    expect(mailing).toEqual(['ApiAccountDeletion']);
    expect(apiFunctions.filter((fn) => allowed(fn.name, 'sns:Publish').length > 0)).toEqual([]);
  });

  it('is sent by the sender alone, through SES and SNS, and read by nothing else', () => {
    expect(allowed(SEND_OUTBOX.name, 'ses:SendEmail').length).toBeGreaterThan(0);
    expect(allowed(SEND_OUTBOX.name, 'sns:Publish')).toEqual(['"*"']);
    expect(allowed(SEND_OUTBOX.name, 'sqs:ReceiveMessage')).toEqual([JSON.stringify({ 'Fn::GetAtt': [queueId(), 'Arn'] })]);
    const readers = LAMBDA_FUNCTIONS.filter((fn) => allowed(fn.name, 'sqs:ReceiveMessage').length > 0).map((fn) => fn.name);
    expect(readers).toEqual([SEND_OUTBOX.name]);
  });
});
