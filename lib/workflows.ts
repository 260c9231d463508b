/**
 * The account-deletion grace period: a Step Functions state machine that
 * waits until the deletion time, then runs the finalize function. Its
 * definition is functions/schema/deletionGrace.ts, the very ASL the
 * local runner executes.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { deletionGraceDefinition } from '#functions/schema/deletionGrace';
import { FINALIZE_DELETION } from './functions';
import { VouchedFunction, type FunctionContext } from './lambda';
import { acknowledge, invokeVersionsFinding } from './nag';

export class Workflows extends Construct {
  readonly finalizeDeletion: VouchedFunction;
  readonly deletionGrace: StateMachine;

  constructor(scope: Construct, id: string, context: FunctionContext) {
    super(scope, id);

    this.finalizeDeletion = new VouchedFunction(this, { definition: FINALIZE_DELETION, ...context });

    const logs = new LogGroup(this, 'DeletionGraceLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.deletionGrace = new StateMachine(this, 'DeletionGrace', {
      comment: 'Vouched account deletion grace period',
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromString(JSON.stringify(deletionGraceDefinition(this.finalizeDeletion.functionArn))),
      logs: { destination: logs, level: LogLevel.ALL, includeExecutionData: true },
      tracingEnabled: true,
    });
    // A string definition carries no grants: the role may invoke exactly the finalize function.
    this.finalizeDeletion.grantInvoke(this.deletionGrace);

    acknowledge(this.deletionGrace, {
      [invokeVersionsFinding(this.finalizeDeletion)]:
        'lambda:InvokeFunction on the finalize function\u2019s versions and aliases (ARN:*), the standard grant of the lambda:invoke integration; no other function.',
      'AwsSolutions-IAM5[Resource::*]':
        'CloudWatch Logs delivery (logs:CreateLogDelivery etc.) and X-Ray (PutTraceSegments) actions support no resource-level permissions; this role has no other "*" resource.',
    });
  }
}
