/**
 * The local twin of the EventBridge Scheduler schedules: a timer that runs
 * the scheduled jobs with the event Scheduler would send: the nightly
 * invite-expiry job (functions/jobs/expireInvites.ts), the nightly removal
 * of unredeemed Google and LinkedIn sign-ups
 * (functions/jobs/removeUnredeemedAccounts.ts) and the hourly blog
 * feed refresh (functions/jobs/refreshBlogFeed.ts). Locally they run at
 * start and then every `intervalMs`, so expired invites show as expired
 * without waiting a night and the blog has its posts from the first visit.
 */
import { EXPIRE_INVITES, REFRESH_BLOG_FEED, REMOVE_UNREDEEMED_ACCOUNTS, type LambdaFunctionDef } from '#lib/functions';
import type { LocalFunctions } from './functionRegistry';

export interface Scheduler {
  /** The invite-expiry job. */
  runNow(): Promise<unknown>;
  /** The blog feed refresh. */
  refreshBlogFeedNow(): Promise<unknown>;
  /** The removal of unredeemed Google and LinkedIn sign-ups. */
  removeUnredeemedAccountsNow(): Promise<unknown>;
  stop(): void;
}

function scheduledEvent(schedule: string) {
  return {
    version: '0',
    id: crypto.randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.scheduler',
    account: '000000000000',
    time: new Date().toISOString(),
    region: 'us-east-1',
    resources: [`arn:aws:scheduler:us-east-1:000000000000:schedule/default/${schedule}`],
    detail: {},
  };
}

export function startScheduler(intervalMs: number | null, functions: LocalFunctions, onError: (job: string, error: unknown) => void): Scheduler {
  const run = (fn: LambdaFunctionDef, schedule: string) => () => functions.invoke(fn, scheduledEvent(schedule));
  const runNow = run(EXPIRE_INVITES, 'expire-invites');
  const refreshBlogFeedNow = run(REFRESH_BLOG_FEED, 'refresh-blog-feed');
  const removeUnredeemedAccountsNow = run(REMOVE_UNREDEEMED_ACCOUNTS, 'remove-unredeemed-accounts');
  const tick = () => {
    void removeUnredeemedAccountsNow().catch((error: unknown) => onError('removeUnredeemedAccounts', error));
    void runNow().catch((error: unknown) => onError('expireInvites', error));
    void refreshBlogFeedNow().catch((error: unknown) => onError('refreshBlogFeed', error));
  };
  const timer = intervalMs ? setInterval(tick, intervalMs) : null;
  timer?.unref();
  if (intervalMs) tick();
  return {
    runNow,
    refreshBlogFeedNow,
    removeUnredeemedAccountsNow,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
