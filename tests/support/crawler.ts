/**
 * A page and a picture as a crawler reads them (a link preview's bot, a
 * search engine): a plain fetch from the test stack's web server, no
 * JavaScript. Shared by the unfurl tests (tests/integration/unfurl.test.ts)
 * and the static pages' (tests/e2e/staticPageTags.test.ts).
 */
import { expect } from 'vitest';
import { Parser } from '#domain/htmlparser2';
import { testStack } from './stack';

export interface CrawledPage {
  status: number;
  html: string;
  meta: Map<string, string>;
  title: string;
}

/** A page as a crawler reads it: the HTML and its meta tags (name or property → content), the title and the canonical link. */
export async function crawl(pathAndQuery: string): Promise<CrawledPage> {
  const answer = await fetch(`${testStack().webUrl}${pathAndQuery}`, { headers: { 'user-agent': 'facebookexternalhit/1.1' }, redirect: 'manual' });
  const html = await answer.text();
  const meta = new Map<string, string>();
  let title = '';
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        inTitle = name === 'title';
        if (name === 'meta' && (attributes.property ?? attributes.name))
          meta.set((attributes.property ?? attributes.name)!, attributes.content ?? '');
        if (name === 'link' && attributes.rel === 'canonical') meta.set('canonical', attributes.href ?? '');
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag() {
        inTitle = false;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { status: answer.status, html, meta, title };
}

/** The picture a card names: fetched as a crawler does, checked to be a 1200 × 630 PNG; its bytes and headers. */
export async function picture(url: string): Promise<{ bytes: Buffer; cacheControl: string }> {
  const answer = await fetch(url, { redirect: 'follow' });
  expect(answer.status, url).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await answer.arrayBuffer());
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  return { bytes, cacheControl: answer.headers.get('cache-control') ?? '' };
}
