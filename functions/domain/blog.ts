/**
 * The blog's rules: what a post is, made from one item of the newsletter's
 * RSS feed, its excerpt and how its date reads. Pure; the server builds the
 * posts (functions/services/blogFeed.ts), the web formats the dates.
 */
import { visibleText } from './text';
import { DEFAULT_LOCALE, dateTimeFormat, type Locales } from './intlFormat';

/** The spec: the excerpt is the description cut to 300 characters plus an ellipsis. */
export const BLOG_EXCERPT_LENGTH = 300;
export const BLOG_ELLIPSIS = '...';
/** The newest posts kept in the cache and shown; older ones are not needed by the page. */
export const BLOG_POSTS_MAX = 50;
/** Longer titles are cut (a real title is far shorter); keeps the cached item small. */
export const BLOG_TITLE_MAX = 300;
/** Longer links are refused: no real post link comes near it. */
export const BLOG_LINK_MAX = 2048;

export interface BlogPost {
  title: string;
  link: string;
  /** ISO 8601, or null when the feed's date cannot be read. */
  pub_date: string | null;
  excerpt: string;
}

/** One item as the feed gives it: strings, possibly HTML, possibly missing. */
export interface FeedItem {
  title?: string;
  link?: string;
  pubDate?: string;
  description?: string;
}

/** Cuts at `max` UTF-16 units without splitting a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/**
 * The description cut to 300 characters plus an ellipsis. A description of
 * 300 characters or fewer is shown whole, without one (docs/decisions.md).
 */
export function blogExcerpt(text: string): string {
  return text.length > BLOG_EXCERPT_LENGTH ? `${cut(text, BLOG_EXCERPT_LENGTH)}${BLOG_ELLIPSIS}` : text;
}

/** 'June 8, 2025' (the day in UTC, so every reader sees the same date; worded in `locales`); '' for no date. */
export function formatBlogDate(iso: string | null, locales: Locales = DEFAULT_LOCALE): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dateTimeFormat(locales, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(time);
}

/** Any run of white space (one character class, so one linear pass). */
const WHITESPACE = /\s+/g;

/** HTML → the text a reader sees, by htmlparser2's tokenizer (linear time), on one line. */
function plainText(html: string): string {
  return visibleText(html).replace(WHITESPACE, ' ').trim();
}

function httpUrl(raw: string | undefined): string | null {
  const link = raw?.trim();
  if (!link || link.length > BLOG_LINK_MAX || !URL.canParse(link)) return null;
  const url = new URL(link);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/** A post from a feed item, its HTML read as text; null for an item without a title or an http(s) link. */
export function blogPostFromItem(item: FeedItem): BlogPost | null {
  const title = cut(plainText(item.title ?? ''), BLOG_TITLE_MAX);
  const link = httpUrl(item.link);
  if (!title || !link) return null;
  const time = item.pubDate ? Date.parse(item.pubDate.trim()) : Number.NaN;
  // Only the excerpt's length is needed: the rest of a long description is never read as text.
  const description = item.description ?? '';
  return {
    title,
    link,
    pub_date: Number.isNaN(time) ? null : new Date(time).toISOString(),
    excerpt: blogExcerpt(plainText(description)),
  };
}

/** Newest first; posts without a date last, in feed order. */
export function newestFirst(posts: readonly BlogPost[]): BlogPost[] {
  const timeOf = (post: BlogPost) => (post.pub_date ? Date.parse(post.pub_date) : Number.NEGATIVE_INFINITY);
  return [...posts].sort((a, b) => timeOf(b) - timeOf(a));
}
