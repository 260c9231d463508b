/**
 * The JavaScript a visitor's browser loads for the landing page, measured
 * in a real Chromium against the production build: every .js response is
 * counted, gzipped as a CDN would serve it.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface PageWeight {
  files: { url: string; bytes: number; gzipBytes: number }[];
  totalBytes: number;
  totalGzipBytes: number;
}

export async function measureLandingJs(webUrl: string): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const pending: Promise<{ url: string; bytes: number; gzipBytes: number }>[] = [];
    page.on('response', (response) => {
      if (!/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) return;
      pending.push(
        response.body().then((body) => ({ url: new URL(response.url()).pathname, bytes: body.byteLength, gzipBytes: gzipSync(body).byteLength })),
      );
    });
    await page.goto(webUrl, { waitUntil: 'networkidle' });
    const files = await Promise.all(pending);
    return {
      files,
      totalBytes: files.reduce((s, f) => s + f.bytes, 0),
      totalGzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0),
    };
  } finally {
    await browser.close();
  }
}
