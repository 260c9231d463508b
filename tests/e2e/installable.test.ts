/**
 * Issue 23 §3 (first part) and §1's static tags: the app installs on a
 * phone's home screen, and the landing page's link unfurls. Fetched as a
 * crawler would (no JavaScript): the manifest and its fields, every icon a
 * PNG of the size it says, the Apple touch icon, the Open Graph and Twitter
 * tags with a 1200×630 card; and Chromium's own installability check finds
 * nothing missing.
 */
import { describe, expect, it } from 'vitest';
import { DomUtils, parseDocument } from 'htmlparser2';
import { testStack } from '#test-support/stack';
import { newVisit, useBrowser } from './support/browser';
import { shown } from './support/ui';

const browser = useBrowser();

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** A PNG's width and height, from its IHDR chunk (bytes 16–23), or undefined when it is not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function fetchOk(path: string): Promise<Response> {
  const response = await fetch(new URL(path, testStack().webUrl));
  expect(response.status, path).toBe(200);
  return response;
}

type Element = ReturnType<typeof DomUtils.findAll>[number];
const attr = (el: Element | undefined, name: string) => el?.attribs[name];

/** The head's elements of one tag whose attribute has this value (`<link rel="manifest">`, `<meta property="og:title">`). */
function tagsWith(html: ReturnType<typeof parseDocument>, tag: string, name: string, value: string): Element[] {
  return DomUtils.findAll((el) => el.name === tag && el.attribs[name] === value, html.children);
}

describe('an installable app whose link unfurls', () => {
  it('serves the manifest, its icons and the share tags without any script', async () => {
    const html = parseDocument(await (await fetchOk('/')).text());
    const head = (tag: string, name: string, value: string) => tagsWith(html, tag, name, value)[0];

    const manifestResponse = await fetchOk(attr(head('link', 'rel', 'manifest'), 'href') ?? 'missing');
    expect(manifestResponse.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await manifestResponse.json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'Vouched', short_name: 'Vouched', start_url: '/home', scope: '/', display: 'standalone' });
    expect(manifest.theme_color).toBe(attr(head('meta', 'name', 'theme-color'), 'content'));
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of [...manifest.icons, { src: attr(head('link', 'rel', 'apple-touch-icon'), 'href') ?? 'missing', sizes: '180x180' }]) {
      const size = pngSize(Buffer.from(await (await fetchOk(icon.src)).arrayBuffer()));
      expect(size && `${size.width}x${size.height}`, icon.src).toBe(icon.sizes);
    }

    const og = (property: string) => attr(head('meta', 'property', `og:${property}`), 'content');
    expect(og('title')).toBe('Vouched — Character, Prioritized');
    expect(og('description')).toBeTruthy();
    expect(attr(head('meta', 'name', 'twitter:card'), 'content')).toBe('summary_large_image');
    const card = pngSize(Buffer.from(await (await fetchOk(og('image') ?? 'missing')).arrayBuffer()));
    expect(card).toEqual({ width: 1200, height: 630 });
    expect([og('image:width'), og('image:height')]).toEqual(['1200', '630']);
    // One of each: a crawler takes the first, so a second copy could only disagree.
    for (const property of ['title', 'description', 'image']) expect(tagsWith(html, 'meta', 'property', `og:${property}`)).toHaveLength(1);
  });

  it('passes Chromium’s installability check', async () => {
    const visit = await newVisit(browser());
    const { page } = visit;
    await page.goto('/');
    await shown(page.getByRole('heading', { level: 1 }), 'the landing page');
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // Every test's browser context is incognito, where Chromium never installs: that one reason is the harness's, not the app's.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await visit.checkA11y('landing page');
    await visit.close();
  });
});
