/**
 * Invites: created by members (at most 10 each, ever — expired ones still
 * count, as the spec says "10 per user in total"; deleting a pending one
 * gives its slot back), reserved by PreSignUp for one e-mail, redeemed by
 * PostConfirmation exactly once.
 */
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import {
  INVITE_CHANNELS,
  INVITE_HOLD_MS,
  INVITE_VALID_MS,
  MAX_INVITES_PER_MEMBER,
  isInviteAvailableForSignUp,
  type InviteChannel,
} from '#domain/invites';
import { db } from '#services/db';
import { newInviteCode } from '#services/ids';
import { TABLE_SCHEMA } from '#functions/schema/table';
import { defineEntity } from './entity';
import { inviteCounter, readCounter } from './counters';
import { StoreRefused } from './errors';
import { cancellationOf, writeTransaction, type NamedItems } from './transaction';
import { isConditionFailure, queryItems, queryPage, readItem, tableName, withContentionRetry } from './table';
import { normalizeEmail } from '#domain/email';

/** What this entity's writes refuse (errors.ts StoreRefusals). */
declare module './errors' {
  interface StoreRefusals {
    /** The member holds as many invites as they may (the 10). */
    invite_limit: true;
    invite_missing: true;
    invite_unavailable: true;
    /** A sign-up's code that was never redeemed but whose time ran out (told apart from a wrong or used one). */
    invite_expired: true;
    invite_not_pending: true;
  }
}

/** The channel whose invites only their invitee_email may redeem: an off-platform vouch's. */
export const BOUND_CHANNEL: InviteChannel = 'vouch_invite';

/** One partition per UTC day of expiry, so the nightly job reads only the days that ended. */
export function inviteExpiryPartition(expiresAtIso: string): string {
  return `INVITE_EXPIRY#${expiresAtIso.slice(0, 10)}`;
}

const epochSeconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

const inviteSchema = z.object({
  /** The code doubles as the id: it is unique by key and the owner already sees it. */
  id: z.string(),
  invite_code: z.string(),
  inviter_user_id: z.string(),
  channel: z.enum(INVITE_CHANNELS),
  invitee_email: z.optional(z.nullable(z.string())),
  invite_expires_at: z.string(),
  // Redemption fields are absent until redemption, so conditions can use attribute_not_exists.
  redeemed_user_id: z.optional(z.nullable(z.string())),
  redeemed_at: z.optional(z.nullable(z.string())),
  registered: z.optional(z.boolean()),
  created_at: z.string(),
  /** Set by PreSignUp: the e-mail that holds the code until its sign-up is confirmed. */
  reserved_email: z.optional(z.nullable(z.string())),
  reserved_until: z.optional(z.nullable(z.string())),
  /** Set by the nightly job once the expiry has passed unredeemed. */
  expired_at: z.optional(z.nullable(z.string())),
});

/**
 * Keyed by its code: what a visitor types and sign-up redeems is then a
 * single-item read or write. GSI1: a member's invites, newest first.
 */
export const inviteEntity = /* @__PURE__ */ defineEntity({
  name: 'invite',
  schema: inviteSchema,
  key: ({ invite_code }: { invite_code: string }) => ({ PK: `INVITE#${invite_code}`, SK: 'INVITE' }),
  indexes: {
    ofInviter: {
      index: TABLE_SCHEMA.gsi1,
      partition: ({ inviter_user_id }: { inviter_user_id: string }) => `INVITER#${inviter_user_id}`,
      sort: ({ created_at, invite_code }: { created_at: string; invite_code: string }) => `${created_at}#${invite_code}`,
    },
  },
});
const invitesOf = (inviterId: string) => inviteEntity.indexes.ofInviter.partition({ inviter_user_id: inviterId });

/** The nightly job's note of an invite's expiry, under the day it falls on; the table drops it 90 days after. */
export const inviteExpiryMarker = /* @__PURE__ */ defineEntity({
  name: 'invite expiry marker',
  schema: z.object({ invite_code: z.string() }),
  key: ({ expires_at, invite_code }: { expires_at: string; invite_code: string }) => ({
    PK: inviteExpiryPartition(expires_at),
    SK: `${expires_at}#${invite_code}`,
  }),
  ttl: (_marker, { expires_at }) => epochSeconds(expires_at) + 90 * 86400,
});

