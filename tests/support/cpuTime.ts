/**
 * How much a piece of code costs, measured so that a busy machine does not
 * decide the verdict: CPU time of this process (user + system), not wall-clock
 * time, and the least of several runs after a warm-up, so a garbage
 * collection or a descheduled moment in one run does not count. Test files
 * run in forked workers (vitest's default pool), so the process's CPU time is
 * this test's alone.
 */
export function cpuTimeOf(run: () => unknown, runs = 5): number {
  run(); // warm up: the first run also compiles
  let least = Infinity;
  for (let i = 0; i < runs; i++) {
    const before = process.cpuUsage();
    run();
    const spent = process.cpuUsage(before);
    least = Math.min(least, (spent.user + spent.system) / 1000);
  }
  return least;
}
