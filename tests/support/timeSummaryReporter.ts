/**
 * Prints where the run's time went, after vitest's own summary: per project
 * the files, tests, the wall-clock span from its first file's start to its
 * last file's end (projects overlap when workers allow it) and the summed
 * file time; then the ten slowest files (and keeps each file's figure for
 * `npm run test:durations`, tests/support/costFirstSequencer.ts). Keeping the suite inside its
 * budget (issue 19) starts with seeing which part outgrew it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { LAST_RUN_DURATIONS_PATH, type FileDurations } from './fileDurations';

interface FileTime {
  project: string;
  file: string;
  tests: number;
  ms: number;
  started: number;
  ended: number;
}

const SLOWEST = 10;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class TimeSummaryReporter implements Reporter {
  private readonly starts = new Map<string, number>();
  private readonly files: FileTime[] = [];
  private runStarted = performance.now();

  onInit(): void {
    this.runStarted = performance.now();
  }

  onTestModuleStart(module: TestModule): void {
    this.starts.set(module.moduleId, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const ended = performance.now();
    const started = this.starts.get(module.moduleId) ?? ended;
    this.files.push({
      project: module.project.name || '(root)',
      file: module.relativeModuleId,
      tests: [...module.children.allTests()].length,
      // Import, set-up and tests of the file, as it held a worker.
      ms: ended - started,
      started,
      ended,
    });
  }

  onTestRunEnd(): void {
    if (!this.files.length) return;
    const projects = new Map<string, FileTime[]>();
    for (const file of this.files) projects.set(file.project, [...(projects.get(file.project) ?? []), file]);
    const rows = [...projects.entries()]
      .map(([name, files]) => ({
        name,
        files: files.length,
        tests: files.reduce((n, f) => n + f.tests, 0),
        span: Math.max(...files.map((f) => f.ended)) - Math.min(...files.map((f) => f.started)),
        summed: files.reduce((n, f) => n + f.ms, 0),
      }))
      .sort((a, b) => b.summed - a.summed);
    const lines = [
      '',
      `Time by project (whole run ${seconds(performance.now() - this.runStarted)}, stack start-up included):`,
      `  ${'project'.padEnd(12)} ${'files'.padStart(5)} ${'tests'.padStart(6)} ${'span'.padStart(9)} ${'file time'.padStart(10)}`,
      ...rows.map(
        (r) =>
          `  ${r.name.padEnd(12)} ${String(r.files).padStart(5)} ${String(r.tests).padStart(6)} ${seconds(r.span).padStart(9)} ${seconds(r.summed).padStart(10)}`,
      ),
      '',
      `The ${SLOWEST} slowest files:`,
      ...[...this.files]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, SLOWEST)
        .map((f) => `  ${seconds(f.ms).padStart(8)}  ${f.project.padEnd(12)} ${f.file}`),
      '',
    ];
    process.stdout.write(lines.join('\n') + '\n');
    this.keepDurations();
  }

  /** This run's figure for each file, for `npm run test:durations` to refresh the order of later runs from. */
  private keepDurations(): void {
    const seconds = Object.fromEntries(this.files.map((f) => [`${f.project}:${f.file}`, f.ms / 1000]));
    const figures: FileDurations = { note: 'the last run; npm run test:durations merges it into tests/support/fileDurations.json', seconds };
    mkdirSync(path.dirname(LAST_RUN_DURATIONS_PATH), { recursive: true });
    writeFileSync(LAST_RUN_DURATIONS_PATH, `${JSON.stringify(figures, null, 2)}\n`);
  }
}