/** Which code an e-mail holds between PreSignUp and PostConfirmation; the table drops it a day after the hold lapses. */
export const signUpReservation = /* @__PURE__ */ defineEntity({
  name: 'sign-up reservation',
  schema: z.object({ invite_code: z.string(), email: z.string(), reserved_until: z.string() }),
  key: ({ email }: { email: string }) => ({ PK: `SIGNUP#${normalizeEmail(email)}`, SK: 'SIGNUP' }),
  ttl: ({ reserved_until }) => epochSeconds(reserved_until) + 86400,
});

type StoredInvite = z.infer<typeof inviteSchema>;
/** An invite as read: the fields absent until redemption read as null (false for `registered`). */
export type InviteRecord = Omit<StoredInvite, 'invitee_email' | 'redeemed_user_id' | 'redeemed_at' | 'registered'> & {
  invitee_email: string | null;
  redeemed_user_id: string | null;
  redeemed_at: string | null;
  registered: boolean;
};

function decodeInvite(item: Record<string, unknown>): InviteRecord {
  const stored = inviteEntity.decode(item);
  return {
    ...stored,
    invitee_email: stored.invitee_email ?? null,
    redeemed_user_id: stored.redeemed_user_id ?? null,
    redeemed_at: stored.redeemed_at ?? null,
    registered: stored.registered ?? false,
  };
}

export async function getInvite(code: string): Promise<InviteRecord | undefined> {
  return readItem(inviteEntity.key({ invite_code: code }), { decode: decodeInvite });
}

/**
 * The invite if a new sign-up could use it now (unredeemed, unexpired, not
 * held by an unconfirmed sign-up), else undefined: what PreSignUp would let through.
 */
export async function getRedeemableInvite(code: string, now: Date): Promise<InviteRecord | undefined> {
  const invite = await getInvite(code);
  return invite && isInviteAvailableForSignUp(invite, now) ? invite : undefined;
}

export async function countInvitesHeld(userId: string): Promise<number> {
  return readCounter(inviteCounter, userId);
}

export interface NewInvite {
  inviter_user_id: string;
  channel: InviteChannel;
  invitee_email?: string | null;
}

/**
 * Creates an invite with a fresh code. The member's counter is raised in
 * the same transaction, on condition that it is below the limit, so no
 * burst of requests can get past 10.
 */
export async function createInvite(input: NewInvite, now: Date): Promise<InviteRecord> {
  for (let codeAttempt = 0; codeAttempt < 5; codeAttempt++) {
    const { invite, items } = newInviteItems(input, newInviteCode(), now);
    try {
      await withContentionRetry(() => writeTransaction(items), undefined, 30);
      return invite;
    } catch (error) {
      const cancelled = cancellationOf<keyof typeof items>(error);
      if (cancelled?.conditionFailed('counter')) throw new StoreRefused('invite_limit');
      if (cancelled?.conditionFailed('invite')) continue; // 1 in 31^8: the code exists already; draw another
      throw error;
    }
  }
  throw new Error('could not draw an unused invite code');
}

/**
 * The transaction items that create one invite with `code`: the member's
 * counter raised on condition that it is below the limit (a failed
 * `counter` is the limit; a failed `invite`, a code already drawn), the
 * invite and its expiry marker. createInvite writes them alone; an
 * off-platform vouch writes them with the pending vouch (store/pendingVouches.ts).
 */
