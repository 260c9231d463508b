/**
 * The share paths (issue 23 §1), behind CloudFront's own behaviours
 * (lib/web.ts; locally bin/local/webServer.ts calls this same handler):
 * - GET /vouched and /invite/{code}: the app's index.html with the link's
 *   preview tags in its share-tag block, so a crawler reads the card and a
 *   person's browser boots the app at the same address as before;
 * - GET /share-card/{kind}/{key…}/{version}.png: the card's picture, drawn
 *   once per version and then served from the edge's cache.
 * API Gateway invokes it (routes of its own, not of the route table: the
 * answers are HTML and PNG), with the edge secret checked as the API does.
 */
import { createHash } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { EDGE_HEADER } from '#contract/edge';
import { withSiteOrigin } from '#contract/siteOrigin';
import {
  GENERIC_CARD_PATH,
  genericTags,
  isSharePath,
  parseShareCardPath,
  shareCardPath,
  shareLinkOf,
  unfurlTagsHtml,
  withShareTags,
  type UnfurlTags,
} from '#domain/unfurl';
import type { ShareCardContent } from '#domain/shareCard';
import { renderShareCardPng } from '#services/cardRaster';
import { carriesEdgeSecret, edgeSecrets } from '#services/edgeSecret';
import { env } from '#services/env';
import { log, observed } from '#services/observability';
import { personalCard } from './cards';

/** A card picture whose version matches its content never changes: a day at the edge (a deleted member's card goes within it). */
export const CARD_CACHE_CONTROL = 'public, max-age=86400, s-maxage=86400';
/** A picture asked for by an old version, or a page: revalidated soon. */
const SHORT_CACHE_CONTROL = 'public, max-age=300';
/** How long a container keeps the app's index.html (a deploy shows within it). */
export const ENTRY_CACHE_MS = 60_000;

/** The content's version: a change of name, tier, points or qualities is a new picture address. */
export function cardVersion(content: ShareCardContent): string {
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 16);
}

let entry: { html: string; until: number } | undefined;

/** The deployed index.html, read through the app's own address (CloudFront, or the local web server). */
async function indexHtml(now: Date): Promise<string> {
  if (entry && entry.until > now.getTime()) return entry.html;
  const answer = await fetch(`${env.appUrl}/index.html`, { signal: AbortSignal.timeout(3000) });
  if (!answer.ok) throw new Error(`index.html answered ${answer.status}`);
  const html = await answer.text();
  entry = { html, until: now.getTime() + ENTRY_CACHE_MS };
  return html;
}

function text(status: number, body: string): APIGatewayProxyStructuredResultV2 {
  return { statusCode: status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, body };
}

async function page(event: APIGatewayProxyEventV2, now: Date): Promise<APIGatewayProxyStructuredResultV2> {
  const origin = env.appUrl;
  const pathname = event.rawPath;
  const query = event.rawQueryString ? `?${event.rawQueryString}` : '';
  const url = `${origin}${pathname}${query}`;
  const link = shareLinkOf(pathname, new URLSearchParams(event.rawQueryString ?? ''));
  let tags: UnfurlTags = genericTags(origin, url);
  try {
    const card = link ? await personalCard(link, now) : undefined;
    if (link && card) {
      const imageUrl = `${origin}${shareCardPath(link, cardVersion(card.content))}`;
      tags = { title: card.title, description: card.description, url, imageUrl, imageAlt: card.imageAlt };
    }
  } catch (error) {
    // A preview is not worth a broken page: the person still gets the app, the crawler the product's card.
    log().error('unfurl: the card could not be read', { error });
  }
  const tagged = withShareTags(await indexHtml(now), unfurlTagsHtml(tags));
  if (tagged === undefined) throw new Error('index.html has no share-tags block');
  // The page's own block is replaced above; the deployment put the app's address in for any other placeholder
  // origin, and this makes sure of it whatever index.html was served (a crawler never reads the placeholder).
  const html = withSiteOrigin(tagged, origin);
  // As index.html itself: revalidated on every load (the app's hashed files it names change with each deploy).
  return { statusCode: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }, body: html };
}

async function picture(pathname: string, now: Date): Promise<APIGatewayProxyStructuredResultV2> {
  const named = parseShareCardPath(pathname);
  const card = named ? await personalCard(named.link, now) : undefined;
  if (!named || !card) {
    // Nobody to show (any more): the product's card.
    return { statusCode: 302, headers: { location: `${env.appUrl}${GENERIC_CARD_PATH}`, 'cache-control': SHORT_CACHE_CONTROL }, body: '' };
  }
  const png = await renderShareCardPng(card.content);
  const current = cardVersion(card.content) === named.version;
  return {
    statusCode: 200,
    headers: { 'content-type': 'image/png', 'cache-control': current ? CARD_CACHE_CONTROL : SHORT_CACHE_CONTROL },
    body: Buffer.from(png).toString('base64'),
    isBase64Encoded: true,
  };
}

async function handle(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const now = new Date();
  const secrets = await edgeSecrets(now);
  if (secrets.required && !carriesEdgeSecret(event.headers?.[EDGE_HEADER], secrets)) return text(403, 'Forbidden');
  const method = event.requestContext.http.method;
  if (method !== 'GET' && method !== 'HEAD') return text(405, 'Method not allowed');
  const pathname = event.rawPath;
  if (!isSharePath(pathname)) return text(404, 'Not found');
  return pathname.startsWith('/share-card/') ? picture(pathname, now) : page(event, now);
}

export const handler = observed('Unfurl', handle);
