/**
 * Nightly job (EventBridge Scheduler; locally a timer): marks every
 * unredeemed invite whose expiry has passed (`expired_at`), reading only the
 * expiry-day partitions since the last run — never a table Scan.
 *
 * Decision: expired invites are marked, not deleted, and they keep their
 * place in the inviter's count. The spec says "10 invites per user in
 * total", and the dashboard shows expired invites in its stats; only
 * deleting a pending invite gives a slot back.
 */
import { now as clockNow } from '#services/clock';
import { markExpiredInvitesOfDay } from '#store/invites';
import { getJobCursor, setJobCursor } from '#store/jobCursors';
import { log, observed } from '#services/observability';

const JOB = 'expireInvites';
/** How far back the first run (or a run after a long outage) looks. Invites live 30 days. */
const FIRST_RUN_LOOKBACK_DAYS = 40;
const DAY_MS = 86_400_000;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

async function handle(_event?: unknown): Promise<{ marked: number; days: string[] }> {
  const now = clockNow();
  const today = dayOf(now);
  const cursor = await getJobCursor(JOB);
  const first = cursor ? new Date(Date.parse(`${cursor}T00:00:00.000Z`) + DAY_MS) : new Date(now.getTime() - FIRST_RUN_LOOKBACK_DAYS * DAY_MS);

  const days: string[] = [];
  for (let d = Date.parse(`${dayOf(first)}T00:00:00.000Z`); dayOf(new Date(d)) <= today; d += DAY_MS) days.push(dayOf(new Date(d)));

  let marked = 0;
  for (const day of days) marked += await markExpiredInvitesOfDay(day, now);
  // Today is only partly over: the cursor stops at yesterday so tonight's run looks at today again.
  const yesterday = dayOf(new Date(now.getTime() - DAY_MS));
  if (!cursor || cursor < yesterday) await setJobCursor(JOB, yesterday);
  log().info('invites expired', { job: JOB, marked, days: days.length });
  return { marked, days };
}

/** The function's entry (services/observability.ts: request-id logs, cold starts). */
export const handler = observed('ExpireInvites', handle);
