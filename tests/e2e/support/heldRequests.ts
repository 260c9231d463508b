/**
 * Holding a page's requests, so a loading state is seen as it is (and checked
 * by axe, and shot) before the answer arrives.
 */
import type { Page } from 'playwright-core';

/** Holds the page's requests whose URL `matches` until `release()`, which lets them through and stops holding. */
export async function holdRequests(page: Page, matches: (url: URL) => boolean): Promise<{ release: () => Promise<void> }> {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  await page.route(matches, async (route) => {
    await opened;
    await route.fallback();
  });
  return {
    release: async () => {
      open();
      await page.unroute(matches);
    },
  };
}
