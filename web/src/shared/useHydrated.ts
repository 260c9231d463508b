import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React renders a page at build time (web/prerender.ts) and
 * while it hydrates that HTML in the browser; true on every other render,
 * including the first render of a page that was not prerendered. What only
 * the browser knows (storage, a stored session) waits for it, so the
 * hydrating render is the HTML's and React does not throw the page away for
 * a mismatch; the render right after hydration shows the browser's state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
