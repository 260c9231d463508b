/**
 * The landing page as a visitor's browser gets it, measured in a real
 * Chromium against the production build: every .js response is counted,
 * gzipped as a CDN would serve it, and the largest contentful paint is read
 * from the page's own PerformanceObserver. Each measurement uses a fresh
 * browser (cold cache, no stored session), as a first visit would.
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
  /** Largest contentful paint in milliseconds since navigation start (Chromium's own figure). */
  lcpMs: number;
  /** What the LCP element was (tag name), to tell a text paint from the hero image. */
  lcpElement: string;
}

declare global {
  interface Window {
    __lcp?: { startTime: number; element: string };
  }
}

/** Kept in the page before any of its scripts run: the newest LCP candidate wins, as Chromium reports it. */
function observeLcp(): void {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      window.__lcp = { startTime: entry.startTime, element: entry.element?.tagName.toLowerCase() ?? '?' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Cold loads for the LCP figure: one load's paint swings with the machine's load; the median does less. */
export const LCP_RUNS = 5;

export interface LandingFigures extends PageWeight {
  /** Every cold load's LCP, sorted (ms); `lcpMs` is their median. */
  lcpRunsMs: number[];
}

/** The landing page's JavaScript (identical on every load) and the median LCP of `runs` cold loads. */
export async function measureLandingMedian(webUrl: string, runs = LCP_RUNS): Promise<LandingFigures> {
  const loads: PageWeight[] = [];
  for (let i = 0; i < runs; i++) loads.push(await measureLanding(webUrl));
  const sorted = [...loads].sort((a, b) => a.lcpMs - b.lcpMs);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return { ...loads[0]!, lcpMs: median.lcpMs, lcpElement: median.lcpElement, lcpRunsMs: sorted.map((l) => l.lcpMs) };
}

export async function measureLanding(webUrl: string): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await page.addInitScript(observeLcp);
    const pending: Promise<{ url: string; bytes: number; gzipBytes: number }>[] = [];
    page.on('response', (response) => {
      if (!/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) return;
      pending.push(
        response.body().then((body) => ({ url: new URL(response.url()).pathname, bytes: body.byteLength, gzipBytes: gzipSync(body).byteLength })),
      );
    });
    await page.goto(webUrl, { waitUntil: 'networkidle' });
    // LCP candidates stop once the page is idle; the last one reported is the LCP.
    await page.waitForFunction(() => window.__lcp !== undefined);
    const lcp = await page.evaluate(() => window.__lcp!);
    const files = await Promise.all(pending);
    return {
      files,
      totalBytes: files.reduce((s, f) => s + f.bytes, 0),
      totalGzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0),
      lcpMs: lcp.startTime,
      lcpElement: lcp.element,
    };
  } finally {
    await browser.close();
  }
}
