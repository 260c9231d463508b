/** Small helpers for turning timings into the figures the bench prints. */
export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
}

export function summarize(samplesMs: readonly number[]): Summary {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

export async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await run();
  return [performance.now() - start, value];
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
