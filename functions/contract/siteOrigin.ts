/**
 * The app's own address in the built HTML (issue 23 §1). The landing and
 * static pages name absolute addresses (og:url, the canonical link, og:image,
 * twitter:image), because crawlers do not resolve relative ones; but one web
 * build runs anywhere and knows no origin. So the build writes this
 * placeholder, and whoever serves the pages puts the real origin in its place:
 * - on AWS the deployment (lib/web.ts: the entry pages are uploaded with the
 *   app's address as a deploy-time value);
 * - locally the web server (bin/local/webServer.ts), as it serves a page;
 * - the unfurl function, over the index.html it reads, whatever it was given.
 * A `.invalid` name (RFC 2606): should one ever leak, it can name nobody's site.
 */
export const SITE_ORIGIN_PLACEHOLDER = 'https://site-origin.vouched.invalid';

/**
 * `html` with every placeholder origin replaced by `origin` (https://host, no trailing slash: the
 * app's own configured address, not a viewer's input). One linear pass, no pattern.
 */
export function withSiteOrigin(html: string, origin: string): string {
  return html.replaceAll(SITE_ORIGIN_PLACEHOLDER, origin);
}
