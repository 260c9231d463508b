/**
 * How many members there are: a sharded counter (store/shardedCounter.ts,
 * issue 21) moved by ADD in the member-creation transaction (profiles.ts
 * createMember) and the deletion transaction (accountDeletions.ts), so a
 * sign-up never waits on another sign-up's transaction over one item, and
 * the directory's count line is one small Query however many members there are.
 */
import * as z from 'zod/mini';
import { defineEntity } from './entity';
import { counterAdd, readCounter, type ShardedCounter } from './shardedCounter';
import type { TransactItem } from './transaction';

/**
 * The counter's first, unsharded item: moved by every sign-up before issue
 * 21, now only read (the base of the sum, so no migration is needed).
 */
export const memberCountEntity = /* @__PURE__ */ defineEntity({
  name: 'member count',
  schema: z.object({ count: z.number() }),
  key: () => ({ PK: 'STATS', SK: 'MEMBER_COUNT' }),
});

/** The member count's shards: `STATS`/`MEMBER_COUNT#<0–31>` next to the base item `STATS`/`MEMBER_COUNT`. */
export const memberCounter: ShardedCounter = { partition: 'STATS', name: 'MEMBER_COUNT' };

/** The transaction item that counts one more member (createMember); build it per attempt. */
export function memberCountIncrement(): TransactItem {
  return counterAdd(memberCounter, 1);
}

/** The transaction item that counts one member fewer (an account's deletion); build it per attempt. */
export function memberCountDecrement(): TransactItem {
  return counterAdd(memberCounter, -1);
}

/** How many members there are (eventually consistent). */
export async function countMembers(): Promise<number> {
  return readCounter(memberCounter);
}
