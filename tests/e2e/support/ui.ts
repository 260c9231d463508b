/**
 * Small page helpers shared by the browser tests. playwright-core has no
 * assertion library, so these wait for a state and fail the test with a
 * readable message when it does not come.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const TIMEOUT = 15_000;

/** A toast (Chakra's toast root) containing `text`. */
export function toastWith(page: Page, text: string): Locator {
  return page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first();
}

async function waitFor(locator: Locator, state: 'visible' | 'hidden', what: string): Promise<void> {
  try {
    await locator.waitFor({ state, timeout: TIMEOUT });
  } catch (error) {
    // Playwright's own first line says whether the wait ran out or the locator matched two elements at once.
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    throw new Error(`expected ${what} to be ${state}: ${locator.toString()}\n${reason}\n${await pageState(locator.page())}`, { cause: error });
  }
  // Still so a moment later (a list that re-renders as its query refreshes swaps the element for its twin in between).
  await expect.poll(() => locator.isVisible(), { message: `${what} ${state}`, timeout: TIMEOUT }).toBe(state === 'visible');
}

/**
 * What the page showed when a wait gave up: its address, its open dialogs and toasts. A failure
 * on a CI machine leaves only its message behind, so the message carries what a screenshot would.
 */
async function pageState(page: Page): Promise<string> {
  const state = await page
    .evaluate(() => {
      const text = (el: Element) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim().slice(0, 300);
      const dialogs = [...document.querySelectorAll('[role="dialog"],[role="alertdialog"]')].map(text);
      const toasts = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].map(text);
      const focused = document.activeElement ? `${document.activeElement.tagName} ${text(document.activeElement).slice(0, 60)}` : 'none';
      return `dialogs: ${JSON.stringify(dialogs)}; toasts: ${JSON.stringify(toasts)}; focus: ${focused}`;
    })
    .catch((error: unknown) => `page state unreadable: ${String(error)}`);
  return `the page at ${page.url()} showed ${state}`;
}

export const shown = (locator: Locator, what = 'element') => waitFor(locator, 'visible', what);
export const gone = (locator: Locator, what = 'element') => waitFor(locator, 'hidden', what);

/** Waits until the page is at `pathname` (query ignored unless `search` given). */
export async function at(page: Page, pathname: string, search?: (search: string) => boolean): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname && (!search || search(url.search)), { timeout: TIMEOUT });
  } catch {
    throw new Error(`expected to be at ${pathname}, but the page is at ${page.url()}`);
  }
  expect(new URL(page.url()).pathname).toBe(pathname);
}

/** Is the element's top inside the viewport (after a scroll)? */
export function inViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });
}

/** A modal by its title, whether it is a dialog or an alert dialog. */
export function dialogNamed(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));
}

/** What has focus: its test id, else its accessible label, else its text ('body' when focus fell to the page). */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
  });
}
