/**
 * Scheduled jobs: the nightly invite-expiry run, on EventBridge Scheduler.
 * Locally a timer calls the same handler.
 */
import { Duration, Stack, TimeZone, Validations, type CfnElement } from 'aws-cdk-lib';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { applyCapabilities, JOB_CAPABILITIES, type CapabilityResources } from './capabilities';
import { VouchedFunction } from './lambda';

export interface JobsProps {
  environment: Record<string, string>;
  resources: CapabilityResources;
}

export class Jobs extends Construct {
  readonly expireInvites: VouchedFunction;
  readonly expireInvitesSchedule: Schedule;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);

    this.expireInvites = new VouchedFunction(this, 'ExpireInvites', {
      entry: 'functions/jobs/expireInvites.ts',
      description: 'Nightly: marks expired, unredeemed invites.',
      environment: props.environment,
      timeout: Duration.minutes(5),
    });
    applyCapabilities(this.expireInvites, JOB_CAPABILITIES.expireInvites, props.resources);

    this.expireInvitesSchedule = new Schedule(this, 'ExpireInvitesNightly', {
      description: 'Vouched: expire invites every night at 03:00 UTC',
      schedule: ScheduleExpression.cron({ minute: '0', hour: '3', timeZone: TimeZone.ETC_UTC }),
      target: new LambdaInvoke(this.expireInvites, { retryAttempts: 2, maxEventAge: Duration.hours(2) }),
    });
    // The target's role is created at stack level and shared per target function; acknowledge the one finding by its exact id.
    const fnId = Stack.of(this).getLogicalId(this.expireInvites.node.defaultChild as CfnElement);
    Validations.of(Stack.of(this)).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${fnId}.Arn>:*]`,
      reason: 'The scheduler\u2019s role may invoke the expire-invites function and its versions/aliases (ARN:*), nothing else.',
    });
  }
}
