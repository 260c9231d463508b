/**
 * Link previews (issue 23 §1): what a crawler reads at a shared link. The
 * share paths are answered by the unfurl function (functions/api/unfurl) with
 * the app's index.html, its block of share tags replaced by these; a person's
 * browser boots the app at the same address as before. Pure: every value is
 * escaped here for the markup (entities' escapeUTF8, no pattern of our own
 * on member text).
 */
import { escapeUTF8 } from 'entities/lib/escape.js';

/** The kinds of personal link, by what their address carries. */
export type ShareLink =
  /** /invite/{code}, or /vouched?invite_code={code} (the off-platform vouch e-mail). */
  | { kind: 'invite'; code: string }
  /** /vouched?user={username or id}: the 'Vouch for Me' link. */
  | { kind: 'vouchFor'; user: string }
  /** /vouched?user=…&by={voucher id}&card={vouch id}: the card a member shares after vouching. */
  | { kind: 'vouched'; user: string; by: string; card: string };

/** Where the share paths live: CloudFront sends exactly these to the unfurl function (lib/web.ts), as the local web server does. */
export const INVITE_SHARE_PREFIX = '/invite/';
export const VOUCH_SHARE_PATH = '/vouched';
/** The card pictures: /share-card/{kind}/{key…}/{version}.png. */
export const SHARE_CARD_PREFIX = '/share-card/';
/** The product's own card, for every link that names nobody. */
export const GENERIC_CARD_PATH = '/og-card.png';

/** A parameter's longest accepted value: ids and usernames are far shorter; nothing longer is looked up. */
const MAX_PART = 64;

function part(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= MAX_PART ? trimmed : undefined;
}

/** Whether a path is one the unfurl function answers (an HTML page or a card picture). */
export function isSharePath(pathname: string): boolean {
  return pathname === VOUCH_SHARE_PATH || pathname.startsWith(INVITE_SHARE_PREFIX) || pathname.startsWith(SHARE_CARD_PREFIX);
}

/** The personal link a page address stands for, or undefined for one that names nobody (the generic card). */
export function shareLinkOf(pathname: string, query: URLSearchParams): ShareLink | undefined {
  if (pathname.startsWith(INVITE_SHARE_PREFIX)) {
    let code: string | undefined;
    try {
      code = part(decodeURIComponent(pathname.slice(INVITE_SHARE_PREFIX.length)));
    } catch {
      return undefined;
    }
    return code && !code.includes('/') ? { kind: 'invite', code } : undefined;
  }
  if (pathname !== VOUCH_SHARE_PATH) return undefined;
  const user = part(query.get('user'));
  const by = part(query.get('by'));
  const card = part(query.get('card'));
  if (user && by && card) return { kind: 'vouched', user, by, card };
  if (user) return { kind: 'vouchFor', user };
  const code = part(query.get('invite_code'));
  return code ? { kind: 'invite', code } : undefined;
}

/** The path of a link's card picture; `version` (the content's hash) changes whenever the picture would. */
export function shareCardPath(link: ShareLink, version: string): string {
  const keys = link.kind === 'invite' ? [link.code] : link.kind === 'vouchFor' ? [link.user] : [link.user, link.by, link.card];
  return `${SHARE_CARD_PREFIX}${link.kind}/${keys.map(encodeURIComponent).join('/')}/${encodeURIComponent(version)}.png`;
}

/** The link and version a card picture's path names, or undefined. */
export function parseShareCardPath(pathname: string): { link: ShareLink; version: string } | undefined {
  if (!pathname.startsWith(SHARE_CARD_PREFIX) || !pathname.endsWith('.png')) return undefined;
  let parts: string[];
  try {
    parts = pathname.slice(SHARE_CARD_PREFIX.length, -'.png'.length).split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
  const [kind, ...rest] = parts;
  const version = part(rest.pop());
  const keys = rest.map(part);
  if (!version || keys.some((k) => k === undefined)) return undefined;
  const [a, b, c] = keys as string[];
  if (kind === 'invite' && keys.length === 1) return { link: { kind, code: a! }, version };
  if (kind === 'vouchFor' && keys.length === 1) return { link: { kind, user: a! }, version };
  if (kind === 'vouched' && keys.length === 3) return { link: { kind, user: a!, by: b!, card: c! }, version };
  return undefined;
}

export const GENERIC_TITLE = 'Vouched — Character, Prioritized';
export const GENERIC_DESCRIPTION = 'Digital letters of recommendation. All in one place.';
export const GENERIC_IMAGE_ALT = 'Vouched: Character, Prioritized.';

/** What a preview shows. URLs absolute: crawlers do not resolve relative ones. */
export interface UnfurlTags {
  title: string;
  description: string;
  /**
   * The page's canonical address (og:url, link rel=canonical); absent on a page served at many
   * addresses (the app's shell, index.html, is every client route's page): none is better than a wrong one.
   */
  url?: string;
  imageUrl: string;
  imageAlt: string;
}

/** The product's own preview, at `url` (if it has one address), for a link that names nobody (or nobody a crawler may see). */
export function genericTags(origin: string, url?: string): UnfurlTags {
  const tags = { title: GENERIC_TITLE, description: GENERIC_DESCRIPTION, imageUrl: `${origin}${GENERIC_CARD_PATH}`, imageAlt: GENERIC_IMAGE_ALT };
  return url === undefined ? tags : { ...tags, url };
}

/** The head's share tags: title, description, canonical link, Open Graph and Twitter card, every value escaped. */
export function unfurlTagsHtml(tags: UnfurlTags): string {
  // & < > " ' as references, in attributes and text alike (other characters stay as they are: the page is UTF-8).
  const attr = escapeUTF8;
  const meta = (key: 'property' | 'name', name: string, content: string) => `<meta ${key}="${name}" content="${attr(content)}" />`;
  return [
    `<title>${escapeUTF8(tags.title)}</title>`,
    meta('name', 'description', tags.description),
    ...(tags.url === undefined ? [] : [`<link rel="canonical" href="${attr(tags.url)}" />`]),
    meta('property', 'og:site_name', 'Vouched'),
    meta('property', 'og:type', 'website'),
    ...(tags.url === undefined ? [] : [meta('property', 'og:url', tags.url)]),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:image', tags.imageUrl),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', tags.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    meta('name', 'twitter:image', tags.imageUrl),
    meta('name', 'twitter:image:alt', tags.imageAlt),
  ].join('\n    ');
}

/** The comments around index.html's share tags: the unfurl function replaces what lies between them. */
export const SHARE_TAGS_START = '<!-- share-tags -->';
export const SHARE_TAGS_END = '<!-- /share-tags -->';

/** index.html with its share-tag block replaced by `tagsHtml`; undefined when the page has no such block (a build that lost the markers). */
export function withShareTags(indexHtml: string, tagsHtml: string): string | undefined {
  const start = indexHtml.indexOf(SHARE_TAGS_START);
  const end = indexHtml.indexOf(SHARE_TAGS_END, start + SHARE_TAGS_START.length);
  if (start < 0 || end < 0) return undefined;
  return `${indexHtml.slice(0, start + SHARE_TAGS_START.length)}\n    ${tagsHtml}\n    ${indexHtml.slice(end)}`;
}
