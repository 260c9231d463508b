/**
 * One-off migration of the admin totals to counters (issue 21;
 * store/adminCounts.ts recountAdminCount says what it writes,
 * docs/data-model.md when). Run by hand after the deploy, not deployed:
 *
 *   TABLE_NAME=<the stack's table> AWS_REGION=<region> npx tsx bin/recountAdminCounts.ts [--dry-run]
 *
 * It prints what it did (or, with --dry-run, what it would do) as one JSON line.
 */
import { ADMIN_COUNTS, recountAdminCount, type AdminCountName, type RecountReport } from '#store/adminCounts';
import { runIfCommand } from '#functions/jobs/oneOffCommand';

export async function runRecountAdminCounts(argv: readonly string[]): Promise<{ dryRun: boolean; counts: RecountReport[] }> {
  const dryRun = argv.includes('--dry-run');
  const counts: RecountReport[] = [];
  for (const name of Object.keys(ADMIN_COUNTS) as AdminCountName[]) counts.push(await recountAdminCount(name, { dryRun }));
  return { dryRun, counts };
}

runIfCommand(import.meta.url, 'recountAdminCounts', runRecountAdminCounts);
