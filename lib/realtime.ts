/**
 * Live arrival of notifications (issue 9): an API Gateway WebSocket API the
 * open pages connect to, and the table's DynamoDB Stream feeding the push
 * function.
 *
 *  - $connect (functions/realtime/socketConnect.ts) checks the Cognito ID
 *    token the browser passes as ?token= (a browser WebSocket cannot send an
 *    Authorization header) and records the connection in the table with a
 *    TTL; $disconnect forgets it.
 *  - The table's stream, filtered to INSERTs of notification items, runs
 *    functions/realtime/pushNotifications.ts, which posts each to its
 *    member's connections through the stage's management endpoint and
 *    forgets any that API Gateway reports gone (410).
 *
 * Locally bin/local/notificationSocket.ts and bin/local/streamPoller.ts
 * stand in for both, with the same store and push handler.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Alarms } from './alarms';
import { Construct } from 'constructs';
import { NOTIFICATIONS_PARTITION_PREFIX } from '#functions/schema/table';
import { accessLogSettings } from './accessLogs';
import { PUSH_NOTIFICATIONS, SOCKET_CONNECT, SOCKET_DISCONNECT, VOUCH_SIDE_EFFECTS, VOUCH_SIDE_EFFECTS_RETRY_ATTEMPTS } from './functions';
import { VouchedFunction, type FunctionContext } from './lambda';
import { acknowledge } from './nag';

/** The stage the browser connects to: wss://<api>.execute-api.<region>.<suffix>/live. */
export const SOCKET_STAGE_NAME = 'live';

/** Only notification items' INSERTs reach the push function (Lambda filters before invoking, so other writes cost nothing). */
export const NOTIFICATION_INSERTS = {
  eventName: FilterRule.isEqual('INSERT'),
  dynamodb: { NewImage: { PK: { S: [{ prefix: NOTIFICATIONS_PARTITION_PREFIX }] } } },
};

/** Every change of a vouch item (USER#/VOUCH#): what follows a vouch (functions/realtime/vouchSideEffects.ts). */
export const VOUCH_CHANGES = {
  eventName: FilterRule.or('INSERT', 'MODIFY', 'REMOVE'),
  dynamodb: { Keys: { PK: { S: FilterRule.beginsWith('USER#') }, SK: { S: FilterRule.beginsWith('VOUCH#') } } },
};

export interface RealtimeProps {
  table: ITable;
  /** USER_POOL_ID and USER_POOL_CLIENT_ID for $connect's token check, and the capabilities' resources. */
  context: FunctionContext;
  /** The push's dead-letter queue and its alarm. */
  alarms: Alarms;
}

export class Realtime extends Construct {
  readonly socketApi: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly connect: VouchedFunction;
  readonly disconnect: VouchedFunction;
  readonly push: VouchedFunction;
  readonly vouchSideEffects: VouchedFunction;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    const { context } = props;

    this.connect = new VouchedFunction(this, { definition: SOCKET_CONNECT, ...context });
    this.disconnect = new VouchedFunction(this, { definition: SOCKET_DISCONNECT, ...context });

    this.socketApi = new WebSocketApi(this, 'SocketApi', {
      apiName: `${Stack.of(this).stackName}-notifications`,
      description: 'Vouched: live notifications to open pages (the bell)',
      connectRouteOptions: { integration: new WebSocketLambdaIntegration('ConnectIntegration', this.connect) },
      disconnectRouteOptions: { integration: new WebSocketLambdaIntegration('DisconnectIntegration', this.disconnect) },
    });

    this.stage = new WebSocketStage(this, 'SocketStage', {
      webSocketApi: this.socketApi,
      stageName: SOCKET_STAGE_NAME,
      autoDeploy: true,
      accessLogSettings: accessLogSettings(this, 'SocketAccessLogs', {
        eventType: '$context.eventType',
        connectionId: '$context.connectionId',
      }),
      // The pages only listen; connects are the only traffic a client makes.
      throttle: { rateLimit: 50, burstLimit: 100 },
    });

    for (const route of this.socketApi.node.children.filter((child) => /^\$(dis)?connect-Route$/.test(child.node.id))) {
      acknowledge(route, {
        'AwsSolutions-APIG4':
          'A browser WebSocket cannot send an Authorization header: $connect checks the Cognito ID token from ?token= itself (functions/realtime/socketConnect.ts) and refuses with 401; $disconnect only forgets the connection.',
      });
    }

    this.push = new VouchedFunction(this, {
      definition: PUSH_NOTIFICATIONS,
      ...context,
      resources: { ...context.resources, notificationSocketStage: this.stage },
    });
    this.push.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 100,
        filters: [FilterCriteria.filter(NOTIFICATION_INSERTS)],
        // The function reports a failed push (services/streamBatch.ts); a push is worthless after a
        // minute (the page reads the list when it reconnects), so retries stop there. What is left is
        // parked, so a push path that keeps failing raises its alarm.
        reportBatchItemFailures: true,
        retryAttempts: 2,
        maxRecordAge: Duration.minutes(1),
        onFailure: new SqsDlq(props.alarms.deadLetterQueue(this, 'PushDeadLetters', 'the notification push')),
      }),
    );
    acknowledge(this.push, {
      'AwsSolutions-IAM5[Resource::*]':
        'dynamodb:ListStreams, which the stream event source needs, has no resource-level permission; every other stream action names this table\u2019s stream.',
    });
    // What follows a vouch (issue 21): the points per day, the receiver's notification and mail, off the
    // request path. Each change is applied once (store/vouchEffects.ts), so a retried record does no harm;
    // a record still failing after its retries is parked, and the parked queue's alarm fires. The
    // points per day must not be lost, so records are kept for the stream's whole day.
    this.vouchSideEffects = new VouchedFunction(this, { definition: VOUCH_SIDE_EFFECTS, ...context });
    this.vouchSideEffects.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 100,
        filters: [FilterCriteria.filter(VOUCH_CHANGES)],
        reportBatchItemFailures: true,
        retryAttempts: VOUCH_SIDE_EFFECTS_RETRY_ATTEMPTS,
        maxRecordAge: Duration.hours(24),
        onFailure: new SqsDlq(props.alarms.deadLetterQueue(this, 'VouchSideEffectsDeadLetters', 'what follows a vouch')),
      }),
    );
    acknowledge(this.vouchSideEffects, {
      'AwsSolutions-IAM5[Resource::*]':
        'dynamodb:ListStreams, which the stream event source needs, has no resource-level permission; every other stream action names this table\u2019s stream.',
    });
  }

  /** The URL the browser connects to (wss://…/live). */
  get url(): string {
    return this.stage.url;
  }
}
