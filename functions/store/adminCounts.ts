/**
 * The admin dashboard's totals as sharded counters (issue 21): the waiting
 * list's and the form responses' totals were COUNT Queries of their whole
 * partitions. Each add now moves a counter in its own transaction
 * (waitingList.ts, formResponses.ts; no route removes entries of either),
 * each counter under a partition of its own, so the public functions that
 * add may move only their own counter (lib/functions.ts grants).
 */
import { counterShardKey, readCounter, type ShardedCounter } from './shardedCounter';
import { COUNTER_SHARDS } from '#domain/counterShards';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#services/db';
import { queryCount, tableName } from './table';

export const waitingListCounter: ShardedCounter = { partition: 'STATS#WAITLIST', name: 'COUNT' };
export const formResponsesCounter: ShardedCounter = { partition: 'STATS#FORMRESPONSES', name: 'COUNT' };

/** The counted partitions, by the name the recount takes. */
export const ADMIN_COUNTS = {
  waiting_list: { counter: waitingListCounter, partition: 'WAITLIST' },
  form_responses: { counter: formResponsesCounter, partition: 'FORM_RESPONSES' },
} as const;
export type AdminCountName = keyof typeof ADMIN_COUNTS;

/** The shards' sum alone (the base item excluded): what the adds since the deploy counted. */
async function shardSum(counter: ShardedCounter): Promise<number> {
  const keys = Array.from({ length: COUNTER_SHARDS }, (_, shard) => counterShardKey(counter, shard));
  const counts = await Promise.all(
    keys.map(async (Key) => (await db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }))).Item?.count),
  );
  return counts.reduce<number>((sum, count) => sum + (typeof count === 'number' ? count : 0), 0);
}

export interface RecountReport {
  name: AdminCountName;
  entries: number;
  counted_by_shards: number;
  base_before: number | undefined;
  base: number;
  dry_run: boolean;
}

/**
 * The migration of one total (docs/data-model.md): sets the counter's base
 * item to the entries its shards do not count (those written before the
 * deploy), so base + shards = entries. Safe while people add: the shards
 * are summed before and after the COUNT Query, and the recount starts again
 * when an add moved them in between (an entry and its shard's ADD are one
 * transaction). Running it again changes nothing. With `dryRun` it only reports.
 */
export async function recountAdminCount(name: AdminCountName, options: { dryRun: boolean }, maxAttempts = 10): Promise<RecountReport> {
  const { counter, partition } = ADMIN_COUNTS[name];
  const baseKey = { PK: counter.partition, SK: counter.name };
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const before = await shardSum(counter);
    const entries = await queryCount({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': partition }, ConsistentRead: true });
    const after = await shardSum(counter);
    if (before !== after) continue;
    const stored = (await db().send(new GetCommand({ TableName: tableName(), Key: baseKey, ConsistentRead: true }))).Item?.count;
    const base = entries - after;
    if (!options.dryRun && stored !== base) await db().send(new PutCommand({ TableName: tableName(), Item: { ...baseKey, count: base } }));
    return { name, entries, counted_by_shards: after, base_before: typeof stored === 'number' ? stored : undefined, base, dry_run: options.dryRun };
  }
  throw new Error(`recountAdminCount(${name}): the list kept moving over ${maxAttempts} attempts; run it again at a quieter time`);
}

/** How many people are on the waiting list (consistent: the admin reads what was just added). */
export function countWaitingListEntries(): Promise<number> {
  return readCounter(waitingListCounter, { consistent: true });
}

/** How many form responses are stored. */
export function countAllFormResponses(): Promise<number> {
  return readCounter(formResponsesCounter, { consistent: true });
}
