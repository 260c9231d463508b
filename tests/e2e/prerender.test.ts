/**
 * Issue 23 §2: the public pages are HTML before they are JavaScript. Each
 * prerendered page's text is in the HTML the server sends (read here with a
 * plain fetch, no browser), shows in Chromium with its scripts refused, and with
 * scripts on React hydrates that HTML (its nodes stay, no page error: a
 * hydration mismatch is reported as one, app/recoverableErrors.ts) and the
 * page works. Every other client route still gets the empty shell.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PRERENDERED_PAGES, type PrerenderedPath } from '#contract/prerenderedPages';
import { testStack } from '#test-support/stack';
import { newVisit, useBrowser } from './support/browser';
import { signedInVisit } from './support/session';
import { at, shown } from './support/ui';

const browser = useBrowser();

/** Each page's title (its h1) and a sentence from further down, which only a full render carries. */
const PAGES: Record<PrerenderedPath, { heading: string; text: string }> = {
  '/': { heading: 'Character, Prioritized', text: 'Digital letters of recommendation. All in one place.' },
  '/about': { heading: 'About Vouched', text: 'Will anyone actually vouch for me?' },
  '/terms': { heading: 'Terms of Service', text: 'How we handle your data is described on the' },
  '/data-security': { heading: 'Data Security & Privacy', text: 'Changes to this policy' },
  '/why-we-built-this': { heading: 'Why We Built This', text: 'The reference call that never happens' },
};

/** HTML text as a browser shows it: the few entities React writes decoded. */
function htmlText(html: string): string {
  return html.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
}

/** The first paint's tree is kept: React hydrated it (createRoot would have replaced it). Records any h1 taken out of the page. */
async function watchHeadingRemovals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __removedHeadings: number };
    w.__removedHeadings = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) w.__removedHeadings++;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

describe('prerendered public pages', () => {
  it('carry their text in the HTML the server sends, before any script', async () => {
    for (const page of PRERENDERED_PAGES) {
      const response = await fetch(new URL(page.path, testStack().webUrl));
      expect(response.status, page.path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control'), `${page.path} is revalidated like index.html`).toBe('no-cache');
      const html = htmlText(await response.text());
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root, `${page.path}: its heading inside #root`).toContain(`>${PAGES[page.path].heading}</h1>`);
      expect(root, `${page.path}: text further down`).toContain(PAGES[page.path].text);
      // Styled from the first byte (Emotion's styles inline), and nothing inline to run: the CSP allows no inline script.
      expect(root).toContain('<style data-emotion=');
      expect(html).not.toMatch(/<script>|<script(?![^>]*\ssrc=)[^>]*>/);
    }
    // Every other client route is the app's empty shell, as before.
    for (const path of ['/home', '/blog', '/no-such-page', '/about/']) {
      const html = await (await fetch(new URL(path, testStack().webUrl))).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
  });

  it('show their content in Chromium without any of their scripts', async () => {
    // A chosen mode: without script nothing follows the system's, so the accessibility check's dark pass checks this page as it is.
    const origin = new URL(testStack().webUrl).origin;
    const visit = await newVisit(browser(), undefined, {
      withoutPageScripts: true,
      storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'vouched.colorMode', value: 'light' }] }] },
    });
    const { page } = visit;
    for (const { path } of PRERENDERED_PAGES) {
      await page.goto(path);
      await shown(page.getByRole('heading', { level: 1, name: PAGES[path].heading }), `the ${path} heading`);
      await shown(page.getByText(PAGES[path].text).first(), `the ${path} text`);
      // No script of the page ran: even the colour-mode one would have put a class on <html>.
      expect(await page.evaluate(() => document.documentElement.className)).toBe('');
      await visit.checkA11y(`${path} without its scripts`);
    }
    await visit.shot('prerendered-landing-no-js');
    await visit.close();
  });

  it('hydrate without an error, keep the first paint and work', async () => {
    const visit = await newVisit(browser());
    const { page } = visit;
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await watchHeadingRemovals(page);
    for (const { path } of PRERENDERED_PAGES) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await shown(page.getByRole('heading', { level: 1, name: PAGES[path].heading }));
      expect(await page.evaluate(() => (window as unknown as { __removedHeadings: number }).__removedHeadings), `${path} was hydrated`).toBe(0);
      await visit.checkA11y(path);
    }
    // Hydrated means working: the FAQ opens, the landing page's Log In opens its dialog.
    await page.goto('/about', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Will anyone actually vouch for me?' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Will anyone actually vouch for me?' }).getAttribute('aria-expanded')).toBe('true');
    await visit.checkA11y('/about with a question open');
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Log In' }).click();
    await shown(page.getByRole('dialog', { name: 'Welcome Back' }));
    await visit.checkA11y('login dialog over the hydrated landing page');
    expect(consoleErrors).toEqual([]);
    await visit.close();
  });

  it('paint a dark-mode visitor dark from the first frame', async () => {
    const visit = await newVisit(browser());
    const { page } = visit;
    await page.emulateMedia({ colorScheme: 'dark' });
    // The mode <html> had when the page's root first arrived, before the app's script could run.
    await page.addInitScript(() => {
      const w = window as unknown as { __darkAtRoot?: boolean };
      new MutationObserver((_records, observer) => {
        if (!document.getElementById('root')) return;
        w.__darkAtRoot = document.documentElement.classList.contains('dark');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/about');
    await shown(page.getByRole('heading', { level: 1, name: 'About Vouched' }));
    expect(await page.evaluate(() => (window as unknown as { __darkAtRoot?: boolean }).__darkAtRoot)).toBe(true);
    await visit.checkA11y('/about in dark mode');
    await visit.close();
  });

  it('send a signed-in member from / to their home as before', async () => {
    const member = testStack().seed?.logins.find((l) => l.role === 'member');
    if (!member) throw new Error('the test stack seeded no member login');
    const visit = await signedInVisit(browser(), member.email, member.password);
    await visit.page.goto('/');
    await at(visit.page, '/home');
    await shown(visit.page.getByRole('heading', { level: 1 }).first());
    await visit.checkA11y('home page');
    await visit.close();
  });
});
