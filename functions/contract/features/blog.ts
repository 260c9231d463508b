/** The public blog: posts of the newsletter's feed, from the server's cache. */
import { blogPostsSchema } from '../responses';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

export const blogRoutes = [
  // Rate-limited per IP: while nothing is cached, a request reads the feed itself.
  { id: 'listBlogPosts', method: 'GET', path: '/api/blog/posts', access: 'public', feature: 'blog', ratePerMinute: 60, response: blogPostsSchema },
] as const satisfies readonly RouteDef[];

/** The authorisation matrix's rows (accessMatrix.ts): what each role's request is and earns. */
export const blogAccess = {
  listBlogPosts: { request: () => ({}), allowed: 200 },
} satisfies AccessRows<typeof blogRoutes>;
