/** The waiting list: people without an invite who asked to be told. */
import * as z from 'zod/mini';
import { newId } from '#services/ids';
import { defineEntity } from './entity';
import { partitionPageKey, searchablePartitionPage } from './searchablePartition';
import { readItem, tableName, withContentionRetry } from './table';
import { countWaitingListEntries, waitingListCounter } from './adminCounts';
import { counterAdd } from './shardedCounter';
import { newInviteCode } from '#services/ids';
import { newInviteItems, type InviteRecord } from './invites';
import { StoreRefused } from './errors';
import { cancellationOf, writeTransaction } from './transaction';
import { normalizeEmail } from '#domain/email';

/** What this entity's writes refuse (errors.ts StoreRefusals). */
declare module './errors' {
  interface StoreRefusals {
    /** A waiting-list entry a super admin invited already. */
    already_invited: true;
    /** An address the waiting list holds already (compared normalised). */
    already_listed: true;
  }
}

/**
 * One partition sorted by time, so the admin's newest-first list is a Query.
 * One partition is enough for a waiting list (a partition takes 1,000 writes a second).
 */
export const WAITLIST_PARTITION = 'WAITLIST';

const entrySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  vouch_seeker_type: z.nullable(z.string()),
  created_at: z.string(),
  /** Set when a super admin invited this person (an invite of the product's, mailed to them). */
  invited_at: z.optional(z.nullable(z.string())),
  invite_code: z.optional(z.nullable(z.string())),
});

/** In the one partition by its time. */
export const waitingListEntity = /* @__PURE__ */ defineEntity({
  name: 'waiting-list entry',
  schema: entrySchema,
  key: ({ created_at, id }: { created_at: string; id: string }) => ({ PK: WAITLIST_PARTITION, SK: `${created_at}#${id}` }),
});

export type WaitingListRecord = z.infer<typeof entrySchema>;

/**
 * One guard item per normalised address, naming its entry: the list holds
 * an address once, without scanning it (issue 22 #17).
 */
export const waitingListAddressGuard = /* @__PURE__ */ defineEntity({
  name: 'waiting-list address guard',
  schema: z.object({ entry_created_at: z.string(), entry_id: z.string() }),
  key: ({ email }: { email: string }) => ({ PK: `WAITLIST_EMAIL#${normalizeEmail(email)}`, SK: 'GUARD' }),
});

/**
 * Puts the person on the list once per normalised address: the entry and
 * its address guard in one transaction, on condition the guard is new. A
 * second submission of the address writes nothing and keeps the first
 * entry as it was (its name is not overwritten by whoever sent the address
 * again) and is refused as 'already_listed'; callers must not show the
 * difference to the sender, who may not own the address.
 */
export async function addToWaitingList(
  entry: { name: string; email: string; vouch_seeker_type: string | null },
  nowIso: string,
): Promise<WaitingListRecord> {
  const record: WaitingListRecord = {
    id: newId(),
    name: entry.name,
    email: normalizeEmail(entry.email),
    vouch_seeker_type: entry.vouch_seeker_type,
    created_at: nowIso,
  };
  // search_text: the admin's search looks in the name and the address, lower-cased.
  const search_text = `${record.name}\n${record.email}`.toLowerCase();
  try {
    // The counter's shard is drawn per attempt, so a retry after a conflict on it meets another (store/shardedCounter.ts).
    await withContentionRetry(() =>
      writeTransaction({
        guard: {
          Put: {
            TableName: tableName(),
            Item: waitingListAddressGuard.item({ entry_created_at: nowIso, entry_id: record.id }, { email: record.email }),
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        entry: { Put: { TableName: tableName(), Item: { ...waitingListEntity.item(record), search_text } } },
        count: counterAdd(waitingListCounter, 1),
      }),
    );
    return record;
  } catch (error) {
    if (cancellationOf<'guard' | 'entry' | 'count'>(error)?.conditionFailed('guard')) throw new StoreRefused('already_listed');
    throw error;
  }
}

export const WAITING_LIST_PAGE_KEY = partitionPageKey(WAITLIST_PARTITION);

/** One page, newest first; with `search` only entries whose name or address contains it. */
export async function listWaitingListPage(
  search: string | undefined,
  limit: number,
  start: Record<string, string> | undefined,
): Promise<{ entries: WaitingListRecord[]; nextKey: Record<string, unknown> | undefined }> {
  const page = await searchablePartitionPage(WAITLIST_PARTITION, waitingListEntity, search, limit, start);
  return { entries: page.items, nextKey: page.nextKey };
}

/** How many people are on the list: its counter (store/adminCounts.ts), not a read of the partition (issue 21). */
export function countWaitingList(): Promise<number> {
  return countWaitingListEntries();
}

/**
 * The inviter of invites the product itself gives (a super admin inviting
 * someone from the waiting list): not a member, so no member's limit of 10
 * applies and no member's counter moves.
 */
export const PRODUCT_INVITER = 'PRODUCT';

export async function getWaitingListEntry(createdAt: string, id: string): Promise<WaitingListRecord | undefined> {
  return readItem(waitingListEntity.key({ created_at: createdAt, id }), waitingListEntity);
}

/**
 * Creates an invite of the product for the entry's e-mail and marks the
 * entry invited, in one transaction, on condition that it exists and was
 * not invited before ('already_invited' otherwise; undefined when there is no such entry).
 */
export async function inviteWaitingListEntry(
  createdAt: string,
  id: string,
  now: Date,
): Promise<{ entry: WaitingListRecord; invite: InviteRecord } | undefined> {
  const entry = await getWaitingListEntry(createdAt, id);
  if (!entry) return undefined;
  if (entry.invited_at) throw new StoreRefused('already_invited');
  for (let codeAttempt = 0; codeAttempt < 5; codeAttempt++) {
    const { invite, items } = newInviteItems(
      { inviter_user_id: PRODUCT_INVITER, channel: 'email_invite', invitee_email: entry.email },
      newInviteCode(),
      now,
    );
    const { counter: _memberCounter, ...productItems } = items;
    const nowIso = now.toISOString();
    try {
      await writeTransaction({
        ...productItems,
        entry: {
          Update: {
            TableName: tableName(),
            Key: waitingListEntity.key({ created_at: createdAt, id }),
            UpdateExpression: 'SET invited_at = :now, invite_code = :code',
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(invited_at)',
            ExpressionAttributeValues: { ':now': nowIso, ':code': invite.invite_code },
          },
        },
      });
      return { entry: { ...entry, invited_at: nowIso, invite_code: invite.invite_code }, invite };
    } catch (error) {
      const cancelled = cancellationOf<'invite' | 'expiryMarker' | 'entry'>(error);
      if (cancelled?.conditionFailed('entry')) throw new StoreRefused('already_invited');
      if (cancelled?.conditionFailed('invite')) continue;
      throw error;
    }
  }
  throw new Error('could not draw an unused invite code');
}
