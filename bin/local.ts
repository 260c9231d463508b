/**
 * `npm start`: runs Vouched on this machine (see bin/local/stack.ts) and
 * prints where to open it. `npm start -- --fresh` (or `npm run start:fresh`)
 * wipes the local data in .local/ first. The app is the production build
 * (rebuilt only when web sources changed) behind a local CloudFront;
 * `npm run dev` (`--dev`) serves the hot-reloading Vite dev server instead.
 * Ctrl-C stops everything it started.
 * VOUCHED_PORT_OFFSET / VOUCHED_DATA_DIR move a second copy out of the way.
 */
import path from 'node:path';
import { PROJECT_ROOT } from '#local/functionRegistry';
import type { DemoSeed } from '#local/seed';
import { startStack, type RunningStack } from '#local/stack';
import { StartupError } from '#local/startupError';

/** VOUCHED_DATA_DIR and VOUCHED_PORT_OFFSET let a second copy run beside the usual one (e.g. while testing the runtime). */
const DATA_DIR = process.env.VOUCHED_DATA_DIR ? path.resolve(process.env.VOUCHED_DATA_DIR) : path.join(PROJECT_ROOT, '.local');
const PORT_OFFSET = Number(process.env.VOUCHED_PORT_OFFSET ?? 0) || 0;
/** `npm run dev`: the Vite dev server (hot reload) instead of the production build. */
const DEV = process.argv.includes('--dev');
/** Locally the expiry job runs every 10 minutes rather than nightly. */
const SCHEDULE_INTERVAL_MS = 10 * 60 * 1000;

function printSeed(seed: DemoSeed | null): string[] {
  if (!seed) return [];
  const lines: string[] = [];
  if (seed.logins.length) {
    lines.push('', 'Demo logins (e-mail / password):');
    for (const login of seed.logins) {
      const who = [login.name, login.role].filter(Boolean).join(', ');
      lines.push(`  ${login.email} / ${login.password}${who ? `   (${who})` : ''}`);
    }
  }
  if (seed.inviteCodes.length) lines.push('', `Free invite codes: ${seed.inviteCodes.join('  ')}`);
  lines.push('', 'Google and LinkedIn: a local account chooser (demo people, or any name and e-mail); new people sign up with a free code.');
  return lines;
}

function banner(stack: RunningStack, startedInMs: number): string {
  const e = stack.endpoints;
  return [
    '',
    `Vouched is running locally (started in ${(startedInMs / 1000).toFixed(1)} s).`,
    '',
    `  App:         ${e.webServed ? e.webUrl : '(web app not served: web/vite.config.ts is missing)'}`,
    `  Mailbox:     ${e.mailboxUrl}   (confirmation codes and every mail the app sends)`,
    `  SMS outbox:  ${e.smsOutboxUrl}`,
    `  API:         ${e.apiUrl}/api`,
    ...printSeed(stack.seed),
    '',
    `Data is kept in ${path.relative(process.cwd(), e.dataDir) || e.dataDir}/ (npm run start:fresh starts clean). Press Ctrl-C to stop.`,
    '',
  ].join('\n');
}

/** Set once Ctrl-C/SIGTERM arrives; a start-up interrupted by it is not reported as a failure. */
let stopping = false;

async function main(): Promise<void> {
  const fresh = process.argv.includes('--fresh');
  const startedAt = Date.now();
  console.log(fresh ? 'Starting Vouched locally from a clean slate…' : 'Starting Vouched locally…');
  const starting = startStack({
    portOffset: PORT_OFFSET,
    dataDir: DATA_DIR,
    fresh,
    seed: true,
    web: DEV ? 'dev' : 'production',
    scheduleIntervalMs: SCHEDULE_INTERVAL_MS,
    busyPortHint: 'is another `npm start` running? Stop it (Ctrl-C) or free the port, then run npm start again',
  });

  // Listen before the stack is up: a Ctrl-C during start-up must still stop what has started.
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Vouched…`);
    starting
      .then((stack) => stack.stop())
      .then(
        () => process.exit(0),
        // A failed start has already stopped what it started (and main reports why).
        () => process.exit(1),
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const stack = await starting;
  if (!stopping) console.log(banner(stack, Date.now() - startedAt));
}

main().catch((error: unknown) => {
  if (stopping) {
    process.exit(0);
  } else if (error instanceof StartupError) {
    console.error(error.message);
  } else {
    // Unexpected: one line by default, the stack trace with DEBUG=1.
    console.error(`Could not start Vouched locally: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
  }
  process.exit(1);
});
