/**
 * The outbox (issue 20 §4): mails and text messages leave the request path
 * through an SQS queue. API functions may only SendMessage to it (the
 * queueMessages capability); the sender function reads it (an event source
 * mapping with ReportBatchItemFailures), and a message every receive failed
 * goes to a dead-letter queue whose first message raises an alarm
 * (lib/alarms.ts). Locally bin/local/localQueue.ts plays queue and mapping.
 */
import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { OUTBOX_MAX_RECEIVES } from '#domain/outbox';
import type { Alarms } from './alarms';
import { SEND_OUTBOX } from './functions';
import { VouchedFunction, type FunctionContext } from './lambda';

/** SES's production sending rate starts at 14 mails a second: a few senders at once stay under it. */
const SENDER_CONCURRENCY = 5;

/** A message older than this has not gone out through several visibility timeouts: the sender is stuck or failing. */
export const OUTBOX_OLDEST_MESSAGE_ALARM = Duration.minutes(15);

export class Outbox extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;
  readonly sender: VouchedFunction;

  constructor(scope: Construct, id: string, props: { context: FunctionContext; alarms: Alarms }) {
    super(scope, id);
    const { alarms } = props;
    this.deadLetters = alarms.deadLetterQueue(this, 'DeadLetters', 'the outbox (mails and text messages)');
    const senderTimeout = Duration.seconds(SEND_OUTBOX.timeoutSeconds ?? 10);
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Lambda's advice for an SQS event source: six times the function's timeout, so a batch is never handed over while it runs.
      visibilityTimeout: Duration.seconds(senderTimeout.toSeconds() * 6),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: OUTBOX_MAX_RECEIVES },
    });

    this.sender = new VouchedFunction(this, { definition: SEND_OUTBOX, ...props.context });
    // The event source grants the sender ReceiveMessage, DeleteMessage and GetQueueAttributes on this queue.
    this.sender.addEventSource(new SqsEventSource(this.queue, { batchSize: 10, reportBatchItemFailures: true, maxConcurrency: SENDER_CONCURRENCY }));

    alarms.alarmWhen(
      'OutboxOldestMessage',
      this.queue.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(5), statistic: 'Maximum' }),
      OUTBOX_OLDEST_MESSAGE_ALARM.toSeconds(),
      `A queued mail or text message has waited over ${OUTBOX_OLDEST_MESSAGE_ALARM.toMinutes()} minutes: the sender is failing or stuck (docs/operations.md, "Outbox").`,
    );
  }
}
