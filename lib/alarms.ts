/**
 * Where the stack says something failed (issue 20 §3–4): one SNS topic for
 * every alarm (the stage's alarmEmail setting subscribes to it), and a
 * dead-letter queue per asynchronous path, each with an alarm that fires on
 * its first message. An event that every retry failed ends in its queue, kept
 * 14 days to inspect and replay, and someone is told: nothing is lost
 * silently.
 */
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledge } from './nag';

/** How long a failed event waits in its dead-letter queue (SQS's longest). */
const DEAD_LETTER_RETENTION = Duration.days(14);

/** How an alarm judges its metric beyond the threshold (default: one period, reached or passed). */
export interface AlarmOptions {
  /** Periods looked at, and how many of them must breach (default 1 of 1). */
  evaluationPeriods?: number;
  datapointsToAlarm?: number;
  comparisonOperator?: ComparisonOperator;
}

export class Alarms extends Construct {
  readonly topic: Topic;
  /** Every alarm made here, for the dashboard's alarm status. */
  readonly all: Alarm[] = [];
  /** Every dead-letter queue, with the path it parks events of (the dashboard's queue depths). */
  readonly deadLetterQueues: { queue: Queue; path: string }[] = [];

  constructor(scope: Construct, id: string, props: { alarmEmail?: string }) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'Vouched alarms', enforceSSL: true });
    acknowledge(this.topic, {
      'AwsSolutions-SNS2':
        'Alarm messages name a metric and a threshold, no personal data; CloudWatch cannot publish to a topic encrypted with the AWS managed SNS key.',
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
  }

  /** An alarm to the topic when the metric reaches the threshold in one period. */
  alarmWhen(id: string, metric: IMetric, threshold: number, description: string, options: AlarmOptions = {}): Alarm {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: options.evaluationPeriods ?? 1,
      datapointsToAlarm: options.datapointsToAlarm,
      comparisonOperator: options.comparisonOperator ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.all.push(alarm);
    return alarm;
  }

  /** A dead-letter queue for one asynchronous path, with an alarm on its first message. */
  deadLetterQueue(scope: Construct, id: string, path: string): Queue {
    const queue = new Queue(scope, id, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: DEAD_LETTER_RETENTION,
    });
    acknowledge(queue, { 'AwsSolutions-SQS3': `This queue is itself the dead-letter queue of ${path}.` });
    this.deadLetterQueues.push({ queue, path });
    this.alarmWhen(
      `${scope.node.id}${id}`,
      queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      1,
      `${path} gave up on an event after every retry: it waits in its dead-letter queue (docs/operations.md).`,
    );
    return queue;
  }
}
