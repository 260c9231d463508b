/**
 * One-off migration for an environment that held members before look-alike
 * display names were flagged (issue 18 §6): a member whose name was last set
 * before then has no entry in the display-name index, so a look-alike of
 * them goes unseen. For each member with a name this does what the stream
 * job does when a name is first set (jobs/lookalikeNames.ts): puts the entry
 * and raises a flag with each look-alike already indexed. Safe to run again
 * (the same entries, the same flags refreshed). Run by hand, not deployed:
 *
 *   TABLE_NAME=<the stack's table> AWS_REGION=<region> npx tsx functions/jobs/backfillDisplayNames.ts [--dry-run] [--member <id>]…
 *
 * It prints what it did (or, with --dry-run, how many it would index) as one JSON line.
 */
import { everyMemberName } from '#store/displayNameIndex';
import { getProfile } from '#store/profiles';
import { displayNameChanged } from './lookalikeNames';
import { backfillArgs, runIfCommand } from './oneOffCommand';

export interface DisplayNameBackfillReport {
  dryRun: boolean;
  /** Members looked at, and those with a name shown (indexed, or to be). */
  members: number;
  indexed: number;
  /** Look-alike flags raised or refreshed (group keys). */
  flags: string[];
}

/** The members named, read one by one, or every listed member. */
async function membersOf(ids: readonly string[] | undefined): Promise<{ id: string; full_name: string | null }[]> {
  if (!ids) return everyMemberName();
  const profiles = await Promise.all(ids.map((id) => getProfile(id)));
  return profiles.flatMap((p) => (p && !p.deleted_at ? [{ id: p.id, full_name: p.full_name }] : []));
}

export async function runDisplayNameBackfill(argv: readonly string[]): Promise<DisplayNameBackfillReport> {
  const { dryRun, memberIds } = backfillArgs(argv);
  const members = await membersOf(memberIds);
  const named = members.filter((m): m is { id: string; full_name: string } => !!m.full_name?.trim());
  const report: DisplayNameBackfillReport = { dryRun, members: members.length, indexed: named.length, flags: [] };
  if (dryRun) return report;
  for (const member of named) {
    report.flags.push(...(await displayNameChanged({ userId: member.id, before: null, after: member.full_name }, new Date().toISOString())));
  }
  report.flags = [...new Set(report.flags)].sort();
  return report;
}

runIfCommand(import.meta.url, 'backfillDisplayNames', runDisplayNameBackfill);
