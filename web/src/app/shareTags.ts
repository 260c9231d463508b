/**
 * The pages' share tags (issue 23 §1), written by the build (web/prerender.ts
 * through prerenderEntry.tsx): Open Graph, Twitter card and canonical link,
 * the same tags the unfurl function writes for a shared link
 * (functions/domain/unfurl.ts). Their addresses are absolute on the
 * placeholder origin (#contract/siteOrigin), which the deployment or the
 * local web server replaces with the app's: one build runs anywhere.
 */
import { SITE_ORIGIN_PLACEHOLDER } from '#contract/siteOrigin';
import { genericTags, unfurlTagsHtml, withShareTags } from '#domain/unfurl';

/**
 * `template` (the built index.html) with its share-tag block written for the page at `path`, which it
 * names in og:url and its canonical link; without a path, for the app's shell, which is served at
 * every client route and so names no address of its own (none is better than a wrong one), only the
 * product's card. A template without the block fails the build: the tags would be lost.
 */
export function withPageShareTags(template: string, path?: string): string {
  const url = path === undefined ? undefined : `${SITE_ORIGIN_PLACEHOLDER}${path}`;
  const tagged = withShareTags(template, unfurlTagsHtml(genericTags(SITE_ORIGIN_PLACEHOLDER, url)));
  if (tagged === undefined) throw new Error('prerender: index.html has no share-tags block');
  return tagged;
}
