/**
 * Lets a feature warm a page it is about to send the member to, without
 * importing that page (features do not import each other): the router
 * registers a page's preload under its path; the feature asks by path.
 */
const preloads = new Map<string, () => Promise<unknown>>();

export function registerRoutePreload(path: string, preload: () => Promise<unknown>): void {
  preloads.set(path, preload);
}

/** Starts loading the page at `path` if the router registered it; a failure is left to the navigation itself. */
export function preloadRoute(path: string): void {
  preloads
    .get(path)?.()
    .catch(() => undefined);
}