export function newInviteItems(input: NewInvite, code: string, now: Date) {
  const createdAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + INVITE_VALID_MS).toISOString();
  const invite: InviteRecord = {
    id: code,
    invite_code: code,
    inviter_user_id: input.inviter_user_id,
    channel: input.channel,
    invitee_email: input.invitee_email ?? null,
    invite_expires_at: expiresAt,
    redeemed_user_id: null,
    redeemed_at: null,
    registered: false,
    created_at: createdAt,
  };
  const items = {
    counter: {
      Update: {
        TableName: tableName(),
        Key: inviteCounter.key({ user_id: input.inviter_user_id }),
        UpdateExpression: 'SET #c = if_not_exists(#c, :zero) + :one',
        ConditionExpression: 'attribute_not_exists(#c) OR #c < :max',
        ExpressionAttributeNames: { '#c': 'count' },
        ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': MAX_INVITES_PER_MEMBER },
      },
    },
    invite: {
      Put: {
        TableName: tableName(),
        // Redemption fields are left out until they exist, so conditions can use attribute_not_exists.
        Item: inviteEntity.item({
          id: code,
          invite_code: code,
          inviter_user_id: invite.inviter_user_id,
          channel: invite.channel,
          invitee_email: invite.invitee_email,
          invite_expires_at: expiresAt,
          registered: false,
          created_at: createdAt,
        }),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    expiryMarker: {
      Put: {
        TableName: tableName(),
        Item: inviteExpiryMarker.item({ invite_code: code }, { expires_at: expiresAt, invite_code: code }),
      },
    },
  } satisfies NamedItems;
  return { invite, items };
}

/** The key a page of a member's invites goes on from: GSI1's LastEvaluatedKey, inside the member's own GSI1 partition. */
export function invitesPageKeyShape(inviterId: string): { keyNames: readonly string[]; fixed: Record<string, string> } {
  return { keyNames: ['PK', 'SK', 'GSI1PK', 'GSI1SK'], fixed: { GSI1PK: invitesOf(inviterId) } };
}

/** One page of a member's invites, newest first (GSI1), and the key of the next page. */
export async function listInvitesPage(
  inviterId: string,
  limit: number,
  start: Record<string, string> | undefined,
): Promise<{ invites: InviteRecord[]; nextKey: Record<string, unknown> | undefined }> {
  const page = await queryPage(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': invitesOf(inviterId) },
      ScanIndexForward: false,
    },
    limit,
    start,
  );
  return { invites: page.items.map(decodeInvite), nextKey: page.nextKey };
}

/** A member's invites, newest first (GSI1), all of them. */
export async function listInvitesOf(inviterId: string): Promise<InviteRecord[]> {
  const items = await queryItems({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': invitesOf(inviterId) },
    ScanIndexForward: false,
  });
  return items.map(decodeInvite);
}

/**
 * Deletes one of the member's own pending invites and gives the slot back.
 * Someone else's invite reads as missing; a used or expired one, or one a
 * sign-up is holding right now, as not pending.
 */
export async function deletePendingInvite(
  inviterId: string,
  code: string,
  now: Date,
  /** Items to delete with it, from the invite as read (an off-platform vouch's invite takes its pending vouch along). */
  alongWith: (invite: InviteRecord) => NamedItems = () => ({}),
): Promise<void> {
  const invite = await getInvite(code);
  if (!invite || invite.inviter_user_id !== inviterId) throw new StoreRefused('invite_missing');
  const extra = alongWith(invite);
  const nowIso = now.toISOString();
  try {
    await withContentionRetry(() =>
      writeTransaction({
        invite: {
          Delete: {
            TableName: tableName(),
            Key: inviteEntity.key({ invite_code: code }),
            ConditionExpression:
              'inviter_user_id = :me AND attribute_not_exists(redeemed_user_id) AND invite_expires_at > :now AND (attribute_not_exists(reserved_until) OR reserved_until < :now)',
            ExpressionAttributeValues: { ':me': inviterId, ':now': nowIso },
          },
        },
        counter: {
          Update: {
            TableName: tableName(),
            Key: inviteCounter.key({ user_id: inviterId }),
            UpdateExpression: 'SET #c = #c - :one',
            ConditionExpression: '#c > :zero',
            ExpressionAttributeNames: { '#c': 'count' },
            ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
          },
        },
        expiryMarker: {
          Delete: { TableName: tableName(), Key: inviteExpiryMarker.key({ expires_at: invite.invite_expires_at, invite_code: code }) },
        },
        ...extra,
      }),
    );
  } catch (error) {
    if (cancellationOf<'invite'>(error)?.conditionFailed('invite')) throw new StoreRefused('invite_not_pending');
    throw error;
  }
}

/**
 * PreSignUp: holds the code for this e-mail. Only one e-mail can hold an
 * unredeemed, unexpired code at a time (the same e-mail may sign up again,
 * and a hold left by an abandoned sign-up lapses after INVITE_HOLD_MS, 15 minutes).
 * The reservation item tells PostConfirmation which code this e-mail holds.
 * Refuses with 'invite_expired' for an unredeemed code past its expiry, so
 * the person is told why, and 'invite_unavailable' for anything else.
 */
