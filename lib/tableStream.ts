/**
 * The one reader of the table's stream (docs/decisions.md, "One reader of
 * the table's stream"): one event-source mapping runs the dispatcher
 * (functions/stream/dispatcher.ts), which hands each batch to its consumers
 * (functions/stream/consumers.ts). DynamoDB Streams serves at most two
 * readers a shard before it throttles them; one leaves room for a second
 * (a pipe, a replica) and costs one poll, not three.
 *
 * Only the writes some consumer wants invoke it: the mapping's filter is
 * the union of the consumers' (functions/schema/streamFilters.ts). A record
 * a consumer fails is retried from there, then its range is parked in an
 * alarmed queue; none is dropped for its age. Locally bin/local/stack.ts
 * runs the same dispatcher on one poller of DynamoDB Local's stream.
 */
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import { DATA_EXPORT_RETRY_ATTEMPTS } from '#domain/dataRequests';
import { lambdaFilterPattern, STREAM_FILTERS } from '#functions/schema/streamFilters';
import type { Alarms } from './alarms';
import { STREAM_DISPATCHER } from './functions';
import { VouchedFunction, type FunctionContext } from './lambda';
import { acknowledge } from './nag';

/** Records a batch carries at most: the push's (it was 100); the dispatcher's consumers each take their share at once. */
export const STREAM_BATCH_SIZE = 100;

/**
 * Retries of a batch from its lowest failed record: the data export counts its deliveries against
 * this (DATA_EXPORT_DELIVERIES), and the collusion signals had the same.
 */
export const STREAM_RETRY_ATTEMPTS = DATA_EXPORT_RETRY_ATTEMPTS;

/** Every filter of every consumer: Lambda invokes the dispatcher only for a record one of them matches. */
export function streamFilterPatterns(): Record<string, unknown>[] {
  return Object.values(STREAM_FILTERS).flatMap((filters) => filters.map((filter) => lambdaFilterPattern(filter)));
}

export interface TableStreamProps {
  context: FunctionContext;
  /** The stage the push posts to (the pushToSockets capability). */
  socketStage: WebSocketStage;
  alarms: Alarms;
}

export class TableStream extends Construct {
  readonly dispatcher: VouchedFunction;

  constructor(scope: Construct, id: string, props: TableStreamProps) {
    super(scope, id);
    const { context } = props;
    this.dispatcher = new VouchedFunction(this, {
      definition: STREAM_DISPATCHER,
      ...context,
      resources: { ...context.resources, notificationSocketStage: props.socketStage },
    });
    // The event source grants the stream read (the tableStream invoker kind).
    this.dispatcher.addEventSource(
      new DynamoEventSource(context.resources.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: STREAM_BATCH_SIZE,
        filters: streamFilterPatterns().map((pattern) => FilterCriteria.filter(pattern)),
        // The dispatcher reports the lowest record a consumer failed (functions/stream/dispatch.ts).
        reportBatchItemFailures: true,
        retryAttempts: STREAM_RETRY_ATTEMPTS,
        // No maximum record age: a record waits as long as the stream keeps it (24 h) while its consumers are
        // healthy; a late push still reaches an open page, which drops an id it already has.
        onFailure: new SqsDlq(props.alarms.deadLetterQueue(this, 'StreamDeadLetters', 'the table stream\u2019s consumers')),
      }),
    );
    acknowledge(this.dispatcher, {
      'AwsSolutions-IAM5[Resource::*]':
        'dynamodb:ListStreams, which the stream event source needs, has no resource-level permission; every other stream action names this table\u2019s stream.',
    });
  }
}
