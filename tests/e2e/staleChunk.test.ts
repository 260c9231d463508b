/**
 * A tab opened before a deploy (issue 20 §8): its next page's chunk is gone
 * (answered 404 once, as a bucket without the old build would), so the page
 * reloads once and the visitor lands on the page they asked for, not on /.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useStackEnv } from '#test-support/stack';
import { newVisit, useBrowser } from './support/browser';
import { at, shown } from './support/ui';

const browser = useBrowser();

beforeAll(() => {
  useStackEnv();
});

describe('a lazy chunk that fails to load', () => {
  it('reloads the page once and shows the page asked for', async () => {
    const visit = await newVisit(browser());
    const { page } = visit;
    await page.goto('/');
    await shown(page.getByRole('heading', { level: 1 }), 'the landing page');
    await visit.checkA11y('landing page');

    let refused = 0;
    await page.route(/\/assets\/AboutPage-[^/]+\.js$/, async (route) => {
      if (refused++ === 0) return route.fulfill({ status: 404, body: 'Not Found' });
      return route.continue();
    });
    let loads = 0;
    page.on('load', () => loads++);

    // A link inside the app: the router asks for the About page's chunk, which is gone this once.
    await page.evaluate(() => {
      history.pushState(null, '', '/about');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await shown(page.getByRole('heading', { level: 1, name: /About/ }), 'the About page after the reload');
    await at(page, '/about');
    expect(refused).toBe(2);
    expect(loads).toBe(1);
    await visit.checkA11y('about page after the reload');
    // The chunk's failure was handled, not left as an error in the page.
    await visit.close();
  });
});
