/** Invite operations: checking a code (visitors) and the member's own invites. */
import { MAX_INVITES_PER_MEMBER, inviteStatus, isWellFormedInviteCode, normalizeInviteCode, sortInvites } from '../../domain/invites';
import { MESSAGES, createInviteSchema } from '../../domain/validation';
import { isRefusal } from '../../store/errors';
import { MY_INVITES_PAGE_MAX, type PageQuery } from '../../domain/paging';
import { createInvite, deletePendingInvite, getRedeemableInvite, invitesPageKeyShape, listInvitesOf, listInvitesPage } from '../../store/invites';
import { getProfile, getProfiles } from '../../store/profiles';
import type { DeletedInvite, InviteCodeCheck, InviteList } from '../contracts';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { conflict, forbidden, notFound } from '../http/failures';
import { bodyOf, memberId, pathParam, type Operation } from '../http/request';
import { toInviteView } from '../presenters';

export const INVITE_LIMIT_MESSAGE = 'You have reached the maximum of 10 invites';
const INVITE_NOT_FOUND_MESSAGE = 'Invite not found';
export const INVITE_NOT_DELETABLE_MESSAGE = 'Could not delete invite. It may have already been used.';

export const checkInviteCode: Operation = async (req) => {
  const code = normalizeInviteCode(pathParam(req, 'code'));
  // A malformed code cannot exist: answer without a read.
  const invite = isWellFormedInviteCode(code) ? await getRedeemableInvite(code, req.now) : undefined;
  if (!invite) throw notFound(MESSAGES.invalidInviteCode);
  const body: InviteCodeCheck = { valid: true, code };
  return { status: 200, body };
};

/**
 * One page of the member's own invites. The stats count all of them: a
 * member holds at most MAX_INVITES_PER_MEMBER live invites (store/invites.ts
 * guards it), so reading them all for the counts stays a few items.
 */
export const listMyInvites: Operation = async (req) => {
  const me = memberId(req);
  const query = (req.query ?? {}) as PageQuery;
  const shape = invitesPageKeyShape(me);
  const start = decodeCursor(query.cursor, shape.keyNames, shape.fixed);
  const [page, all] = await Promise.all([listInvitesPage(me, query.limit ?? MY_INVITES_PAGE_MAX, start), listInvitesOf(me)]);
  const redeemers = await getProfiles(page.invites.flatMap((i) => (i.redeemed_user_id ? [i.redeemed_user_id] : [])));
  // The name the member shows, never their e-mail: that is not the inviter's to see.
  const nameOf = new Map(redeemers.map((p) => [p.id, p.full_name || p.username]));
  const views = sortInvites(page.invites, req.now).map((i) =>
    toInviteView(i, i.redeemed_user_id ? (nameOf.get(i.redeemed_user_id) ?? null) : null, req.now),
  );
  const count = (status: string) => all.filter((i) => inviteStatus(i, req.now) === status).length;
  const body: InviteList = {
    invites: views,
    stats: { total: all.length, registered: count('accepted'), pending: count('pending'), expired: count('expired') },
    limit: MAX_INVITES_PER_MEMBER,
    next_cursor: encodeCursor(page.nextKey),
  };
  return { status: 200, body };
};

export const createMyInvite: Operation = async (req) => {
  const input = bodyOf(req, createInviteSchema);
  const inviterId = memberId(req);
  // A signed-in account without a profile (a federated sign-up that has not redeemed its invite, a
  // confirmation whose PostConfirmation failed) is not a member yet: it cannot let others in.
  if (!(await getProfile(inviterId))) throw forbidden();
  try {
    const invite = await createInvite({ inviter_user_id: inviterId, channel: input.channel, invitee_email: input.invitee_email ?? null }, req.now);
    return { status: 201, body: toInviteView(invite, null, req.now) };
  } catch (error) {
    if (isRefusal(error, 'invite_limit')) throw conflict(INVITE_LIMIT_MESSAGE, 'invite_limit');
    throw error;
  }
};

export const deleteMyInvite: Operation = async (req) => {
  const code = normalizeInviteCode(pathParam(req, 'id'));
  // A malformed id names no invite: answer without a read (one over DynamoDB's key size would fail it).
  if (!isWellFormedInviteCode(code)) throw notFound(INVITE_NOT_FOUND_MESSAGE);
  try {
    await deletePendingInvite(memberId(req), code, req.now);
    const body: DeletedInvite = { deleted: true };
    return { status: 200, body };
  } catch (error) {
    // Another member's invite is reported exactly like a missing one: its existence is not theirs to learn.
    if (isRefusal(error, 'invite_missing')) throw notFound(INVITE_NOT_FOUND_MESSAGE);
    if (isRefusal(error, 'invite_not_pending')) throw conflict(INVITE_NOT_DELETABLE_MESSAGE);
    throw error;
  }
};
