/**
 * Off-platform vouches: a vouch for someone who is not a member yet, sent to
 * their e-mail (spec: a vouches row with vouchee_id null, pending_email,
 * pending_name, pending_invite_code). It is written in one transaction with
 * the invite it travels with (bound to that e-mail, counted in the voucher's
 * 10), and claimed in the transaction that creates the invitee's profile and
 * redeems that invite (PostConfirmation): it then becomes an ordinary vouch,
 * keyed (vouchee, voucher) like every received vouch, and the new member's
 * score starts with its points.
 *
 * Items:
 *  - PENDING_VOUCH#<code> / PENDING_VOUCH: the pending vouch, keyed by its
 *    invite's code, which is what sign-up knows;
 *  - PENDING_VOUCH_TO#<voucher>#<email> / PENDING_VOUCH_TO: at most one
 *    pending vouch per voucher and e-mail while its invite is valid.
 */
import * as z from 'zod/mini';
import { normalizeEmail } from '#domain/email';
import { givenVouch, pendingVouchFields, type VouchChoices } from '#domain/vouchRecord';
import { BOUND_CHANNEL, newInviteItems, type InviteRecord } from './invites';
import { scoreVouch, type VouchPoints } from '#domain/scoring';
import { newId, newInviteCode } from '#services/ids';
import { defineEntity } from './entity';
import { StoreRefused } from './errors';
import { emailGuard } from './guards';
import { cancellationOf, writeTransaction, type NamedItems } from './transaction';
import { readItem, tableName, withContentionRetry } from './table';
import { givenCountUpdate, vouchEntity, type VouchRecord } from './vouches';
import { vouchDaysUpdate } from './vouchDays';

/** What this entity's writes refuse (errors.ts StoreRefusals). */
declare module './errors' {
  interface StoreRefusals {
    /** An off-platform vouch from this member to this e-mail is still pending. */
    duplicate_pending_vouch: true;
  }
}

const pendingVouchSchema = z.object(pendingVouchFields);
export type PendingVouchRecord = z.infer<typeof pendingVouchSchema>;

/** Keyed by its invite's code, which is what sign-up knows. */
export const pendingVouchEntity = /* @__PURE__ */ defineEntity({
  name: 'pending vouch',
  schema: pendingVouchSchema,
  key: ({ pending_invite_code }: { pending_invite_code: string }) => ({ PK: `PENDING_VOUCH#${pending_invite_code}`, SK: 'PENDING_VOUCH' }),
});

/** At most one pending vouch per voucher and (normalised) e-mail: its key names the pair, its record the invite. */
export const pendingVouchGuard = /* @__PURE__ */ defineEntity({
  name: 'pending-vouch guard',
  schema: z.object({ invite_code: z.string(), invite_expires_at: z.string() }),
  key: ({ voucher_id, email }: { voucher_id: string; email: string }) => ({
    PK: `PENDING_VOUCH_TO#${voucher_id}#${normalizeEmail(email)}`,
    SK: 'PENDING_VOUCH_TO',
  }),
});

/** An off-platform vouch to send: who sends it, to whom, and what they chose (the message already sanitized). */
export type NewPendingVouch = VouchChoices & { voucher_id: string; pending_email: string; pending_name: string };

/**
 * Writes the pending vouch with its invite, in one transaction: the invite
 * (channel vouch_invite, bound to the e-mail, raising the voucher's counter
 * within the 10), the pending vouch, the per-e-mail guard, and a check that
 * no member holds the e-mail. Refusals: 'invite_limit', 'email_taken',
 * 'duplicate_pending_vouch'; nothing is written then.
 */
