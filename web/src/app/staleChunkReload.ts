/**
 * A tab opened before a deploy asks for the hashed chunks of its own build.
 * The deploy keeps those (lib/web.ts does not prune), but a chunk can still
 * be gone (a build older than the bucket's memory, a network that dropped
 * the file): then the page reloads once, which fetches the new index.html and
 * its chunks, and the member lands on the page they asked for instead of
 * being sent to /. A second failure within a minute is a real fault: no loop,
 * the error boundary takes it.
 */
const RELOADED_AT_KEY = 'vouched:stale-chunk-reload';
const RELOAD_AGAIN_AFTER_MS = 60_000;
const MAX_MESSAGE = 500;

/** What Chromium, Firefox, Safari and Vite's preload helper say when a module or its CSS cannot be loaded. */
const CHUNK_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const message = error.message.slice(0, MAX_MESSAGE);
  return CHUNK_FAILURES.some((failure) => message.includes(failure));
}

export interface ReloadPlace {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload(): void;
  now(): number;
  /** This page's own memory: once it has asked for its reload, later chunk failures wait for that reload. */
  page: { reloading: boolean };
}

const thisPage = { reloading: false };

const browserPlace = (): ReloadPlace => ({
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
  now: Date.now,
  page: thisPage,
});

/**
 * Whether this failure is one a reload answers: a chunk that failed to load,
 * and either this page's reload is already under way or there was no such
 * reload in the last minute.
 */
export function mayReloadFor(error: unknown, place: ReloadPlace = browserPlace()): boolean {
  if (!isChunkLoadError(error)) return false;
  if (place.page.reloading) return true;
  const last = Number(place.storage.getItem(RELOADED_AT_KEY) ?? 0);
  return !(place.now() - last < RELOAD_AGAIN_AFTER_MS);
}

/** Reloads the page if this failure may (once per page); says whether a reload is under way for it. */
export function reloadForStaleChunk(error: unknown, place: ReloadPlace = browserPlace()): boolean {
  if (!mayReloadFor(error, place)) return false;
  if (place.page.reloading) return true;
  place.page.reloading = true;
  place.storage.setItem(RELOADED_AT_KEY, String(place.now()));
  place.reload();
  return true;
}

/**
 * Vite's preload helper reports a failed chunk as an event before the import
 * rejects, for any import (a page or a library chunk): the reload starts
 * there. The event is not cancelled: a cancelled one makes the import resolve
 * with undefined, and the page would crash reading its default export before
 * the reload lands. The import rejects instead, and RouteErrorBoundary shows
 * a spinner while this page's reload is under way.
 */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    reloadForStaleChunk((event as Event & { payload?: unknown }).payload);
  });
}
