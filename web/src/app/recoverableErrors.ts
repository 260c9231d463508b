/**
 * React calls this for an error it recovered from by rendering again
 * (a lazy page whose chunk failed during a concurrent render is retried
 * synchronously and then reaches RouteErrorBoundary). React's default
 * reports every such error as uncaught; a chunk that failed to load is
 * already handled (the boundary reloads the page once), so reporting it
 * too would count one stale tab as two faults. Anything else is reported
 * as React would, and to the server (lib/clientErrors.ts: the route, not who).
 */
import { reportClientErrorLater } from './clientErrorReporting';
import { isChunkLoadError } from './staleChunkReload';

type Report = (error: unknown) => void;

const reportAsReactWould: Report = (error) => {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
  reportClientErrorLater('recoverable', error, globalThis.location?.pathname ?? '/');
};

export function onRecoverableError(error: unknown, report: Report = reportAsReactWould): void {
  const cause = error instanceof Error ? error.cause : undefined;
  if (isChunkLoadError(error) || isChunkLoadError(cause)) return;
  report(error);
}
