/**
 * The local twin of the EventBridge Scheduler schedule: a timer that runs
 * the nightly invite-expiry job (functions/jobs/expireInvites.ts) with the
 * event Scheduler would send. Locally it runs at start and then every
 * `intervalMs`, so expired invites show as expired without waiting a night.
 */
import { EXPIRE_INVITES } from '#lib/functions';
import type { LocalFunctions } from './functionRegistry';

export interface Scheduler {
  runNow(): Promise<unknown>;
  stop(): void;
}

export function startScheduler(intervalMs: number | null, functions: LocalFunctions, onError: (error: unknown) => void): Scheduler {
  const runNow = () =>
    functions.invoke(EXPIRE_INVITES, {
      version: '0',
      id: crypto.randomUUID(),
      'detail-type': 'Scheduled Event',
      source: 'aws.scheduler',
      account: '000000000000',
      time: new Date().toISOString(),
      region: 'us-east-1',
      resources: ['arn:aws:scheduler:us-east-1:000000000000:schedule/default/expire-invites'],
      detail: {},
    });
  const tick = () => void runNow().catch(onError);
  const timer = intervalMs ? setInterval(tick, intervalMs) : null;
  timer?.unref();
  if (intervalMs) tick();
  return {
    runNow,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
