/**
 * Per-member counters, each one number beside the profile (so reading it is
 * not a Query of everything counted): the invites a member holds (raised on
 * condition it stays within the limit, see invites.ts) and the vouches they
 * gave (moved in each vouch's own transaction, see vouches.ts).
 */
import * as z from 'zod/mini';
import { defineEntity, type Entity } from './entity';
import { memberPartition } from './memberPartition';
import { readItem } from './table';

const counterSchema = z.object({ count: z.number() });
type CounterRecord = z.infer<typeof counterSchema>;
/** A counter is named by its member; the record holds only the number. */
type Counter = Entity<{ user_id: string }, CounterRecord, unknown>;

export const inviteCounter: Counter = /* @__PURE__ */ defineEntity({
  name: 'invite counter',
  schema: counterSchema,
  key: ({ user_id }: { user_id: string }) => ({ PK: memberPartition(user_id), SK: 'INVITE_COUNT' }),
});

export const vouchesGivenCounter: Counter = /* @__PURE__ */ defineEntity({
  name: 'vouches-given counter',
  schema: counterSchema,
  key: ({ user_id }: { user_id: string }) => ({ PK: memberPartition(user_id), SK: 'GIVEN_COUNT' }),
});

/** The counter's value; a counter never written is 0. */
export async function readCounter(counter: Counter, userId: string): Promise<number> {
  return (await readItem(counter.key({ user_id: userId }), counter))?.count ?? 0;
}
