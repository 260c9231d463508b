/**
 * Live arrival of notifications (issue 9): an API Gateway WebSocket API the
 * open pages connect to, and the table's DynamoDB Stream feeding the push
 * function.
 *
 *  - $connect (functions/realtime/socketConnect.ts) checks the Cognito ID
 *    token the browser passes as ?token= (a browser WebSocket cannot send an
 *    Authorization header) and records the connection in the table with a
 *    TTL; $disconnect forgets it.
 *  - The table's stream reader (lib/tableStream.ts) hands INSERTs of
 *    notification items to functions/realtime/pushNotifications.ts, which
 *    posts each to its member's connections through this stage's management
 *    endpoint and forgets any that API Gateway reports gone (410).
 *
 * Locally bin/local/notificationSocket.ts and bin/local/streamPoller.ts
 * stand in for both, with the same store and push handler.
 */
import { Stack } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import { accessLogSettings } from './accessLogs';
import { SOCKET_CONNECT, SOCKET_DISCONNECT } from './functions';
import { VouchedFunction, type FunctionContext } from './lambda';
import { acknowledge } from './nag';

/** The stage the browser connects to: wss://<api>.execute-api.<region>.<suffix>/live. */
export const SOCKET_STAGE_NAME = 'live';

export interface RealtimeProps {
  /** USER_POOL_ID and USER_POOL_CLIENT_ID for $connect's token check, and the capabilities' resources. */
  context: FunctionContext;
}

export class Realtime extends Construct {
  readonly socketApi: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly connect: VouchedFunction;
  readonly disconnect: VouchedFunction;

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
  }

  /** The URL the browser connects to (wss://…/live). */
  get url(): string {
    return this.stage.url;
  }
}
