/**
 * axe's verdict on a page state already found clean, reused instead of run
 * again. Many tests pass through the same screens (the landing page and the
 * sign-up dialog's invite step open most visitor flows), and an axe run
 * costs about a second of a busy core each time.
 *
 * Sound because the key is everything axe's verdict depends on: the whole
 * document as serialised markup (which names the build's hashed scripts, so
 * the styles their class names stand for), the viewport, the colour scheme
 * and the rules run. The same key is the same input to axe, so the same
 * verdict. Only clean verdicts are kept, as one empty file per key in a
 * folder every test worker shares (a file's creation is atomic, so two
 * workers cannot corrupt it); a violation is always found by a real run.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
// The axe-core the gate injects: another version may judge the same page otherwise.
import { AXE_VERSION } from './axeRunner';

const CACHE_DIR = path.resolve('node_modules/.cache/vouched-axe-clean');

/** The key of the page as axe would see it now, given the rules' own description. */
export async function pageStateKey(page: Page, rules: string): Promise<string> {
  const state = await page.evaluate(() => ({
    markup: document.documentElement.outerHTML,
    viewport: `${innerWidth}x${innerHeight}@${devicePixelRatio}`,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    // Text laid out in a fallback font sits elsewhere over its background than in the loaded one.
    fonts: document.fonts.status,
  }));
  return createHash('sha256')
    .update(`axe ${AXE_VERSION} ${rules}`)
    .update('\0')
    .update(`${state.viewport} dark=${state.dark} reduced=${state.reducedMotion} fonts=${state.fonts}`)
    .update('\0')
    .update(state.markup)
    .digest('hex');
}

export function knownClean(key: string): boolean {
  return existsSync(path.join(CACHE_DIR, key));
}

export function rememberClean(key: string): void {
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(path.join(CACHE_DIR, key), '');
}
