/** The waiting list: people without an invite who asked to be told. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../services/db';
import { newId } from '../services/ids';
import { withoutKeys, type WaitingListRecord } from './items';
import { WAITLIST_PARTITION, keys } from './keys';
import { queryCount, queryItems, tableName } from './table';

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

/**
 * Newest first, one Query on the list's partition. One partition is enough
 * for a waiting list (a partition takes 1,000 writes a second); the admin
 * page reads a page at a time.
 */
export async function listWaitingList(limit = 500): Promise<WaitingListRecord[]> {
  const items = await queryItems(
    { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': WAITLIST_PARTITION }, ScanIndexForward: false },
    limit,
  );
  return items.map((item) => withoutKeys<WaitingListRecord>(item));
}

/** How many people are on the list (a COUNT Query of the list's partition; admin only, so rare). */
export async function countWaitingList(): Promise<number> {
  return queryCount({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': WAITLIST_PARTITION } });
}
