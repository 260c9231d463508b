/**
 * The blog's cache: the newest posts of the newsletter's feed, as the last
 * successful refresh read them, in one item. The page reads only this item,
 * so a slow or broken feed never slows it down.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from '#services/db';
import type { BlogPost } from '#domain/blog';
import { codec } from './codec';
import { readItem, tableName, type Key } from './table';

export const blogCacheKey: Key = { PK: 'BLOG#FEED', SK: 'CACHE' };

const postSchema = z.object({
  title: z.string(),
  link: z.string(),
  pub_date: z.nullable(z.string()),
  excerpt: z.string(),
});
const cacheSchema = z.object({ posts: z.array(postSchema), fetched_at: z.string() });
const cacheCodec = codec('blog cache', cacheSchema);

export type BlogCache = z.infer<typeof cacheSchema>;

/** The cached posts, or undefined before the first successful refresh. Eventually consistent: a refresh a second late is fine. */
export async function readBlogCache(): Promise<BlogCache | undefined> {
  return readItem(blogCacheKey, cacheCodec, { consistent: false });
}

/** Replaces the cache (≤ 50 posts of ≤ 1 KB each: far below the item limit). */
export async function writeBlogCache(posts: readonly BlogPost[], fetchedAt: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...blogCacheKey, posts, fetched_at: fetchedAt } }));
}
