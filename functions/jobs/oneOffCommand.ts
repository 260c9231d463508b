/**
 * What the hand-run migrations share (here and in bin/; run with tsx, never
 * deployed): the backfills' `--dry-run` / `--member <id>` arguments, and
 * running as a command that prints its report as one JSON line.
 */
import { pathToFileURL } from 'node:url';

export interface BackfillArgs {
  dryRun: boolean;
  /** The members named with `--member <id>` (any number), or undefined for every member. */
  memberIds: string[] | undefined;
}

export function backfillArgs(argv: readonly string[]): BackfillArgs {
  const memberIds = argv.flatMap((arg, i) => (arg === '--member' && argv[i + 1] ? [argv[i + 1]!] : []));
  return { dryRun: argv.includes('--dry-run'), memberIds: memberIds.length ? memberIds : undefined };
}

/** When the module at `moduleUrl` is the command being run: runs `run` with its arguments and prints `{ job, ...report }`. */
export function runIfCommand(moduleUrl: string, job: string, run: (argv: readonly string[]) => Promise<object>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  run(process.argv.slice(2)).then(
    (report) => console.log(JSON.stringify({ job, ...report })),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
