/**
 * The XSS gate's tripwire, installed before any page script (in every frame):
 * records any alert/confirm/prompt call, any write to the `__xss` global the
 * payloads try to set, and any native dialog the page opens. A second check
 * looks at the DOM itself, so markup that got in would be caught even where
 * the Content-Security-Policy stopped it from running.
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface XssTripwire {
  /** Everything a payload managed to run, in order. */
  ran: string[];
}

export async function installXssTripwire(context: BrowserContext, page: Page): Promise<XssTripwire> {
  const ran: string[] = [];
  await context.exposeBinding('__xssRan', ({ frame }, what: string) => {
    ran.push(`${what} (in ${frame.url().slice(0, 80)})`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __xssRan: (what: string) => void }).__xssRan;
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      Object.defineProperty(window, name, {
        configurable: false,
        value: (...args: unknown[]) => {
          void report(`${name}(${args.map(String).join(', ')})`);
          return null;
        },
      });
    }
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => undefined,
      set: (value: unknown) => void report(`window.__xss = ${String(value)}`),
    });
  });
  page.on('dialog', (dialog) => {
    ran.push(`native ${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { ran };
}

/**
 * Markup that must never be in the page, run or not: event-handler
 * attributes, script-bearing URLs, frames and plugins, <base>/<meta refresh>,
 * and scripts other than the app's own bundle. Returns a description of each.
 */
export function injectedMarkup(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const root = document.querySelector(selector) ?? document.body;
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'];
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const tag = el.tagName.toLowerCase();
      if (['iframe', 'object', 'embed', 'base', 'frame', 'frameset'].includes(tag)) found.push(`<${tag}>`);
      if (tag === 'meta' && el.hasAttribute('http-equiv')) found.push('<meta http-equiv>');
      if (tag === 'script' && !(el.getAttribute('src') ?? '').startsWith('/assets/')) found.push(`<script> ${el.outerHTML.slice(0, 80)}`);
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) found.push(`${tag}[${name}]`);
        // Browsers drop control characters inside a URL's scheme ("java\tscript:"), so the check does too.
        if (
          urlAttributes.includes(name) &&
          /^\s*(javascript|vbscript|data)\s*:/i.test([...attr.value].filter((ch) => ch.charCodeAt(0) > 0x1f).join(''))
        ) {
          found.push(`${tag}[${name}="${attr.value.slice(0, 60)}"]`);
        }
        if (name === 'style' && /expression\s*\(|javascript:/i.test(attr.value)) found.push(`${tag}[style="${attr.value.slice(0, 60)}"]`);
      }
    }
    return found;
  }, within);
}
