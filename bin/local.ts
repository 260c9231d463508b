/**
 * `npm start`: runs Vouched on this machine (see bin/local/stack.ts) and
 * prints where to open it. `npm start -- --fresh` (or `npm run start:fresh`)
 * wipes the local data in .local/ first. Ctrl-C stops everything it started.
 */
import path from 'node:path';
import { PROJECT_ROOT } from './local/functionRegistry';
import type { DemoSeed } from './local/seed';
import { startStack, type RunningStack } from './local/stack';
import { StartupError } from './local/startupError';

const DATA_DIR = path.join(PROJECT_ROOT, '.local');
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

async function main(): Promise<void> {
  const fresh = process.argv.includes('--fresh');
  const startedAt = Date.now();
  console.log(fresh ? 'Starting Vouched locally from a clean slate…' : 'Starting Vouched locally…');
  const stack = await startStack({
    dataDir: DATA_DIR,
    fresh,
    seed: true,
    web: 'dev',
    scheduleIntervalMs: SCHEDULE_INTERVAL_MS,
    busyPortHint: 'is another `npm start` running? Stop it (Ctrl-C) or free the port, then run npm start again',
  });
  console.log(banner(stack, Date.now() - startedAt));

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Vouched…`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Could not stop cleanly: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(error.message);
  } else {
    // Unexpected: one line by default, the stack trace with DEBUG=1.
    console.error(`Could not start Vouched locally: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
  }
  process.exit(1);
});
