/**
 * `npm run test:durations`: refreshes tests/support/fileDurations.json, the
 * cost of each test file that tests/support/costFirstSequencer.ts orders a
 * run by, from the last run's figures (test-results/file-durations.json,
 * written by the time summary reporter), best after a full `npm test`.
 *
 * A file keeps the longest time it took in any run recorded: what a file
 * costs depends on what runs beside it (the fuzz gate took 57 s started
 * first beside browser tests, 195 s started later beside the concurrency
 * invariants, both on DynamoDB Local), and the file that can be slow is the
 * one to start early. Files that no longer exist are dropped. Whole
 * seconds, so the file changes only where a cost really moved.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FILE_DURATIONS_PATH, LAST_RUN_DURATIONS_PATH, type FileDurations } from './fileDurations';

const read = (file: string): FileDurations['seconds'] => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FileDurations).seconds : {});

const lastRun = read(LAST_RUN_DURATIONS_PATH);
if (Object.keys(lastRun).length === 0) throw new Error(`no figures in ${LAST_RUN_DURATIONS_PATH}: run npm test first`);
const merged = read(FILE_DURATIONS_PATH);
for (const [key, s] of Object.entries(lastRun)) merged[key] = Math.max(merged[key] ?? 0, s);
const seconds = Object.fromEntries(
  Object.entries(merged)
    .filter(([key]) => existsSync(path.resolve(key.slice(key.indexOf(':') + 1))))
    .map(([key, s]) => [key, Math.max(1, Math.round(s))] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);
const table: FileDurations = { note: 'npm run test:durations writes this; tests/support/costFirstSequencer.ts reads it', seconds };
writeFileSync(FILE_DURATIONS_PATH, `${JSON.stringify(table, null, 2)}\n`);
console.log(
  `${Object.keys(lastRun).length} files from the last run; ${Object.keys(seconds).length} in ${path.relative(process.cwd(), FILE_DURATIONS_PATH)}`,
);
