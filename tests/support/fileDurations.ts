/** Where each test file's cost is kept: the committed table the sequencer reads, and the last run's figures it is refreshed from. */
import path from 'node:path';

export interface FileDurations {
  note: string;
  /** `project:relative/path.test.ts` → seconds the file held a worker. */
  seconds: Record<string, number>;
}

export const FILE_DURATIONS_PATH = path.resolve('tests/support/fileDurations.json');
export const LAST_RUN_DURATIONS_PATH = path.resolve('test-results/file-durations.json');
