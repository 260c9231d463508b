/**
 * Counters spread over COUNTER_SHARDS items under one partition key
 * (domain/counterShards.ts says why): `<name>#<shard>` sort keys next to
 * the counter's first, unsharded item `<name>` (kept as the base of the
 * sum, so existing totals need no migration). A write ADDs to one random
 * shard; a read is one Query of the `<name>` prefix, at most 33 items of
 * < 100 B (0.5 RU eventually consistent).
 */
import { pickCounterShard, sumCounterItems } from '#domain/counterShards';
import type { TransactItem } from './transaction';
import { queryItems, tableName, type Key } from './table';

/** One sharded counter: its partition and the sort key prefix its items share. */
export interface ShardedCounter {
  readonly partition: string;
  readonly name: string;
}

/** The key of a counter's shard `shard`. */
export function counterShardKey(counter: ShardedCounter, shard: number): Key {
  return { PK: counter.partition, SK: `${counter.name}#${shard}` };
}

/**
 * The transaction item that moves the counter by `delta` on a freshly
 * drawn shard: build it inside the retried attempt, so a retry after a
 * conflict lands on another item.
 */
export function counterAdd(counter: ShardedCounter, delta: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: counterShardKey(counter, pickCounterShard()),
      UpdateExpression: 'ADD #count :delta',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

/**
 * The counter's total: every shard and the unsharded base item, summed.
 * The sort key condition `begins_with(name)` also matches the base item
 * `<name>` itself; counter names must not be prefixes of one another.
 */
export async function readCounter(counter: ShardedCounter, options: { consistent: boolean } = { consistent: false }): Promise<number> {
  const items = await queryItems({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :name)',
    ExpressionAttributeValues: { ':pk': counter.partition, ':name': counter.name },
    ProjectionExpression: '#count',
    ExpressionAttributeNames: { '#count': 'count' },
    ConsistentRead: options.consistent,
  });
  return sumCounterItems(items);
}
