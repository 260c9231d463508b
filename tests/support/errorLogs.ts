/**
 * The error lines functions write through the Powertools Logger
 * (functions/services/observability.ts), captured for a test: the Logger
 * writes errors to stderr as one JSON object a line, and the capture also
 * keeps them off the test's output. Lines that are not JSON (anything else
 * on stderr meanwhile) are kept as text.
 */
import { vi } from 'vitest';

export interface ErrorLogs {
  /** Each JSON line written so far, parsed. */
  entries(): Record<string, unknown>[];
  /** Everything written so far, as text. */
  text(): string;
  restore(): void;
}

export function captureErrorLogs(): ErrorLogs {
  const chunks: string[] = [];
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter((line) => line.trim());
  return {
    entries: () =>
      lines().flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
    text: () => chunks.join(''),
    restore: () => spy.mockRestore(),
  };
}
