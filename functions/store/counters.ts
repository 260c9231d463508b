/**
 * Per-member counters, each one number beside the profile (so reading it is
 * not a Query of everything counted): the invites a member holds (raised on
 * condition it stays within the limit, see invites.ts) and the vouches they
 * gave (moved in each vouch's own transaction, see vouches.ts).
 */
import * as z from 'zod/mini';
import { codec } from './codec';
import { memberPartition } from './memberPartition';
import { readItem, type Key } from './table';

export const inviteCounterKey = (userId: string): Key => ({ PK: memberPartition(userId), SK: 'INVITE_COUNT' });
export const vouchesGivenCounterKey = (userId: string): Key => ({ PK: memberPartition(userId), SK: 'GIVEN_COUNT' });

export const counterCodec = codec('counter', z.object({ count: z.number() }));

/** The counter's value; a counter never written is 0. */
export async function readCounter(key: Key): Promise<number> {
  return (await readItem(key, counterCodec))?.count ?? 0;
}
