/**
 * The accessibility gate: axe-core (WCAG 2.2 AA + best practice) on every
 * page and every open dialog a browser test meets, with 0 violations, in
 * light and in dark mode (the second pass: colour rules, DARK_MODE_RULES).
 *
 * Hard to forget by construction: each visit records every pathname its page
 * lands on and every dialog that opens (a MutationObserver installed before
 * the app's scripts), and `visit.close()` fails if any of them was never
 * checked with `visit.checkA11y(name)`. A check covers the current pathname
 * and every dialog open at that moment.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { knownClean, pageStateKey, rememberClean } from './axeCache';
import { runAxeInPage, type AxeViolation } from './axeRunner';

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe leaves its experimental rules out of any tag selection, though these
 * test WCAG A/AA criteria (2.5.3 label in name, 1.3.1, 1.3.4): switched on
 * by name so the gate covers them (an enabled rule wins over the tag filter).
 */
const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch', 'p-as-heading', 'table-fake-caption', 'td-has-header', 'css-orientation-lock'];

/**
 * Pathnames that only redirect, so no person ever reads them (besides any
 * path the app leaves with a replace-navigation, recorded as it happens).
 */
const REDIRECT_ONLY = [/^\/invite\/[^/]+$/, /^\/auth\/callback$/];

export interface A11yTracker {
  /** Runs axe on the page as it is now (after waiting for animations to end); throws on any violation. */
  check(name: string): Promise<void>;
  /** Throws if a pathname or dialog the page showed was never checked. */
  assertCovered(): void;
}

type Violation = AxeViolation;

/** One readable line per violation: rule, impact, what to fix and where. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const where = v.nodes.map((n) => `      ${JSON.stringify(n.target)}${n.failureSummary ? `: ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`);
      return `  - ${v.id} (${v.impact ?? 'no impact given'}): ${v.help}\n${where.join('\n')}`;
    })
    .join('\n');
}

/** Names of the dialogs open in the page now (their accessible name by aria-labelledby / aria-label). */
function openDialogNames(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __a11yOpenDialogs?: () => string[] }).__a11yOpenDialogs?.() ?? []);
}

const trackers = new WeakMap<Page, A11yTracker>();

/**
 * What can differ between light and dark: colours, so the rules that
 * measure them. Text contrast, and a link told from its text by colour
 * alone. Everything else axe checks (names, roles, structure, focus order)
 * reads the DOM, which is the same in both modes; running all of it twice
 * would double the gate's cost for nothing (measured in docs/decisions.md).
 */
export const DARK_MODE_RULES = ['color-contrast', 'link-in-text-block'];

/** How many DOM changes the page has seen (counted by the observer trackA11y installs); 0 on a page without one. */
const mutationCount = (page: Page) => page.evaluate(() => (window as unknown as { __a11yMutations?: () => number }).__a11yMutations?.() ?? 0);

/**
 * axe on the page now: the whole gate, or only `rules`. A page state found clean before is not run again (axeCache.ts).
 *
 * axe snapshots the DOM when it starts and then reads it live for some checks, so a page that changes during
 * the run (a dialog whose chunk arrives mid-run hides #root with aria-hidden before axe's snapshot knows there
 * is a modal) gives verdicts on a page that never existed. A run whose page changed and found violations is
 * run again once the page settles, up to three times; the last verdict stands.
 */
async function runAxe(page: Page, rules?: string[]): Promise<{ violations: Violation[] }> {
  const ruleSet = rules ? `rules ${rules.join(',')}` : `tags ${A11Y_TAGS.join(',')} + ${EXPERIMENTAL_WCAG_RULES.join(',')}`;
  for (let attempt = 1; ; attempt++) {
    const before = await mutationCount(page);
    const key = await pageStateKey(page, ruleSet);
    if (knownClean(key)) return { violations: [] };
    const result = await analyze(page, rules);
    const changed = (await mutationCount(page)) !== before;
    if (!changed && result.violations.length === 0) rememberClean(key);
    if (!changed || result.violations.length === 0 || attempt === 3) return result;
    await settled(page);
  }
}

function analyze(page: Page, rules?: string[]): Promise<{ violations: Violation[] }> {
  // An enabled rule wins over the tag filter, so the experimental rules run beside the tags' own.
  return rules
    ? runAxeInPage(page, { runOnly: { type: 'rule', values: rules } })
    : runAxeInPage(page, {
        runOnly: { type: 'tag', values: A11Y_TAGS },
        rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
      });
}

const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

/**
 * Runs `check` with the system set to dark (the app follows it: web/src/lib/colorMode.ts), then sets it
 * back to light, the browser's default, and waits for the page to follow. Skipped (null) when the page
 * is already dark: the first pass covered that mode.
 */
