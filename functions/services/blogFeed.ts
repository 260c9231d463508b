/**
 * Reads the newsletter's RSS feed on the server: fetched with a time limit
 * and a size limit, parsed by a real XML parser (fast-xml-parser), each
 * item turned into a post by the domain's rules (its HTML read as text by
 * htmlparser2's tokenizer, never by a pattern). Used by the scheduled
 * refresh (functions/jobs/refreshBlogFeed.ts) and, only while nothing is
 * cached yet, by the blog route.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BLOG_POSTS_MAX, blogPostFromItem, newestFirst, type BlogPost, type FeedItem } from '#domain/blog';

/** The spec's messages: the feed could not be fetched / its content was not a feed. */
export const FEED_FETCH_FAILED = 'Failed to fetch RSS feed';
export const FEED_PARSE_FAILED = 'RSS feed parsing failed';

/** A newsletter feed is tens to hundreds of KB; anything larger is refused unread. */
export const FEED_MAX_BYTES = 2 * 1024 * 1024;

export type FeedFailureReason = 'http_status' | 'network' | 'timeout' | 'too_large' | 'not_xml' | 'not_rss';

export class BlogFeedError extends Error {
  constructor(
    message: typeof FEED_FETCH_FAILED | typeof FEED_PARSE_FAILED,
    readonly reason: FeedFailureReason,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'BlogFeedError';
  }
}

export interface FetchFeedOptions {
  timeoutMs: number;
  maxBytes?: number;
}

/** The feed's body as text, or BlogFeedError: non-2xx, network failure, over the time or size limit. */
async function fetchFeedText(url: string, { timeoutMs, maxBytes = FEED_MAX_BYTES }: FetchFeedOptions): Promise<string> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetch(url, {
      signal: abort.signal,
      redirect: 'follow',
      headers: { accept: 'application/rss+xml, application/xml, text/xml' },
    });
    if (!response.ok) throw new BlogFeedError(FEED_FETCH_FAILED, 'http_status', String(response.status));
    const declared = Number(response.headers.get('content-length'));
    if (declared > maxBytes) throw new BlogFeedError(FEED_FETCH_FAILED, 'too_large', `${declared} bytes declared`);
    if (!response.body) return '';
    // Counted as it arrives, so a feed that lies about (or omits) its length is cut off at the limit.
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new BlogFeedError(FEED_FETCH_FAILED, 'too_large', `over ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
  } catch (error) {
    if (error instanceof BlogFeedError) throw error;
    if (abort.signal.aborted) throw new BlogFeedError(FEED_FETCH_FAILED, 'timeout', `no answer within ${timeoutMs} ms`);
    throw new BlogFeedError(FEED_FETCH_FAILED, 'network', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

const parser = new XMLParser({
  ignoreAttributes: true,
  // Text stays text: no number or boolean guessing of titles.
  parseTagValue: false,
  trimValues: true,
  // The five XML entities and character references are decoded; a DOCTYPE's own entities are held to the parser's limits.
  processEntities: true,
  htmlEntities: false,
  isArray: (_name, jpath) => jpath === 'rss.channel.item',
});

/** A text field of an item: the parser gives a string, or an object when it held markup it read as elements. */
function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Posts of an RSS 2.0 document, newest first, at most BLOG_POSTS_MAX; BlogFeedError when it is not one. */
export function parseBlogFeed(xml: string): BlogPost[] {
  if (XMLValidator.validate(xml) !== true) throw new BlogFeedError(FEED_PARSE_FAILED, 'not_xml');
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch (error) {
    throw new BlogFeedError(FEED_PARSE_FAILED, 'not_xml', error instanceof Error ? error.message : String(error));
  }
  const channel = (document as { rss?: { channel?: { item?: unknown } } } | undefined)?.rss?.channel;
  if (!channel || typeof channel !== 'object') throw new BlogFeedError(FEED_PARSE_FAILED, 'not_rss');
  const items = Array.isArray(channel.item) ? (channel.item as Record<string, unknown>[]) : [];
  const posts = items.flatMap((raw) => {
    const item: FeedItem = {
      title: textOf(raw?.title),
      link: textOf(raw?.link),
      pubDate: textOf(raw?.pubDate),
      description: textOf(raw?.description),
    };
    const post = blogPostFromItem(item);
    return post ? [post] : [];
  });
  return newestFirst(posts).slice(0, BLOG_POSTS_MAX);
}

/** Fetches and parses the feed at `url`. */
export async function fetchBlogFeed(url: string, options: FetchFeedOptions): Promise<BlogPost[]> {
  return parseBlogFeed(await fetchFeedText(url, options));
}
