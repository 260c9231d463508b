/**
 * Scheduled job (EventBridge Scheduler, hourly; locally a timer): reads the
 * newsletter's RSS feed and replaces the blog's cache. A feed that fails
 * (slow, down, oversized, not RSS) leaves the last good copy in place, and
 * the run fails so the failure shows in the function's errors.
 */
import { now as clockNow } from '#services/clock';
import { env } from '#services/env';
import { BlogFeedError, fetchBlogFeed } from '#services/blogFeed';
import { writeBlogCache } from '#store/blogCache';
import { log, observed } from '#services/observability';

const JOB = 'refreshBlogFeed';
/** The job waits longer than a page would: nobody is waiting on it. */
export const SCHEDULED_FEED_TIMEOUT_MS = 10_000;

async function handle(_event?: unknown): Promise<{ posts: number }> {
  try {
    const posts = await fetchBlogFeed(env.blogFeedUrl, { timeoutMs: SCHEDULED_FEED_TIMEOUT_MS });
    await writeBlogCache(posts, clockNow().toISOString());
    log().info('blog feed refreshed', { job: JOB, posts: posts.length });
    return { posts: posts.length };
  } catch (error) {
    if (error instanceof BlogFeedError)
      log().warn('blog feed not refreshed', { job: JOB, failed: error.message, reason: error.reason, detail: error.detail });
    throw error;
  }
}

/** The function's entry (services/observability.ts: request-id logs, cold starts). */
export const handler = observed('RefreshBlogFeed', handle);