async function inDarkMode<T>(page: Page, check: () => Promise<T>): Promise<T | null> {
  if (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)) return null;
  // The app's pages carry the mode on <html>, unless the member chose one in the account menu (then it stays);
  // a page that is not the app's (the local provider's) follows the media query alone.
  const modeIs = (dark: boolean) =>
    page.waitForFunction(
      (want) =>
        !document.getElementById('root') ||
        localStorage.getItem('vouched.colorMode') !== null ||
        document.documentElement.classList.contains('dark') === want,
      dark,
    );
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    await modeIs(true);
    await settled(page);
    return await check();
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
    await modeIs(false);
    await settled(page);
  }
}

/** The check for a page of a visit (for flows that hold only the page): checkA11y(page, 'landing'). */
export function checkA11y(page: Page, name: string): Promise<void> {
  const tracker = trackers.get(page);
  if (!tracker) throw new Error('this page is not from newVisit(), so it has no accessibility tracker');
  return tracker.check(name);
}

/** Installs the recorder on a context; call once per visit, before the first page loads. */
export async function trackA11y(context: BrowserContext, page: Page): Promise<A11yTracker> {
  const seenPaths = new Set<string>();
  const seenDialogs = new Set<string>();
  const checkedPaths = new Set<string>();
  const checkedDialogs = new Set<string>();

  const redirectedPaths = new Set<string>();
  await context.exposeBinding('__a11yDialogSeen', (_source, name: string) => {
    seenDialogs.add(name);
  });
  await context.exposeBinding('__a11yRedirectedFrom', (_source, pathname: string) => {
    redirectedPaths.add(pathname);
  });
  await context.addInitScript(() => {
    const w = window as unknown as {
      __a11yOpenDialogs: () => string[];
      __a11yDialogSeen: (name: string) => void;
      __a11yRedirectedFrom: (pathname: string) => void;
    };
    // A replace-navigation to another path is a redirect (<Navigate replace>): the page it leaves needs no check of its own.
    const replaceState = history.replaceState.bind(history);
    history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
      if (url !== undefined && url !== null) {
        const to = new URL(url, location.href).pathname;
        if (to !== location.pathname) void w.__a11yRedirectedFrom(location.pathname);
      }
      replaceState(data, unused, url);
    };
    const nameOf = (el: Element): string => {
      const ids = el.getAttribute('aria-labelledby');
      const byIds = ids
        ? ids
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
            .join(' ')
            .trim()
        : '';
      return byIds || el.getAttribute('aria-label')?.trim() || '(unnamed dialog)';
    };
    w.__a11yOpenDialogs = () =>
      [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter((el) => el.getClientRects().length > 0).map(nameOf);
    // Every change, for runAxe to tell whether the page held still while axe read it.
    let mutations = 0;
    (w as unknown as { __a11yMutations: () => number }).__a11yMutations = () => mutations;
    new MutationObserver((records) => {
      mutations += records.length;
    }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
    const reported = new Set<string>();
    new MutationObserver(() => {
      for (const name of w.__a11yOpenDialogs()) {
        if (reported.has(name)) continue;
        reported.add(name);
        void w.__a11yDialogSeen(name);
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['role', 'aria-labelledby', 'hidden', 'data-state'] });
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const { pathname } = new URL(frame.url());
    if (frame.url().startsWith('http') && !REDIRECT_ONLY.some((r) => r.test(pathname))) seenPaths.add(pathname);
  });

  const tracker: A11yTracker = {
    async check(name) {
      // A page reached a moment ago may still be loading its route's chunk: every page has a level-one
      // heading (axe requires one), so wait for it; if none comes, axe reports that below.
      await page.waitForFunction(() => document.querySelector('h1') !== null, undefined, { timeout: 5_000 }).catch(() => undefined);
      // Opening and closing animations fade colours; axe would measure contrast mid-fade.
      await settled(page);
      const result = await runAxe(page);
      // Dark mode changes colours only: the same page again under the system's dark setting, with the
      // rules that measure colour (see DARK_MODE_RULES), then back.
      const darkViolations = await inDarkMode(page, () => runAxe(page, DARK_MODE_RULES));
      checkedPaths.add(new URL(page.url()).pathname);
      for (const dialog of await openDialogNames(page)) checkedDialogs.add(dialog);
      if (result.violations.length) {
        throw new Error(`accessibility violations on "${name}" (${page.url()}):\n${describeViolations(result.violations)}`);
      }
      if (darkViolations?.violations.length) {
        throw new Error(`accessibility violations on "${name}" in dark mode (${page.url()}):\n${describeViolations(darkViolations.violations)}`);
      }
    },
    assertCovered() {
      const missing = [
        ...[...seenPaths].filter((p) => !checkedPaths.has(p) && !redirectedPaths.has(p)).map((p) => `page ${p}`),
        ...[...seenDialogs].filter((d) => !checkedDialogs.has(d)).map((d) => `dialog "${d}"`),
      ];
      if (missing.length) {
        throw new Error(`the test never ran visit.checkA11y() on: ${missing.join(', ')} (every page and open dialog needs an accessibility check)`);
      }
    },
  };
  trackers.set(page, tracker);
  return tracker;
}
