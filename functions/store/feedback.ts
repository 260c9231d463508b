/**
 * Beta feedback. One partition, FEEDBACK, sorted by the item's id, which
 * starts with its creation time: the admin's newest-first list is a Query
 * (filtered by status and search text on the server). A member's own items
 * are GSI1 FEEDBACK_OF#<user>, newest first. The submitter's name and
 * e-mail are copied onto the item when it is sent (docs/decisions.md).
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from '#services/db';
import { newId } from '#services/ids';
import type { AdminStatus, FeedbackImportance, FeedbackType } from '#domain/feedback';
import { TABLE_SCHEMA } from '#functions/schema/table';
import { defineEntity } from './entity';
import { filteredQueryPage, isConditionFailure, queryItems, queryPage, readItem, tableName } from './table';

export const FEEDBACK_PARTITION = 'FEEDBACK';

/** An id that sorts by creation time: 20261123T163900123Z-<uuid>. Path-safe. */
export function feedbackId(nowIso: string): string {
  return `${nowIso.replace(/[-:.]/g, '')}-${newId()}`;
}
export const FEEDBACK_ID_PATTERN = /^\d{8}T\d{9}Z-[0-9a-f-]{36}$/;

const feedbackSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  feedback_type: z.string(),
  title: z.string(),
  description: z.string(),
  importance: z.string(),
  attachment_key: z.nullable(z.string()),
  status: z.string(),
  is_archived: z.boolean(),
  admin_status: z.string(),
  admin_updated_at: z.nullable(z.string()),
  updated_by: z.nullable(z.string()),
  created_at: z.string(),
  full_name: z.nullable(z.string()),
  email: z.string(),
});
export type FeedbackRecord = z.infer<typeof feedbackSchema>;

/** In the one partition by its id (which starts with its time); on GSI1 under its member, newest first. */
export const feedbackEntity = /* @__PURE__ */ defineEntity({
  name: 'feedback',
  schema: feedbackSchema,
  key: ({ id }: { id: string }) => ({ PK: FEEDBACK_PARTITION, SK: `F#${id}` }),
  indexes: {
    ofMember: {
      index: TABLE_SCHEMA.gsi1,
      partition: ({ user_id }: { user_id: string }) => `FEEDBACK_OF#${user_id}`,
      sort: ({ id }: { id: string }) => id,
    },
  },
});
const feedbackOfPartition = (userId: string) => feedbackEntity.indexes.ofMember.partition({ user_id: userId });

export interface NewFeedback {
  user_id: string;
  feedback_type: FeedbackType;
  importance: FeedbackImportance;
  title: string;
  description: string;
  attachment_key: string | null;
  full_name: string | null;
  email: string;
}

/** What search looks in: title, description, name and e-mail, lower-cased. */
function searchText(item: Pick<FeedbackRecord, 'title' | 'description' | 'full_name' | 'email'>): string {
  return [item.title, item.description, item.full_name ?? '', item.email].join('\n').toLowerCase();
}

export async function createFeedback(input: NewFeedback, nowIso: string): Promise<FeedbackRecord> {
  const id = feedbackId(nowIso);
  const record: FeedbackRecord = {
    id,
    ...input,
    status: 'open',
    is_archived: false,
    admin_status: 'open',
    admin_updated_at: null,
    updated_by: null,
    created_at: nowIso,
  };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...feedbackEntity.item(record), search_text: searchText(record) },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return record;
}

export async function getFeedback(id: string): Promise<FeedbackRecord | undefined> {
  return readItem(feedbackEntity.key({ id }), feedbackEntity);
}

/** The key a page of a member's own feedback goes on from (GSI1, inside their partition). */
export function myFeedbackPageKeyShape(userId: string): { keyNames: readonly string[]; fixed: Record<string, string> } {
  return { keyNames: ['PK', 'SK', 'GSI1PK', 'GSI1SK'], fixed: { GSI1PK: feedbackOfPartition(userId), PK: FEEDBACK_PARTITION } };
}

/**
 * A filtered page of feedback (see filteredQueryPage): each read asks for a page's worth, at most 8
 * reads, since an item may be 16 KB (a larger read step would cost read units for items never shown).
 */
async function filteredPage(
  query: Parameters<typeof queryPage>[0],
  limit: number,
  start: Record<string, unknown> | undefined,
  keyNames: readonly string[],
): Promise<{ items: FeedbackRecord[]; nextKey: Record<string, unknown> | undefined }> {
  const page = await filteredQueryPage(query, limit, start, keyNames, { maxReads: 8 });
  return { items: page.items.map(feedbackEntity.decode), nextKey: page.nextKey };
}

/** A member's own feedback, not archived, newest first. */
export async function listMyFeedbackPage(userId: string, limit: number, start: Record<string, string> | undefined) {
  return filteredPage(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      FilterExpression: 'is_archived = :no',
      ExpressionAttributeValues: { ':pk': feedbackOfPartition(userId), ':no': false },
      ScanIndexForward: false,
    },
    limit,
    start,
    myFeedbackPageKeyShape(userId).keyNames,
  );
}

export const ADMIN_FEEDBACK_PAGE_KEY = { keyNames: ['PK', 'SK'], fixed: { PK: FEEDBACK_PARTITION } } as const;

/** Admin: every item, newest first, optionally only one admin status and only those whose text contains `search` (lower-cased). */
export async function listAllFeedbackPage(
  filter: { status?: AdminStatus; search?: string },
  limit: number,
  start: Record<string, string> | undefined,
) {
  const conditions: string[] = [];
  const values: Record<string, unknown> = { ':pk': FEEDBACK_PARTITION };
  if (filter.status) {
    conditions.push('admin_status = :status');
    values[':status'] = filter.status;
  }
  if (filter.search) {
    conditions.push('contains(search_text, :q)');
    values[':q'] = filter.search;
  }
  return filteredPage(
    {
      KeyConditionExpression: 'PK = :pk',
      ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
      ExpressionAttributeValues: values,
      ScanIndexForward: false,
    },
    limit,
    start,
    ADMIN_FEEDBACK_PAGE_KEY.keyNames,
  );
}

/** Every item's admin status (only that attribute is read), for the four counts. */
export async function allAdminStatuses(): Promise<string[]> {
  const items = await queryItems({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': FEEDBACK_PARTITION },
    ProjectionExpression: 'admin_status',
  });
  return items.map((item) => (typeof item.admin_status === 'string' ? item.admin_status : ''));
}

/** Sets the admin status, recording who and when; undefined when there is no such item. */
export async function setAdminStatus(id: string, status: AdminStatus, adminId: string, nowIso: string): Promise<FeedbackRecord | undefined> {
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: feedbackEntity.key({ id }),
        UpdateExpression: 'SET admin_status = :s, updated_by = :by, admin_updated_at = :at',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':s': status, ':by': adminId, ':at': nowIso },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return feedbackEntity.decode(out.Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
