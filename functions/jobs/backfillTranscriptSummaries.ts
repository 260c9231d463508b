/**
 * One-off migration for an environment that held vouches before the
 * pre-aggregated transcript summary existed (store/transcriptSummaryBackfill.ts
 * says what it does and when to run it). Run by hand, not deployed:
 *
 *   TABLE_NAME=<the stack's table> AWS_REGION=<region> npx tsx functions/jobs/backfillTranscriptSummaries.ts [--dry-run] [--member <id>]…
 *
 * It prints what it did (or, with --dry-run, what it would do) as one JSON line.
 */
import { backfillTranscriptSummaries, type TranscriptBackfillReport } from '#store/transcriptSummaryBackfill';
import { backfillArgs, runIfCommand } from './oneOffCommand';

export async function runBackfill(argv: readonly string[]): Promise<TranscriptBackfillReport & { dryRun: boolean }> {
  const args = backfillArgs(argv);
  return { dryRun: args.dryRun, ...(await backfillTranscriptSummaries(args)) };
}

runIfCommand(import.meta.url, 'backfillTranscriptSummaries', runBackfill);
