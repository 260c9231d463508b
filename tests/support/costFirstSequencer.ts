/**
 * Runs the costliest test files first, across all projects: longest
 * processing time first, the classic rule for keeping every worker busy to
 * the end.
 *
 * vitest's own order runs project after project (e2e, infra, integration,
 * unit, web) and, without a results cache (every fresh clone, every CI run),
 * larger files first within each. That left the fuzz gate, the longest file
 * and one bound by DynamoDB Local, to start after every browser test and run
 * alone on one worker at the end, with a core idle. Mixed, the browser files
 * (Chromium's work) and the integration files (DynamoDB Local's) also use
 * the two cores at once.
 *
 * A file's cost is the committed figure in fileDurations.json (`npm run
 * test:durations` refreshes it from the last full run), the same on every
 * machine, so every run's order is the same. vitest's own results cache is
 * not used: it holds whatever ran last, often one file alone. A file with no
 * figure goes first, as vitest does with unknown files: a new file's cost is
 * the one nobody knows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { FILE_DURATIONS_PATH, type FileDurations } from './fileDurations.ts';

/** `project:relative/path.test.ts` → seconds, as `npm run test:durations` wrote them. */
function committedSeconds(): Map<string, number> {
  try {
    const { seconds } = JSON.parse(readFileSync(FILE_DURATIONS_PATH, 'utf8')) as FileDurations;
    return new Map(Object.entries(seconds));
  } catch {
    return new Map();
  }
}

export default class CostFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const committed = committedSeconds();
    const root = this.ctx.config.root;
    const costOf = (spec: TestSpecification): number => {
      const key = `${spec.project.name}:${path.relative(root, spec.moduleId)}`;
      return committed.get(key) ?? Number.POSITIVE_INFINITY;
    };
    const costs = new Map(files.map((spec) => [spec, costOf(spec)]));
    const ordered = [...files];
    return ordered.sort((a, b) => {
      const [costA, costB] = [costs.get(a)!, costs.get(b)!];
      return costA === costB ? 0 : costA > costB ? -1 : 1;
    });
  }
}
