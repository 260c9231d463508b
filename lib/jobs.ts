/**
 * Scheduled jobs: the nightly invite-expiry run and removal of unredeemed Google and LinkedIn sign-ups, on EventBridge Scheduler,
 * and the hourly blog feed refresh. Locally a timer calls the scheduled handlers (bin/local/stack.ts).
 * The data export and the collusion signals are consumers of the table's stream (lib/tableStream.ts).
 */
import { Duration, Stack, TimeZone } from 'aws-cdk-lib';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { EXPIRE_INVITES, REFRESH_BLOG_FEED, REMOVE_UNREDEEMED_ACCOUNTS } from './functions';
import type { Alarms } from './alarms';
import { VouchedFunction, type FunctionContext } from './lambda';
import { acknowledge, invokeVersionsFinding } from './nag';

export class Jobs extends Construct {
  readonly expireInvites: VouchedFunction;
  readonly expireInvitesSchedule: Schedule;
  readonly removeUnredeemedAccounts: VouchedFunction;
  readonly removeUnredeemedAccountsSchedule: Schedule;
  readonly refreshBlogFeed: VouchedFunction;
  readonly refreshBlogFeedSchedule: Schedule;

  constructor(scope: Construct, id: string, context: FunctionContext, alarms: Alarms) {
    super(scope, id);
    // A run the scheduler could not deliver after its retries lands in the path's own dead-letter queue, whose first message raises an alarm (lib/alarms.ts).
    const deadLetters = (name: string, path: string) => alarms.deadLetterQueue(this, `${name}DeadLetters`, path);

    this.expireInvites = new VouchedFunction(this, { definition: EXPIRE_INVITES, ...context });

    this.expireInvitesSchedule = new Schedule(this, 'ExpireInvitesNightly', {
      description: 'Vouched: expire invites every night at 03:00 UTC',
      schedule: ScheduleExpression.cron({ minute: '0', hour: '3', timeZone: TimeZone.ETC_UTC }),
      target: new LambdaInvoke(this.expireInvites, {
        retryAttempts: 2,
        maxEventAge: Duration.hours(2),
        deadLetterQueue: deadLetters('ExpireInvites', 'the nightly invite expiry'),
      }),
    });
    // The target's role is created at stack level and shared per target function; acknowledge the one finding by its exact id.
    acknowledge(Stack.of(this), {
      [invokeVersionsFinding(this.expireInvites)]:
        'The scheduler\u2019s role may invoke the expire-invites function and its versions/aliases (ARN:*), nothing else.',
    });

    // The invite gate for Google and LinkedIn (docs/decisions.md): sign-ups that never redeemed an invite are removed.
    this.removeUnredeemedAccounts = new VouchedFunction(this, { definition: REMOVE_UNREDEEMED_ACCOUNTS, ...context });
    this.removeUnredeemedAccountsSchedule = new Schedule(this, 'RemoveUnredeemedAccountsNightly', {
      description: 'Vouched: remove Google and LinkedIn sign-ups that never redeemed an invite, every night at 03:30 UTC',
      schedule: ScheduleExpression.cron({ minute: '30', hour: '3', timeZone: TimeZone.ETC_UTC }),
      target: new LambdaInvoke(this.removeUnredeemedAccounts, {
        retryAttempts: 2,
        maxEventAge: Duration.hours(2),
        deadLetterQueue: deadLetters('RemoveUnredeemedAccounts', 'the nightly removal of unredeemed sign-ups'),
      }),
    });
    acknowledge(Stack.of(this), {
      [invokeVersionsFinding(this.removeUnredeemedAccounts)]:
        'The scheduler\u2019s role may invoke the remove-unredeemed-accounts function and its versions/aliases (ARN:*), nothing else.',
    });

    // The blog's cache: the page reads only the cache, so the feed's speed never reaches a visitor.
    this.refreshBlogFeed = new VouchedFunction(this, { definition: REFRESH_BLOG_FEED, ...context });
    this.refreshBlogFeedSchedule = new Schedule(this, 'RefreshBlogFeedHourly', {
      description: 'Vouched: read the newsletter feed into the blog cache every hour',
      schedule: ScheduleExpression.rate(Duration.hours(1)),
      target: new LambdaInvoke(this.refreshBlogFeed, {
        retryAttempts: 1,
        maxEventAge: Duration.minutes(30),
        deadLetterQueue: deadLetters('RefreshBlogFeed', 'the hourly blog feed refresh'),
      }),
    });
    acknowledge(Stack.of(this), {
      [invokeVersionsFinding(this.refreshBlogFeed)]:
        'The scheduler\u2019s role may invoke the refresh-blog-feed function and its versions/aliases (ARN:*), nothing else.',
    });
  }
}
