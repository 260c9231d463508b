/**
 * Sharded counters (issue 21): a count that many writers move at once (the
 * member count in every sign-up, an admin total in every public form) is kept
 * as several items, each write moving one of them, so no single item takes
 * every writer's transaction (DynamoDB cancels concurrent transactions that
 * touch the same item) and a reader sums them.
 */

/** How many items one counter is spread over: enough that parallel sign-ups rarely pick the same one, few enough to sum in one small Query. */
export const COUNTER_SHARDS = 32;

/**
 * The shard one write moves: uniform over 0..shards-1. Random rather than
 * hashed from the writer's id, so a retry after a conflict draws again
 * instead of meeting the same item; `random` is injectable for tests.
 */
export function pickCounterShard(shards: number = COUNTER_SHARDS, random: () => number = Math.random): number {
  if (!Number.isInteger(shards) || shards < 1) throw new Error(`pickCounterShard: shards must be a positive integer, got ${shards}`);
  return Math.min(shards - 1, Math.floor(random() * shards));
}

/** The total of a counter's items: their counts added (a missing or non-numeric count adds nothing). */
export function sumCounterItems(items: readonly { count?: unknown }[]): number {
  return items.reduce<number>((sum, item) => sum + (typeof item.count === 'number' ? item.count : 0), 0);
}
