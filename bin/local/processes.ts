/**
 * Stopping child processes for good: SIGTERM, then SIGKILL if the process
 * lingers, so Ctrl-C never leaves an orphan Java behind.
 */
import type { ChildProcess } from 'node:child_process';

export async function stopChild(child: ChildProcess, graceMs = 3_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
