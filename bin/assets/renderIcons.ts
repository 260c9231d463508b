/**
 * Renders the web app's PNG icons and its share card from the SVG favicon,
 * in Chromium (the one the browser tests use), into web/public. Run it after
 * changing the logo or the card: `npx tsx bin/assets/renderIcons.ts`. The
 * PNGs are committed: a build needs no browser.
 *
 * - icon-192.png, icon-512.png: the manifest's icons (purpose any);
 * - icon-maskable-512.png: the logo inside the safe zone (the inner 80%) on the brand colour, for
 *   launchers that crop icons to a circle or squircle;
 * - apple-touch-icon.png (180 px): iOS home screens, which ignore the manifest;
 * - og-card.png (1200×630): the picture a shared link unfurls with.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const PUBLIC = fileURLToPath(new URL('../../web/public', import.meta.url));
const BRAND = '#1f3a5f';
const logo = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');

const page = (body: string) =>
  `<!doctype html><html><head><style>html,body{margin:0;padding:0}body{font-family:Inter,'DejaVu Sans',Arial,sans-serif}</style></head><body>${body}</body></html>`;

const square = (size: number) =>
  page(`<div style="width:${size}px;height:${size}px">${logo.replace('<svg ', `<svg width="${size}" height="${size}" `)}</div>`);

const maskable = (size: number) => {
  const inner = Math.round(size * 0.7);
  return page(
    `<div style="width:${size}px;height:${size}px;background:${BRAND};display:flex;align-items:center;justify-content:center">${logo.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>`,
  );
};

const card = page(`
  <div style="width:1200px;height:630px;box-sizing:border-box;padding:96px;background:linear-gradient(135deg,${BRAND} 0%,#2c5282 100%);color:#fff;display:flex;flex-direction:column;justify-content:center;gap:40px">
    <div style="display:flex;align-items:center;gap:32px">
      ${logo.replace('<svg ', '<svg width="140" height="140" ')}
      <span style="font-size:112px;font-weight:700;letter-spacing:-2px">Vouched</span>
    </div>
    <div style="font-size:56px;font-weight:600">Character, Prioritized.</div>
    <div style="font-size:36px;opacity:.85">Digital letters of recommendation. All in one place.</div>
  </div>`);

const outputs: [file: string, html: string, width: number, height: number][] = [
  ['icon-192.png', square(192), 192, 192],
  ['icon-512.png', square(512), 512, 512],
  ['icon-maskable-512.png', maskable(512), 512, 512],
  ['apple-touch-icon.png', maskable(180), 180, 180],
  ['og-card.png', card, 1200, 630],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const [file, html, width, height] of outputs) {
    const tab = await browser.newPage({ viewport: { width, height } });
    await tab.setContent(html);
    await tab.screenshot({ path: path.join(PUBLIC, file), omitBackground: file.startsWith('icon-') && !file.includes('maskable') });
    await tab.close();
    console.log(`web/public/${file} ${width}×${height}`);
  }
} finally {
  await browser.close();
}
