/**
 * Real Chromium (Debian's, see TEST_CHROMIUM) driven by playwright-core,
 * against the production web build the test stack serves. Each test gets a
 * fresh context (its own cookies and storage), and `shot()` saves a
 * full-page screenshot under test-results/screenshots/ to look at.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed } from 'vitest';
import { CHROMIUM_ARGS } from '../../../bench/landingWeight';
import { testStack } from '#test-support/stack';
import { trackA11y } from './a11y';
import { startViewerProxy } from './viewerProxy';

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

let browser: Browser | undefined;

/**
 * Debian's chromium-headless-shell when it is installed (.ci/run installs it): the same Blink and V8 without the
 * full browser's UI layers, it took about a third less CPU over the same browser tests (89 → 61 s on two
 * files). The full /usr/bin/chromium otherwise; CHROMIUM_PATH names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Launches one browser for the test file and closes it afterwards. */
export function useBrowser(): () => Browser {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });
  return () => {
    if (!browser) throw new Error('the browser is not running (useBrowser() must be called at the top of the file)');
    return browser;
  };
}

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** A URL on the web app: visit.url('/home'). */
  url(pathname: string): string;
  shot(name: string): Promise<void>;
  /** axe on the page and its open dialogs now (see a11y.ts); close() fails if a page or dialog went unchecked. */
  checkA11y(name: string): Promise<void>;
  /**
   * checkA11y and shot of a state that moves (a skeleton's pulse, a spinner), with the system set to reduced
   * motion for the while: axe waits for animations to end, and these end only for a member who asked for less motion.
   */
  checkStill(name: string, shotName: string): Promise<void>;
  /** For a test that provokes a page error on purpose (a planted payload the CSP blocks): waits for it and forgets it. */
  expectPageError(pattern: RegExp): Promise<void>;
  close(): Promise<void>;
}

export interface VisitOptions {
  /** What the context's storage holds before the first page loads (support/session.ts: a member already signed in). */
  storageState?: BrowserContextOptions['storageState'];
  /**
   * True: the page's scripts are never fetched, so none of them runs (what a prerendered page shows without
   * them). Not `javaScriptEnabled: false`, which also stops the timers axe needs to finish its run.
   */
  withoutPageScripts?: boolean;
}

export async function newVisit(browser: Browser, viewport = { width: 1280, height: 860 }, options: VisitOptions = {}): Promise<Visit> {
  // Each visit is its own visitor to the per-address rate limits, as it would be behind CloudFront:
  // its requests come from a loopback address of its own (support/viewerProxy.ts), nothing forged.
  const proxy = await startViewerProxy();
  const context = await browser.newContext({
    viewport,
    // Dates and numbers follow the browser's languages (web/src/lib/format.ts): the tests' texts are American English.
    locale: 'en-US',
    baseURL: testStack().webUrl,
    proxy: { server: proxy.server },
    storageState: options.storageState,
  });
  if (options.withoutPageScripts)
    await context.route(
      (url) => url.pathname.endsWith('.js'),
      (route) => route.abort(),
    );
  context.on('close', () => void proxy.stop());
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const a11y = await trackA11y(context, page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The security headers' CSP is in force in every test: any violation fails the visit.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`),
    ),
  );
  context.on('console', (message) => {
    if (message.type() === 'error' && /CSP violation|Content Security Policy/.test(message.text())) errors.push(message.text());
  });
  // What the page showed when a test failed, next to the screenshots it saved on purpose.
  onTestFailed(async ({ task }) => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const name = `FAILED-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`;
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage: true }).catch(() => undefined);
  });
  const shot = async (name: string) => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
  };
  return {
    context,
    page,
    url: (pathname) => new URL(pathname, testStack().webUrl).toString(),
    shot,
    checkA11y: (name) => a11y.check(name),
    async checkStill(name, shotName) {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await a11y.check(name);
      await shot(shotName);
      await page.emulateMedia({ reducedMotion: 'no-preference' });
    },
    async expectPageError(pattern) {
      await expect.poll(() => errors.some((e) => pattern.test(e)), { message: `a page error matching ${pattern}` }).toBe(true);
      errors.splice(0, errors.length, ...errors.filter((e) => !pattern.test(e)));
    },
    async close() {
      await context.close();
      a11y.assertCovered();
      if (errors.length) throw new Error(`uncaught errors in the page: ${errors.join(' | ')}`);
    },
  };
}
