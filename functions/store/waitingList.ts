/** The waiting list: people without an invite who asked to be told. */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../services/db';
import { newId } from '../services/ids';
import { withoutKeys, type WaitingListRecord } from './items';
import { WAITLIST_PARTITION, keys } from './keys';
import { tableName } from './table';

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
  const found: WaitingListRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': WAITLIST_PARTITION },
        ScanIndexForward: false,
        Limit: limit - found.length,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? []) found.push(withoutKeys<WaitingListRecord>(item));
    start = out.LastEvaluatedKey;
  } while (start && found.length < limit);
  return found;
}

/** How many people are on the list (a COUNT Query of the list's partition; admin only, so rare). */
export async function countWaitingList(): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': WAITLIST_PARTITION },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  return count;
}
