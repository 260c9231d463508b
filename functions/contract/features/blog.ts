/** The public blog: posts of the newsletter's feed, from the server's cache. */
import * as z from 'zod/mini';
import { isoTime } from '../responses';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

/** A post of the newsletter's feed as the blog shows it; `pub_date` ISO (null when the feed's date was unreadable). */
export const blogPostSchema = z.strictObject({
  title: z.string(),
  link: z.string(),
  pub_date: z.nullable(isoTime),
  excerpt: z.string(),
});
export type BlogPostView = z.infer<typeof blogPostSchema>;

/** The blog: the cached posts, newest first, and when the feed was last read. */
export const blogPostsSchema = z.strictObject({
  posts: z.array(blogPostSchema),
  fetched_at: isoTime,
});
export type BlogPosts = z.infer<typeof blogPostsSchema>;

export const blogRoutes = [
  // Rate-limited per IP: while nothing is cached, a request reads the feed itself.
  { id: 'listBlogPosts', method: 'GET', path: '/api/blog/posts', access: 'public', feature: 'blog', ratePerMinute: 60, response: blogPostsSchema },
] as const satisfies readonly RouteDef[];

/** The authorisation matrix's rows (accessMatrix.ts): what each role's request is and earns. */
export const blogAccess = {
  listBlogPosts: { request: () => ({}), allowed: 200 },
} satisfies AccessRows<typeof blogRoutes>;