export async function createPendingVouch(input: NewPendingVouch, now: Date): Promise<{ pending: PendingVouchRecord; invite: InviteRecord }> {
  const email = normalizeEmail(input.pending_email);
  const nowIso = now.toISOString();
  const points = scoreVouch(input.attributes);
  for (let codeAttempt = 0; codeAttempt < 5; codeAttempt++) {
    const code = newInviteCode();
    const { invite, items: inviteItems } = newInviteItems(
      { inviter_user_id: input.voucher_id, channel: BOUND_CHANNEL, invitee_email: email },
      code,
      now,
    );
    const pending: PendingVouchRecord = {
      id: newId(),
      voucher_id: input.voucher_id,
      vouchee_id: null,
      pending_email: email,
      pending_name: input.pending_name,
      pending_invite_code: code,
      ...givenVouch(input, points.total, nowIso),
    };
    const items = {
      ...inviteItems,
      notMember: { ConditionCheck: { TableName: tableName(), Key: emailGuard.key({ email }), ConditionExpression: 'attribute_not_exists(PK)' } },
      pendingGuard: {
        Put: {
          TableName: tableName(),
          Item: pendingVouchGuard.item({ invite_code: code, invite_expires_at: invite.invite_expires_at }, { voucher_id: input.voucher_id, email }),
          // A pending vouch whose invite expired can no longer be claimed: it no longer blocks a new one.
          ConditionExpression: 'attribute_not_exists(PK) OR invite_expires_at <= :now',
          ExpressionAttributeValues: { ':now': nowIso },
        },
      },
      pendingVouch: {
        Put: { TableName: tableName(), Item: pendingVouchEntity.item(pending), ConditionExpression: 'attribute_not_exists(PK)' },
      },
    } satisfies NamedItems;
    try {
      await withContentionRetry(() => writeTransaction(items), undefined, 30);
      return { pending, invite };
    } catch (error) {
      const cancelled = cancellationOf<keyof typeof items>(error);
      if (cancelled?.conditionFailed('notMember')) throw new StoreRefused('email_taken');
      if (cancelled?.conditionFailed('pendingGuard')) throw new StoreRefused('duplicate_pending_vouch');
      if (cancelled?.conditionFailed('counter')) throw new StoreRefused('invite_limit');
      if (cancelled?.anyConditionFailed(['invite', 'pendingVouch'])) continue; // the code exists already: draw another
      throw error;
    }
  }
  throw new Error('could not draw an unused invite code');
}

/**
 * What deleting an off-platform vouch's pending invite takes along (store
 * invites.ts deletePendingInvite): the pending vouch, which could no longer
 * be claimed, and its guard, so the member may send a new one to that e-mail.
 * Nothing for any other invite.
 */
export function pendingVouchRemovalItems(invite: Pick<InviteRecord, 'channel' | 'invite_code' | 'inviter_user_id' | 'invitee_email'>): NamedItems {
  if (invite.channel !== BOUND_CHANNEL || !invite.invitee_email) return {};
  return {
    pendingVouchRemoval: { Delete: { TableName: tableName(), Key: pendingVouchEntity.key({ pending_invite_code: invite.invite_code }) } },
    pendingGuardRemoval: {
      Delete: { TableName: tableName(), Key: pendingVouchGuard.key({ voucher_id: invite.inviter_user_id, email: invite.invitee_email }) },
    },
  };
}

export async function getPendingVouch(code: string): Promise<PendingVouchRecord | undefined> {
  return readItem(pendingVouchEntity.key({ pending_invite_code: code }), pendingVouchEntity, { consistent: true });
}

/**
 * The transaction items that make `pending` the new member's vouch (inside
 * createMember's transaction, beside the invite's redemption): the pending
 * item goes (only while it is still there and addressed to this e-mail),
 * the vouch is written where a received vouch lives, the voucher's given
 * count rises and the guard goes. The points go in the new member's score
 * through createMember's `receivedVouch` (the score item is written there).
 */
export function claimPendingVouchItems(pending: PendingVouchRecord, memberId: string, email: string, nowIso: string) {
  const vouch: VouchRecord = {
    id: pending.id,
    voucher_id: pending.voucher_id,
    vouchee_id: memberId,
    message: pending.message,
    attributes: pending.attributes,
    first_met_year: pending.first_met_year,
    first_met_month: null,
    interaction_frequency: pending.interaction_frequency,
    relationship_category: pending.relationship_category,
    relationship_context: pending.relationship_context,
    character_confidence: pending.character_confidence,
    points: pending.points,
    // Given when it was sent; received from now.
    created_at: pending.created_at,
    updated_at: nowIso,
    version: 0,
  };
  const items = {
    pendingClaim: {
      Delete: {
        TableName: tableName(),
        Key: pendingVouchEntity.key(pending),
        ConditionExpression: 'attribute_exists(PK) AND pending_email = :email',
        ExpressionAttributeValues: { ':email': normalizeEmail(email) },
      },
    },
    claimedVouch: {
      Put: {
        TableName: tableName(),
        // Listed with the new member's received vouches (the vouch lists, the portfolio's messages) like any other.
        Item: vouchEntity.item(vouch),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    voucherGivenCount: givenCountUpdate(pending.voucher_id, 1),
    // The portfolio's points per day, on the day the vouch was given (vouchDays.ts); its points are at least 2, so always an item.
    claimedVouchDays: vouchDaysUpdate(memberId, { created_at: vouch.created_at, points: pointsOfPending(pending).total }, undefined)!,
    pendingGuardRelease: {
      Delete: { TableName: tableName(), Key: pendingVouchGuard.key({ voucher_id: pending.voucher_id, email: pending.pending_email }) },
    },
  } satisfies NamedItems;
  return { items, points: pointsOfPending(pending) };
}

export function pointsOfPending(pending: Pick<PendingVouchRecord, 'attributes'>): VouchPoints {
  return scoreVouch(Object.keys(pending.attributes));
}
