/**
 * The public pages the web build renders to HTML ahead of time (issue 23 §2):
 * each path's markup is in its own file, so the first paint and a crawler need
 * no script. The web build writes them (web/prerender.ts); the CloudFront
 * viewer-request function (lib/spaRouting.ts) sends each path to its file and
 * every other client route to index.html, the empty shell, as before.
 *
 * The about page holds the FAQ ('Thoughtfully Built') and data-security the
 * privacy text; neither has a path of its own.
 */
export const PRERENDERED_DIR = 'prerendered';

export const PRERENDERED_PAGES = [
  { path: '/', file: `/${PRERENDERED_DIR}/landing.html` },
  { path: '/about', file: `/${PRERENDERED_DIR}/about.html` },
  { path: '/terms', file: `/${PRERENDERED_DIR}/terms.html` },
  { path: '/data-security', file: `/${PRERENDERED_DIR}/data-security.html` },
  { path: '/why-we-built-this', file: `/${PRERENDERED_DIR}/why-we-built-this.html` },
] as const;

export type PrerenderedPath = (typeof PRERENDERED_PAGES)[number]['path'];
