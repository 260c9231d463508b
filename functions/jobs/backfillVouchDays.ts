/**
 * One-off migration for an environment that held vouches before the
 * portfolio's points per day existed (store/vouchDaysBackfill.ts says what
 * it does and when to run it). Run by hand, not deployed:
 *
 *   TABLE_NAME=<the stack's table> AWS_REGION=<region> npx tsx functions/jobs/backfillVouchDays.ts [--dry-run] [--member <id>]…
 *
 * It prints what it did (or, with --dry-run, what it would do) as one JSON line.
 */
import { backfillVouchDays, type BackfillReport } from '#store/vouchDaysBackfill';
import { backfillArgs, runIfCommand } from './oneOffCommand';

export async function runBackfill(argv: readonly string[]): Promise<BackfillReport & { dryRun: boolean }> {
  const args = backfillArgs(argv);
  return { dryRun: args.dryRun, ...(await backfillVouchDays(args)) };
}

runIfCommand(import.meta.url, 'backfillVouchDays', runBackfill);
