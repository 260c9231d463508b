/**
 * Issue 23 §1: the landing and static pages unfurl. Fetched as a crawler
 * reads them (a plain fetch, no JavaScript), each prerendered page names its
 * own absolute address in og:url and its canonical link, and an absolute
 * og:image (and twitter:image) that is the product's 1200 × 630 card; the
 * app's shell, served at every other client route, carries the same card but
 * names no address of its own. The build writes a placeholder origin
 * (#contract/siteOrigin) that the web server replaces with its own, as the
 * deployment does on AWS: no crawler ever reads the placeholder.
 */
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '#contract/prerenderedPages';
import { SITE_ORIGIN_PLACEHOLDER } from '#contract/siteOrigin';
import { GENERIC_CARD_PATH } from '#domain/unfurl';
import { crawl, picture, type CrawledPage } from '#test-support/crawler';
import { testStack } from '#test-support/stack';

/** The placeholder's host too: a page must not name it in any form (escaped, without its scheme). */
const PLACEHOLDER_HOST = new URL(SITE_ORIGIN_PLACEHOLDER).host;

function expectProductCard(page: CrawledPage, where: string): void {
  const card = new URL(GENERIC_CARD_PATH, testStack().webUrl).href;
  expect(page.status, where).toBe(200);
  expect(page.meta.get('og:image'), `${where}: og:image`).toBe(card);
  expect(page.meta.get('twitter:image'), `${where}: twitter:image`).toBe(card);
  expect(page.meta.get('twitter:card'), where).toBe('summary_large_image');
  expect(page.meta.get('og:image:width'), where).toBe('1200');
  expect(page.meta.get('og:image:height'), where).toBe('630');
  expect(page.html, `${where}: no placeholder origin`).not.toContain(PLACEHOLDER_HOST);
}

describe('the landing and static pages, fetched as a crawler does', () => {
  it.each(PRERENDERED_PAGES.map((page) => page.path))('%s names its own absolute address and the 1200 × 630 card', async (pagePath) => {
    const page = await crawl(pagePath);
    expectProductCard(page, pagePath);
    const address = new URL(pagePath, testStack().webUrl).href;
    expect(page.meta.get('og:url'), 'og:url').toBe(address);
    expect(page.meta.get('canonical'), 'canonical link').toBe(address);
    // Still the prerendered page (its markup in #root), not the shell.
    expect(page.html).toMatch(/<div id="root"><[a-z]/);
    await picture(page.meta.get('og:image')!);
  });

  it('the app shell (any other client route) carries the card and names no address: it is served at many', async () => {
    for (const route of ['/home', '/profile/jane.doe', '/index.html']) {
      const page = await crawl(route);
      expectProductCard(page, route);
      expect(page.meta.has('og:url'), `${route}: og:url`).toBe(false);
      expect(page.meta.has('canonical'), `${route}: canonical link`).toBe(false);
      expect(page.html).toContain('<div id="root"></div>');
    }
  });

  it('a HEAD of a page announces the length of the page as served, its origin in place', async () => {
    for (const pagePath of ['/', '/about', '/home']) {
      const get = await fetch(new URL(pagePath, testStack().webUrl));
      const body = Buffer.from(await get.arrayBuffer());
      const head = await fetch(new URL(pagePath, testStack().webUrl), { method: 'HEAD' });
      expect(Number(head.headers.get('content-length')), pagePath).toBe(body.length);
      expect(Number(get.headers.get('content-length')), pagePath).toBe(body.length);
    }
  });
});
