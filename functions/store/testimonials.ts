/** Testimonials members write from the floating tab: stored approved, shown to admins only. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from '#services/db';
import { testimonialSearchText } from '#domain/testimonial';
import { newId } from '#services/ids';
import { TABLE_SCHEMA } from '#functions/schema/table';
import { defineEntity } from './entity';
import { partitionPageKey, searchablePartitionPage } from './searchablePartition';
import { tableName } from './table';

/** One partition sorted by time, like the waiting list: the admin's newest-first list is a Query. */
export const TESTIMONIALS_PARTITION = 'TESTIMONIALS';
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

/** Newest last in its one partition; on GSI1 under its member (none without one). */
export const testimonialEntity = /* @__PURE__ */ defineEntity({
  name: 'testimonial',
  schema: testimonialSchema,
  key: ({ created_at, id }: { created_at: string; id: string }) => ({ PK: TESTIMONIALS_PARTITION, SK: `${created_at}#${id}` }),
  indexes: {
    ofMember: {
      index: TABLE_SCHEMA.gsi1,
      partition: ({ user_id }: { user_id: string | null }) => (user_id ? testimonialsOfPartition(user_id) : undefined),
      sort: ({ created_at, id }: { created_at: string; id: string }) => `${created_at}#${id}`,
    },
  },
});

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
      Item: { ...testimonialEntity.item(record), search_text: testimonialSearchText(record) },
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
  const page = await searchablePartitionPage(TESTIMONIALS_PARTITION, testimonialEntity, search, limit, start);
  return { testimonials: page.items, nextKey: page.nextKey };
}
