/**
 * The accessibility gate itself (support/a11y.ts) can fail: axe's verdict
 * reaches the test as a thrown error naming the rule, and a page or dialog
 * shown but never checked fails the visit's close(). Without this, a gate
 * that silently stopped reporting would pass every other browser test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useStackEnv } from '#test-support/stack';
import { newVisit, useBrowser } from './support/browser';
import { shown } from './support/ui';

const browser = useBrowser();

beforeAll(() => {
  useStackEnv();
});

describe('the accessibility gate', () => {
  it('reports a violation by rule, and an unchecked page or dialog at close', async () => {
    const visit = await newVisit(browser());
    const { page } = visit;
    await page.goto('/about');
    await shown(page.getByRole('heading', { level: 1 }), 'the About page');
    await visit.checkA11y('about page');

    // A button with no name, planted in the page: button-name is a WCAG A rule.
    await page.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
    await expect(visit.checkA11y('about page with a nameless button')).rejects.toThrow(/button-name/);
    // A page that never holds still is run again (a verdict read mid-change may be wrong), but a real violation still stands.
    await page.evaluate(() => {
      const ticker = document.createElement('p');
      document.querySelector('main')?.append(ticker);
      setInterval(() => (ticker.textContent = String(Date.now())), 5);
    });
    await expect(visit.checkA11y('about page, changing, with a nameless button')).rejects.toThrow(/button-name/);

    // A dialog opened and a page reached, neither checked.
    await page.evaluate(() => {
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-label', 'Planted dialog');
      dialog.textContent = 'planted';
      document.body.append(dialog);
    });
    await page.goto('/faq');
    await shown(page.getByRole('heading', { level: 1 }), 'the FAQ page');
    await expect(visit.close()).rejects.toThrow(/page \/faq.*dialog "Planted dialog"/);
  });
});
