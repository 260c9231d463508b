/**
 * The account-deletion grace period: a Step Functions state machine that
 * waits until the deletion time, then runs the finalize function. Its
 * definition is functions/jobs/deletionGraceDefinition.ts, the very ASL the
 * local runner executes.
 */
import { Duration, RemovalPolicy, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { deletionGraceDefinition } from '../functions/jobs/deletionGraceDefinition';
import { applyCapabilities, JOB_CAPABILITIES, type CapabilityResources } from './capabilities';
import { VouchedFunction } from './lambda';

export interface WorkflowsProps {
  environment: Record<string, string>;
  resources: CapabilityResources;
}

export class Workflows extends Construct {
  readonly finalizeDeletion: VouchedFunction;
  readonly deletionGrace: StateMachine;

  constructor(scope: Construct, id: string, props: WorkflowsProps) {
    super(scope, id);

    this.finalizeDeletion = new VouchedFunction(this, 'FinalizeDeletion', {
      entry: 'functions/jobs/finalizeDeletion.ts',
      description: 'Step Functions task after the 24 h deletion grace period.',
      environment: props.environment,
      timeout: Duration.seconds(60),
    });
    applyCapabilities(this.finalizeDeletion, JOB_CAPABILITIES.finalizeDeletion, props.resources);

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

    const fnLogicalId = Stack.of(this).getLogicalId(this.finalizeDeletion.node.defaultChild as CfnElement);
    Validations.of(this.deletionGrace).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${fnLogicalId}.Arn>:*]`,
      reason: 'lambda:InvokeFunction on the finalize function\u2019s versions and aliases (ARN:*), the standard grant of the lambda:invoke integration; no other function.',
    });
    Validations.of(this.deletionGrace).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'CloudWatch Logs delivery (logs:CreateLogDelivery etc.) and X-Ray (PutTraceSegments) actions support no resource-level permissions; this role has no other "*" resource.',
    });
  }
}
