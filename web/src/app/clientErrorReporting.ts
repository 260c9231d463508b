/**
 * How the error boundary and the recoverable-error hook report (lib/clientErrors.ts),
 * loaded only once an error happens: the report's schema brings zod, which a
 * first page should not carry (tests/e2e/landingWeight.test.ts holds its weight).
 */
import type { ClientErrorReport } from '#domain/clientErrors';

/** This module's own script: the app's entry chunk, whose hashed name identifies the build. */
const ENTRY_SCRIPT = import.meta.url;

export function reportClientErrorLater(kind: ClientErrorReport['kind'], error: unknown, pathname: string): void {
  void import('../lib/clientErrors')
    .then(({ reportClientError }) => reportClientError(kind, error, pathname, undefined, ENTRY_SCRIPT))
    // A reporter that cannot load (offline, a deploy) reports nothing: reporting never adds a failure of its own.
    .catch(() => undefined);
}
