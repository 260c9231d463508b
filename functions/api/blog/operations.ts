import { env } from '#services/env';
import { BlogFeedError, fetchBlogFeed } from '#services/blogFeed';
import { readBlogCache, writeBlogCache } from '#store/blogCache';
import { feedUnavailable } from '../http/failures';
import type { Operation } from '../operation';

/**
 * How long a request waits for the feed when nothing is cached yet (the
 * first visit after a deploy, before the schedule's first run). Otherwise
 * the route never touches the feed.
 */
export const ON_DEMAND_FEED_TIMEOUT_MS = 3_000;

/**
 * The blog's posts from the cache the schedule keeps (functions/jobs/refreshBlogFeed.ts).
 * Without a cached copy it reads the feed once, briefly, and caches it; if
 * that fails the answer is 502 with the spec's message ('Failed to fetch RSS
 * feed' or 'RSS feed parsing failed').
 */
export const listBlogPosts: Operation<'listBlogPosts'> = async ({ now, log }) => {
  const cached = await readBlogCache();
  if (cached) return { posts: cached.posts, fetched_at: cached.fetched_at };
  try {
    const posts = await fetchBlogFeed(env.blogFeedUrl, { timeoutMs: ON_DEMAND_FEED_TIMEOUT_MS });
    const fetchedAt = now.toISOString();
    await writeBlogCache(posts, fetchedAt);
    return { posts, fetched_at: fetchedAt };
  } catch (error) {
    if (!(error instanceof BlogFeedError)) throw error;
    log.warn('blog feed unavailable and nothing cached', { reason: error.reason, detail: error.detail });
    throw feedUnavailable(error.message);
  }
};
