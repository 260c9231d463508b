/** Testimonials members write from the floating tab: stored approved, shown to admins only. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from '#services/db';
import { testimonialSearchText } from '#domain/testimonial';
import { newId } from '#services/ids';
import { codec } from './codec';
import { partitionPageKey, searchablePartitionPage } from './searchablePartition';
import { tableName, type Key } from './table';

/** One partition sorted by time, like the waiting list: the admin's newest-first list is a Query. */
export const TESTIMONIALS_PARTITION = 'TESTIMONIALS';
export const testimonialKey = (createdAt: string, id: string): Key => ({ PK: TESTIMONIALS_PARTITION, SK: `${createdAt}#${id}` });
/** GSI1: a member's own testimonials (for their data export and deletion); one without a member is not indexed. */
export const testimonialsOfPartition = (userId: string): string => `TESTIMONIALS_OF#${userId}`;

const testimonialSchema = z.object({
  id: z.string(),
  user_id: z.nullable(z.string()),
  name: z.string(),
  content: z.string(),
  is_approved: z.boolean(),
  created_at: z.string(),
});
const testimonialCodec = codec('testimonial', testimonialSchema);

export type TestimonialRecord = z.infer<typeof testimonialSchema>;

/** The spec: INSERT testimonials {user_id, name, content, is_approved true}. */
export async function addTestimonial(input: { user_id: string | null; name: string; content: string }, nowIso: string): Promise<TestimonialRecord> {
  const record: TestimonialRecord = {
    id: newId(),
    user_id: input.user_id,
    name: input.name,
    content: input.content,
    is_approved: true,
    created_at: nowIso,
  };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...testimonialKey(nowIso, record.id),
        ...(record.user_id ? { GSI1PK: testimonialsOfPartition(record.user_id), GSI1SK: `${nowIso}#${record.id}` } : {}),
        ...record,
        search_text: testimonialSearchText(record),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return record;
}

export const TESTIMONIALS_PAGE_KEY = partitionPageKey(TESTIMONIALS_PARTITION);

/** One page, newest first; with `search` only testimonials whose name or text contains it. */
export async function listTestimonialsPage(
  search: string | undefined,
  limit: number,
  start: Record<string, string> | undefined,
): Promise<{ testimonials: TestimonialRecord[]; nextKey: Record<string, unknown> | undefined }> {
  const page = await searchablePartitionPage(TESTIMONIALS_PARTITION, testimonialCodec, search, limit, start);
  return { testimonials: page.items, nextKey: page.nextKey };
}
