/** The waiting list: people without an invite who asked to be told. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../services/db';
import { newId } from '../services/ids';
import { withoutKeys, type WaitingListRecord } from './items';
import { WAITLIST_PARTITION, keys } from './keys';
import { queryCount, queryPage, tableName } from './table';

export async function addToWaitingList(entry: { name: string; email: string; vouch_seeker_type: string | null }, nowIso: string): Promise<WaitingListRecord> {
  const record: WaitingListRecord = {
    id: newId(),
    name: entry.name,
    email: entry.email.trim().toLowerCase(),
    vouch_seeker_type: entry.vouch_seeker_type,
    created_at: nowIso,
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.waitingListEntry(nowIso, record.id), ...record } }));
  return record;
}

/** The key a page of the waiting list goes on from: a table key inside the list's one partition. */
export const WAITING_LIST_PAGE_KEY = { keyNames: ['PK', 'SK'], fixed: { PK: WAITLIST_PARTITION } } as const;

/**
 * One page, newest first: one Query on the list's partition, from `start`
 * (the previous page's next key). One partition is enough for a waiting list
 * (a partition takes 1,000 writes a second).
 */
export async function listWaitingListPage(
  limit: number,
  start: Record<string, string> | undefined,
): Promise<{ entries: WaitingListRecord[]; nextKey: Record<string, unknown> | undefined }> {
  const page = await queryPage(
    { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': WAITLIST_PARTITION }, ScanIndexForward: false },
    limit,
    start,
  );
  return { entries: page.items.map((item) => withoutKeys<WaitingListRecord>(item)), nextKey: page.nextKey };
}

/** How many people are on the list (a COUNT Query of the list's partition; admin only, so rare). */
export async function countWaitingList(): Promise<number> {
  return queryCount({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': WAITLIST_PARTITION } });
}