export async function reserveInvite(code: string, email: string, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const until = new Date(now.getTime() + INVITE_HOLD_MS).toISOString();
  const lower = normalizeEmail(email);
  try {
    await withContentionRetry(() =>
      writeTransaction({
        invite: {
          Update: {
            TableName: tableName(),
            Key: inviteEntity.key({ invite_code: code }),
            UpdateExpression: 'SET reserved_email = :email, reserved_until = :until',
            // An off-platform vouch's invite is bound to the e-mail it was sent to: only that address may use it.
            ConditionExpression:
              'attribute_exists(PK) AND attribute_not_exists(redeemed_user_id) AND invite_expires_at > :now AND (attribute_not_exists(reserved_email) OR reserved_email = :email OR reserved_until < :now) AND (channel <> :bound OR invitee_email = :email)',
            ExpressionAttributeValues: { ':email': lower, ':until': until, ':now': nowIso, ':bound': BOUND_CHANNEL },
          },
        },
        reservation: {
          Put: {
            TableName: tableName(),
            Item: signUpReservation.item({ invite_code: code, email: lower, reserved_until: until }),
          },
        },
      }),
    );
  } catch (error) {
    if (!cancellationOf<'invite'>(error)?.conditionFailed('invite')) throw error;
    const invite = await getInvite(code);
    const expired = invite && !invite.redeemed_user_id && new Date(invite.invite_expires_at).getTime() <= now.getTime();
    throw new StoreRefused(expired ? 'invite_expired' : 'invite_unavailable');
  }
}

/** The code an e-mail reserved at sign-up, if any. */
export async function reservedCodeFor(email: string): Promise<string | undefined> {
  return (await readItem(signUpReservation.key({ email }), signUpReservation))?.invite_code;
}

/**
 * The transaction items that redeem a reserved code for a new member
 * (used inside createMember's transaction): only the e-mail that holds it,
 * only once, only before it expires.
 */
export function redeemInviteItems(code: string, email: string, userId: string, nowIso: string) {
  const lower = normalizeEmail(email);
  return {
    inviteRedemption: {
      Update: {
        TableName: tableName(),
        Key: inviteEntity.key({ invite_code: code }),
        UpdateExpression: 'SET redeemed_user_id = :user, redeemed_at = :now, registered = :true REMOVE reserved_email, reserved_until',
        ConditionExpression: 'reserved_email = :email AND attribute_not_exists(redeemed_user_id) AND invite_expires_at > :now',
        ExpressionAttributeValues: { ':user': userId, ':now': nowIso, ':true': true, ':email': lower },
      },
    },
    reservationRelease: { Delete: { TableName: tableName(), Key: signUpReservation.key({ email: lower }) } },
  } satisfies NamedItems;
}

/**
 * Nightly: marks every unredeemed invite whose expiry passed on `day`
 * (YYYY-MM-DD, UTC) up to `now`. Reads only that day's marker partition.
 * Returns how many invites were marked.
 */
export async function markExpiredInvitesOfDay(day: string, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  let marked = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK <= :now',
        ExpressionAttributeValues: { ':pk': inviteExpiryPartition(`${day}T00:00:00.000Z`), ':now': nowIso },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? []) {
      const code = inviteExpiryMarker.decode(item).invite_code;
      try {
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: inviteEntity.key({ invite_code: code }),
            UpdateExpression: 'SET expired_at = :now',
            ConditionExpression:
              'attribute_exists(PK) AND attribute_not_exists(redeemed_user_id) AND attribute_not_exists(expired_at) AND invite_expires_at <= :now',
            ExpressionAttributeValues: { ':now': nowIso },
          }),
        );
        marked++;
      } catch (error) {
        // Redeemed, deleted or already marked: nothing to do for this one.
        if (!isConditionFailure(error)) throw error;
      }
      // The marker's key as read: the Query returned it from this very partition.
      await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: item.PK, SK: item.SK } }));
    }
    start = out.LastEvaluatedKey;
  } while (start);
  return marked;
}
