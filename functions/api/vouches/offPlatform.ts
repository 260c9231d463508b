/**
 * The off-platform vouch (spec 'Off-platform vouch dialog'; calls: INSERT
 * vouches off-platform, send-email type 'vouch_invite'). The pending vouch
 * and its invite are written in one transaction (store/pendingVouches.ts);
 * the invitation is queued after it (the outbox, issue 20 §4). A mail that
 * fails undoes nothing: the vouch and the invite stay (the invitee can still
 * be given the code). The voucher's bell says how it went once the sender
 * knows: 'email_sent' when it went out, 'email_failed' when it failed for
 * good. A mail that cannot even be queued is told at once, and the answer
 * says `email_sent: false`, which the web words as 'Vouch created but email
 * failed'.
 */
import { vouchMailedNotification } from '#domain/notifications';
import { vouchInviteUrl } from '#domain/offPlatformVouch';
import { visibleText } from '#domain/text';
import { MESSAGES, MESSAGE_HTML_MAX, MESSAGE_MAX } from '#domain/validation';
import { env } from '#services/env';
import { queueMail } from '#services/outbox';
import { isRefusal } from '#store/errors';
import { createNotification } from '#store/notifications';
import { createPendingVouch } from '#store/pendingVouches';
import { badRequest, conflict } from '../http/failures';
import { INVITE_LIMIT_MESSAGE } from '../invites/operations';
import { vouchInviteMail } from '../mail/vouchInviteMail';
import type { Operation } from '../operation';
import { toInviteView } from '../presenters';
import { sanitizeMessage } from '../richText';
import { vouchChoices } from './vouchChoices';

/** createVouch's words for the same mistake. */
export const SELF_VOUCH_MESSAGE = 'You cannot vouch for yourself';
export const ALREADY_MEMBER_MESSAGE = 'This person is already a member of Vouched. Find them on Vouch Now and vouch for them there.';
export const DUPLICATE_PENDING_MESSAGE = 'You have already sent a vouch to this email address.';

export const createOffPlatformVouch: Operation<'createOffPlatformVouch'> = async ({ caller, body: input, now, log }) => {
  const profile = caller.profile;
  if (input.pending_email === profile.email) throw badRequest(SELF_VOUCH_MESSAGE, { pending_email: SELF_VOUCH_MESSAGE });

  // Sanitize first, then measure what is left (as createVouch).
  const message = sanitizeMessage(input.message);
  const text = visibleText(message);
  if (!text.trim()) throw badRequest(MESSAGES.messageRequired, { message: MESSAGES.messageRequired });
  if (text.length > MESSAGE_MAX || message.length > MESSAGE_HTML_MAX) throw badRequest(MESSAGES.messageTooLong, { message: MESSAGES.messageTooLong });

  let created;
  try {
    created = await createPendingVouch(
      {
        voucher_id: caller.id,
        pending_email: input.pending_email,
        pending_name: input.pending_name,
        ...vouchChoices(input, message),
      },
      now,
    );
  } catch (error) {
    if (isRefusal(error, 'email_taken')) throw conflict(ALREADY_MEMBER_MESSAGE);
    if (isRefusal(error, 'duplicate_pending_vouch')) throw conflict(DUPLICATE_PENDING_MESSAGE);
    if (isRefusal(error, 'invite_limit')) throw conflict(INVITE_LIMIT_MESSAGE, 'invite_limit');
    throw error;
  }
  const { pending, invite } = created;

  const outcome = {
    userId: caller.id,
    sent: vouchMailedNotification({ recipientName: pending.pending_name, sent: true }),
    failed: vouchMailedNotification({ recipientName: pending.pending_name, sent: false }),
  };
  let emailSent = true;
  try {
    await queueMail(
      vouchInviteMail({
        to: pending.pending_email,
        recipientName: pending.pending_name,
        voucherName: profile.full_name || profile.username,
        selectedAttributes: Object.keys(pending.attributes),
        vouchMessage: pending.message,
        vouchScore: pending.points,
        inviteUrl: vouchInviteUrl(env.appUrl, invite.invite_code),
        inviteCode: invite.invite_code,
      }),
      outcome,
    );
  } catch (error) {
    emailSent = false;
    log.error('vouch invitation e-mail could not be queued; the vouch and its invite are kept', error as Error);
    // The bell keeps the outcome after the dialog is gone; a failure to record it fails nothing.
    await createNotification({ user_id: caller.id, ...outcome.failed }, now.toISOString()).catch((e: unknown) =>
      log.error('could not record the e-mail outcome', e as Error),
    );
  }

  return {
    pending_vouch: {
      id: pending.id,
      pending_name: pending.pending_name,
      pending_email: pending.pending_email,
      pending_invite_code: pending.pending_invite_code,
      attributes: pending.attributes,
      points: pending.points,
      created_at: pending.created_at,
    },
    invite: toInviteView(invite, null, now),
    email_sent: emailSent,
  };
};
