/**
 * The admin dashboard's totals as counter items (issue 21): each moved by
 * ADD in the same transaction as the write it counts, so a total is one
 * small read however long the list grows, where it used to be a COUNT Query
 * reading the whole partition. Each counter has a partition key of its own:
 * a shared `STATS` partition would put every counted write on one key.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from '#services/db';
import { codec } from './codec';
import type { TransactItem } from './transaction';
import { queryCount, readItem, tableName, type Key } from './table';

export type AdminCounter = 'waiting_list' | 'form_responses';

const COUNTED_PARTITION: Record<AdminCounter, string> = { waiting_list: 'WAITLIST', form_responses: 'FORM_RESPONSES' };

export const adminCountKey = (counter: AdminCounter): Key => ({ PK: `STATS#${COUNTED_PARTITION[counter]}`, SK: 'COUNT' });

/** The transaction item that moves `counter` by `by` (one more entry: 1). */
export function adminCountIncrement(counter: AdminCounter, by = 1): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: adminCountKey(counter),
      UpdateExpression: 'ADD #count :by',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':by': by },
    },
  };
}

const countCodec = codec('admin count', z.object({ count: z.number() }));

/** The counter's value: one GetItem of one small item (consistent: an admin just added to the list sees it counted). */
export async function readAdminCount(counter: AdminCounter): Promise<number> {
  return (await readItem(adminCountKey(counter), countCodec))?.count ?? 0;
}

/**
 * The one-off start of a counter for a list that existed before it
 * (docs/data-model.md "Migration notes"): a COUNT Query of the whole list,
 * then the counter Put to that number. Run once, right after the code that
 * moves the counter is deployed, when no one is adding (an add between the
 * count and the Put would be counted twice or not at all).
 */
export async function recountAdminCount(
  counter: AdminCounter,
  options: { dryRun: boolean },
): Promise<{ counter: AdminCounter; count: number; was: number }> {
  const [count, was] = await Promise.all([
    queryCount({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': COUNTED_PARTITION[counter] } }),
    readAdminCount(counter),
  ]);
  if (!options.dryRun && count !== was) await db().send(new PutCommand({ TableName: tableName(), Item: { ...adminCountKey(counter), count } }));
  return { counter, count, was };
}
