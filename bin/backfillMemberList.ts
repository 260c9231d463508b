/**
 * One-off migration of the member list from GSI1 to GSI5 (issue 21;
 * store/memberListBackfill.ts says what it writes, docs/data-model.md when).
 * Run by hand, not deployed:
 *
 *   TABLE_NAME=<the stack's table> AWS_REGION=<region> npx tsx bin/backfillMemberList.ts [--dry-run] [--phase copy|drop|both] [--member <id>]…
 *
 * It prints what it did (or, with --dry-run, what it would do) as one JSON line.
 */
import { backfillMemberList, type MemberListBackfillReport, type MemberListPhase } from '#store/memberListBackfill';
import { runIfCommand } from '#functions/jobs/oneOffCommand';

const PHASES: readonly MemberListPhase[] = ['copy', 'drop', 'both'];

export async function runMemberListBackfill(
  argv: readonly string[],
): Promise<MemberListBackfillReport & { dryRun: boolean; phase: MemberListPhase }> {
  const dryRun = argv.includes('--dry-run');
  const named = argv[argv.indexOf('--phase') + 1];
  const phase = argv.includes('--phase') ? PHASES.find((p) => p === named) : 'both';
  if (!phase) throw new Error(`--phase must be one of ${PHASES.join(', ')}`);
  const memberIds = argv.flatMap((arg, i) => (arg === '--member' && argv[i + 1] ? [argv[i + 1]!] : []));
  return { dryRun, phase, ...(await backfillMemberList({ dryRun, phase, memberIds: memberIds.length ? memberIds : undefined })) };
}

runIfCommand(import.meta.url, 'backfillMemberList', runMemberListBackfill);
