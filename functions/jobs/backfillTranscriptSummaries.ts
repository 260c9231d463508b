/**
 * One-off migration for an environment that held vouches before the
 * pre-aggregated transcript summary existed (store/transcriptSummaryBackfill.ts
 * says what it does and when to run it). Run by hand, not deployed:
 *
 *   TABLE_NAME=<the stack's table> AWS_REGION=<region> npx tsx functions/jobs/backfillTranscriptSummaries.ts [--dry-run] [--member <id>]…
 *
 * It prints what it did (or, with --dry-run, what it would do) as one JSON line.
 */
import { pathToFileURL } from 'node:url';
import { backfillTranscriptSummaries, type TranscriptBackfillReport } from '#store/transcriptSummaryBackfill';

export async function runBackfill(argv: readonly string[]): Promise<TranscriptBackfillReport & { dryRun: boolean }> {
  const dryRun = argv.includes('--dry-run');
  const memberIds = argv.flatMap((arg, i) => (arg === '--member' && argv[i + 1] ? [argv[i + 1]!] : []));
  return { dryRun, ...(await backfillTranscriptSummaries({ dryRun, memberIds: memberIds.length ? memberIds : undefined })) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runBackfill(process.argv.slice(2)).then(
    (report) => console.log(JSON.stringify({ job: 'backfillTranscriptSummaries', ...report })),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
