/**
 * axe-core run inside the page, injected once per document.
 *
 * @axe-core/playwright injected axe's 560 KB source into the page twice on
 * every analyze() and configured it again: about half a second of a busy
 * core per run, and the gate runs axe twice per check (light, then the
 * colour rules in dark). Injected once per document, the same rules run in
 * about 15 ms plus their own work (measured on /about: a one-rule run took
 * 435–594 ms through the builder, 11–22 ms in the page).
 *
 * As the builder's legacy mode did: axe.run in the top document, frames of
 * the same origin tested through axe's own messaging, cross-origin frames
 * (an embedded third-party form) left alone.
 */
import axe from 'axe-core';
import type { Frame, Page } from 'playwright-core';

export const AXE_VERSION = axe.version;

export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

const INJECT = `${axe.source}
;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'vouched-tests' } });`;

/** Adds axe to a frame whose document has none yet; a frame that went away meanwhile needs none. */
async function ensureAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object').catch(() => true);
  if (!present) await frame.evaluate(INJECT).catch(() => undefined);
}

/** axe.run over the whole page with these options (runOnly / rules), returning its violations. */
export async function runAxeInPage(page: Page, options: axe.RunOptions): Promise<{ violations: AxeViolation[] }> {
  await Promise.all(page.frames().map(ensureAxe));
  // Only violations are read: axe then builds the node details (a CSS selector per node, its HTML) for them
  // alone, not for every element that passed, which axe's docs name as its costly part on large pages.
  const runOptions: axe.RunOptions = { ...options, resultTypes: ['violations'] };
  return page.evaluate(async (runOptions) => {
    const inPage = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<axe.AxeResults> } }).axe;
    const { violations } = await inPage.run(document, runOptions);
    return {
      violations: violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      })),
    };
  }, runOptions as never);
}
