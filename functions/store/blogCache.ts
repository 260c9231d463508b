/**
 * The blog's cache: the newest posts of the newsletter's feed, as the last
 * successful refresh read them, in one item. The page reads only this item,
 * so a slow or broken feed never slows it down.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from '#services/db';
import type { BlogPost } from '#domain/blog';
import { defineEntity } from './entity';
import { readItem, tableName } from './table';

const postSchema = z.object({
  title: z.string(),
  link: z.string(),
  pub_date: z.nullable(z.string()),
  excerpt: z.string(),
});
const cacheSchema = z.object({ posts: z.array(postSchema), fetched_at: z.string() });

/** The one item of the cache. */
export const blogCacheEntity = /* @__PURE__ */ defineEntity({
  name: 'blog cache',
  schema: cacheSchema,
  key: () => ({ PK: 'BLOG#FEED', SK: 'CACHE' }),
});

export type BlogCache = z.infer<typeof cacheSchema>;

/** The cached posts, or undefined before the first successful refresh. Eventually consistent: a refresh a second late is fine. */
export async function readBlogCache(): Promise<BlogCache | undefined> {
  return readItem(blogCacheEntity.key(), blogCacheEntity, { consistent: false });
}

/** Replaces the cache (≤ 50 posts of ≤ 1 KB each: far below the item limit). */
export async function writeBlogCache(posts: readonly BlogPost[], fetchedAt: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: blogCacheEntity.item({ posts: [...posts], fetched_at: fetchedAt }) }));
}
