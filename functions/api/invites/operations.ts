/** Invite operations: checking a code (visitors) and the member's own invites. */
import { MAX_INVITES_PER_MEMBER, inviteStatus, isWellFormedInviteCode, normalizeInviteCode, sortInvites } from '#domain/invites';
import { MESSAGES } from '#domain/validation';
import { isRefusal } from '#store/errors';
import { MY_INVITES_PAGE_MAX } from '#domain/paging';
import {
  createInvite as storeInvite,
  deletePendingInvite,
  getRedeemableInvite,
  invitesPageKeyShape,
  listInvitesOf,
  listInvitesPage,
} from '#store/invites';
import { pendingVouchRemovalItems } from '#store/pendingVouches';
import { getProfiles } from '#store/profiles';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { conflict, notFound } from '../http/failures';
import type { Operation } from '../operation';
import { toInviteView } from '../presenters';

export { sendShareEmail } from './shareEmail';

export const INVITE_LIMIT_MESSAGE = 'You have reached the maximum of 10 invites';
const INVITE_NOT_FOUND_MESSAGE = 'Invite not found';
export const INVITE_NOT_DELETABLE_MESSAGE = 'Could not delete invite. It may have already been used.';

export const checkInviteCode: Operation<'checkInviteCode'> = async ({ params, now }) => {
  const code = normalizeInviteCode(params.code);
  // A malformed code cannot exist: answer without a read.
  const invite = isWellFormedInviteCode(code) ? await getRedeemableInvite(code, now) : undefined;
  if (!invite) throw notFound(MESSAGES.invalidInviteCode);
  return { valid: true, code };
};

/**
 * One page of the member's own invites. The stats count all of them: a
 * member holds at most MAX_INVITES_PER_MEMBER live invites (store/invites.ts
 * guards it), so reading them all for the counts stays a few items.
 */
export const listMyInvites: Operation<'listMyInvites'> = async ({ caller, query, now }) => {
  const me = caller.id;
  const shape = invitesPageKeyShape(me);
  const start = decodeCursor(query.cursor, shape.keyNames, shape.fixed);
  const [page, all] = await Promise.all([listInvitesPage(me, query.limit ?? MY_INVITES_PAGE_MAX, start), listInvitesOf(me)]);
  const redeemers = await getProfiles(page.invites.flatMap((i) => (i.redeemed_user_id ? [i.redeemed_user_id] : [])));
  // The name the member shows, never their e-mail: that is not the inviter's to see.
  const nameOf = new Map(redeemers.map((p) => [p.id, p.full_name || p.username]));
  const views = sortInvites(page.invites, now).map((i) => toInviteView(i, i.redeemed_user_id ? (nameOf.get(i.redeemed_user_id) ?? null) : null, now));
  const count = (status: string) => all.filter((i) => inviteStatus(i, now) === status).length;
  return {
    invites: views,
    stats: { total: all.length, registered: count('accepted'), pending: count('pending'), expired: count('expired') },
    limit: MAX_INVITES_PER_MEMBER,
    next_cursor: encodeCursor(page.nextKey),
  };
};

export const createInvite: Operation<'createInvite'> = async ({ caller, body, now }) => {
  // A signed-in account without a profile (a federated sign-up that has not redeemed its invite, a
  // confirmation whose PostConfirmation failed) is not a member yet: it cannot let others in.
  try {
    const invite = await storeInvite({ inviter_user_id: caller.id, channel: body.channel, invitee_email: body.invitee_email ?? null }, now);
    return toInviteView(invite, null, now);
  } catch (error) {
    if (isRefusal(error, 'invite_limit')) throw conflict(INVITE_LIMIT_MESSAGE, 'invite_limit');
    throw error;
  }
};

export const deleteInvite: Operation<'deleteInvite'> = async ({ caller, params, now }) => {
  const code = normalizeInviteCode(params.id);
  // A malformed id names no invite: answer without a read (one over DynamoDB's key size would fail it).
  if (!isWellFormedInviteCode(code)) throw notFound(INVITE_NOT_FOUND_MESSAGE);
  try {
    // Deleting an off-platform vouch's invite withdraws the pending vouch with it (it could never be claimed).
    await deletePendingInvite(caller.id, code, now, pendingVouchRemovalItems);
    return { deleted: true };
  } catch (error) {
    // Another member's invite is reported exactly like a missing one: its existence is not theirs to learn.
    if (isRefusal(error, 'invite_missing')) throw notFound(INVITE_NOT_FOUND_MESSAGE);
    if (isRefusal(error, 'invite_not_pending')) throw conflict(INVITE_NOT_DELETABLE_MESSAGE);
    throw error;
  }
};
