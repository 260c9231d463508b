/**
 * Tells the server that a page failed to render (issue 20 §3): the route's
 * first segment, the error's name, its message masked and cut, and the
 * build, never who or what they typed (functions/domain/clientErrors.ts).
 * Fire and forget: a fetch with keepalive (it outlives the page the
 * boundary leaves), no token, errors swallowed; at most a few per page
 * load, so a render loop cannot flood the endpoint.
 */
import { clientErrorMessage, clientErrorRoute, type ClientErrorReport } from '#domain/clientErrors';
import { clientErrorsRoutes } from '#contract/features/clientErrors';

/** Reports one page load sends at most. */
export const CLIENT_ERROR_REPORTS_MAX = 3;

let sent = 0;

/** The build: the hash in this script's file name (index-3fA9c.js → 3fA9c), or 'dev' when served unbundled. */
export function buildIdOf(scriptUrl: string): string {
  const file = scriptUrl.split(/[?#]/)[0]!.split('/').pop() ?? '';
  const hash = /-([A-Za-z0-9_-]{4,64})\.js$/.exec(file)?.[1];
  return hash ?? 'dev';
}

/** What is sent for an error caught on `pathname`. */
export function clientErrorReport(kind: ClientErrorReport['kind'], error: unknown, pathname: string, scriptUrl = import.meta.url): ClientErrorReport {
  const name = error instanceof Error && /^[A-Za-z][A-Za-z0-9_.$]{0,59}$/.test(error.name) ? error.name : 'Error';
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return { kind, route: clientErrorRoute(pathname), name, message: clientErrorMessage(message), build: buildIdOf(scriptUrl) };
}

type Send = (path: string, body: string) => Promise<unknown>;

const sendWithKeepalive: Send = (path, body) =>
  fetch(path, { method: 'POST', keepalive: true, credentials: 'omit', headers: { 'content-type': 'application/json' }, body });

/** `scriptUrl`: a script of the build (the entry chunk, app/clientErrorReporting.ts), since this module loads in a chunk of its own. */
export function reportClientError(
  kind: ClientErrorReport['kind'],
  error: unknown,
  pathname: string,
  send: Send = sendWithKeepalive,
  scriptUrl = import.meta.url,
): void {
  if (sent >= CLIENT_ERROR_REPORTS_MAX) return;
  sent++;
  try {
    void send(clientErrorsRoutes[0].path, JSON.stringify(clientErrorReport(kind, error, pathname, scriptUrl))).catch(() => undefined);
  } catch {
    // Reporting must never add a failure of its own.
  }
}

/** Tests only: a new page load. */
export function resetClientErrorReports(): void {
  sent = 0;
}
