/** The waiting list: people without an invite who asked to be told. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from '#services/db';
import { newId } from '#services/ids';
import { codec } from './codec';
import { queryCount, queryPage, tableName, type Key } from './table';
import { normalizeEmail } from '#domain/email';

/**
 * One partition sorted by time, so the admin's newest-first list is a Query.
 * One partition is enough for a waiting list (a partition takes 1,000 writes a second).
 */
export const WAITLIST_PARTITION = 'WAITLIST';
export const waitingListEntryKey = (createdAt: string, id: string): Key => ({ PK: WAITLIST_PARTITION, SK: `${createdAt}#${id}` });

const entrySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  vouch_seeker_type: z.nullable(z.string()),
  created_at: z.string(),
});
const entryCodec = codec('waiting-list entry', entrySchema);

export type WaitingListRecord = z.infer<typeof entrySchema>;

export async function addToWaitingList(entry: { name: string; email: string; vouch_seeker_type: string | null }, nowIso: string): Promise<WaitingListRecord> {
  const record: WaitingListRecord = {
    id: newId(),
    name: entry.name,
    email: normalizeEmail(entry.email),
    vouch_seeker_type: entry.vouch_seeker_type,
    created_at: nowIso,
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...waitingListEntryKey(nowIso, record.id), ...record } }));
  return record;
}

/** The key a page of the waiting list goes on from: a table key inside the list's one partition. */
export const WAITING_LIST_PAGE_KEY = { keyNames: ['PK', 'SK'], fixed: { PK: WAITLIST_PARTITION } } as const;

/** One page, newest first: one Query on the list's partition, from `start` (the previous page's next key). */
export async function listWaitingListPage(
  limit: number,
  start: Record<string, string> | undefined,
): Promise<{ entries: WaitingListRecord[]; nextKey: Record<string, unknown> | undefined }> {
  const page = await queryPage(
    { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': WAITLIST_PARTITION }, ScanIndexForward: false },
    limit,
    start,
  );
  return { entries: page.items.map(entryCodec.decode), nextKey: page.nextKey };
}

/** How many people are on the list (a COUNT Query of the list's partition; admin only, so rare). */
export async function countWaitingList(): Promise<number> {
  return queryCount({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': WAITLIST_PARTITION } });
}
