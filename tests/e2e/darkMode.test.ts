/**
 * Issue 23 §3, dark mode: the app follows the system's setting, and a
 * member's choice in the account menu (Light, Dark, System) wins and is
 * remembered. Every other browser test checks axe in both modes
 * (support/a11y.ts); this one also keeps screenshots of the main pages in
 * dark mode (test-results/screenshots/dark-*.png) to look at.
 */
import { describe, expect, it } from 'vitest';
import { testStack } from '#test-support/stack';
import { newVisit, useBrowser } from './support/browser';
import { signedInVisit } from './support/session';
import { at, shown } from './support/ui';

const browser = useBrowser();

const isDark = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

function seededMember(): { email: string; password: string } {
  const member = testStack().seed?.logins.find((l) => l.role === 'member');
  if (!member) throw new Error('the test stack seeded no member login');
  return member;
}

describe('dark mode', () => {
  it('follows the system for a visitor', async () => {
    const visit = await newVisit(browser());
    const { page } = visit;
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await shown(page.getByRole('heading', { name: 'Character, Prioritized', level: 1 }), 'the landing page');
    await expect.poll(() => isDark(page)).toBe(true);
    await visit.checkA11y('landing page in dark mode');
    await visit.shot('dark-landing');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
    await visit.close();
  });

  it('is switched in the account menu, remembered, and back to the system on System', async () => {
    const { email, password } = seededMember();
    const visit = await signedInVisit(browser(), email, password);
    const { page } = visit;
    await page.goto('/home');
    await shown(page.getByText("Choose what you'd like to do today."), 'the home page');
    expect(await isDark(page)).toBe(false);

    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    await expect.poll(() => page.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
    await visit.checkA11y('account menu in dark mode');
    await page.keyboard.press('Escape');

    // Remembered across loads, whatever the system says.
    for (const [path, name] of [
      ['/home', 'home'],
      ['/vouch-community', 'directory'],
      ['/my-profile', 'profile'],
      ['/my-vouch-dashboard', 'portfolio'],
    ] as const) {
      await page.goto(path);
      await at(page, path);
      await shown(page.getByRole('heading', { level: 1 }).first(), `the ${name} page`);
      expect(await isDark(page)).toBe(true);
      await visit.checkA11y(`${name} page, dark chosen`);
      await visit.shot(`dark-${name}`);
    }

    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    await expect.poll(() => isDark(page)).toBe(false);
    await page.keyboard.press('Escape');
    await page.reload();
    await shown(page.getByRole('heading', { level: 1 }).first(), 'the portfolio again');
    expect(await isDark(page)).toBe(false);
    await visit.close();
  });
});
