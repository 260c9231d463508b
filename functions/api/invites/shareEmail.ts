/**
 * The Share & Invite e-mail composer: an invite (channel by purpose,
 * counted in the member's 10) and one of today's composer slots in one
 * transaction, then the mail. A profile share carries no invite (issue 22
 * #14): it takes only the day's slot and links to the member's vouch-for-me
 * page. The mail is queued (the outbox, issue 20 §4): the answer comes once
 * it is. When it cannot be queued, the invite made for it is deleted again,
 * so it does not use up one of the 10, and the answer is 502 'Email failed to
 * send'. A queued mail that fails for good is told in the member's bell,
 * with the invite's code (the invite stays: they can share it themselves).
 * The day's slot stays taken either way (the cap counts attempts).
 */
import { DAILY_EMAIL_CAP, DAILY_EMAIL_CAP_MESSAGE, SHARE_EMAIL_CHANNEL, defaultShareEmailSubject } from '#domain/shareEmail';
import { env } from '#services/env';
import { queueMail } from '#services/outbox';
import { shareMailFailedNotification } from '#domain/notifications';
import { isRefusal } from '#store/errors';
import { deletePendingInvite } from '#store/invites';
import { createInviteForMail, takeMailSlot } from '#store/mailQuota';
import type { InviteRecord } from '#store/invites';
import { ApiFailure, badRequest, conflict } from '../http/failures';
import { shareMail } from '../mail/shareMail';
import type { Operation } from '../operation';
import { toInviteView } from '../presenters';

export const EMAIL_FAILED_MESSAGE = 'Email failed to send';
export const SELF_EMAIL_MESSAGE = 'Please send this to someone other than yourself';
const INVITE_LIMIT = 'You have reached the maximum of 10 invites';

export const sendShareEmail: Operation<'sendShareEmail'> = async ({ caller, body, now, log }) => {
  const profile = caller.profile;
  if (body.to === profile.email) throw badRequest(SELF_EMAIL_MESSAGE, { to: SELF_EMAIL_MESSAGE });
  const senderName = profile.full_name || profile.username;

  const channel = SHARE_EMAIL_CHANNEL[body.purpose];
  let invite: InviteRecord | undefined;
  let sentToday: number;
  try {
    if (channel) ({ invite, sentToday } = await createInviteForMail({ inviter_user_id: caller.id, channel, invitee_email: body.to }, now));
    else sentToday = await takeMailSlot(caller.id, now);
  } catch (error) {
    if (isRefusal(error, 'daily_mail_cap')) throw new ApiFailure(429, 'rate_limited', DAILY_EMAIL_CAP_MESSAGE);
    if (isRefusal(error, 'invite_limit')) throw conflict(INVITE_LIMIT, 'invite_limit');
    throw error;
  }

  try {
    await queueMail(
      shareMail({
        purpose: body.purpose,
        to: body.to,
        subject: body.subject || defaultShareEmailSubject(body.purpose, senderName),
        senderName,
        message: body.message,
        inviteCode: invite?.invite_code ?? null,
        origin: env.appUrl,
        username: profile.username,
      }),
      { userId: caller.id, failed: shareMailFailedNotification({ to: body.to, inviteCode: invite?.invite_code ?? null }) },
    );
  } catch (error) {
    log.error('composer e-mail could not be queued; removing its invite', error as Error);
    if (invite) await deletePendingInvite(caller.id, invite.invite_code, now);
    throw new ApiFailure(502, 'internal', EMAIL_FAILED_MESSAGE);
  }
  return { invite: invite ? toInviteView(invite, null, now) : null, emails_sent_today: sentToday, daily_cap: DAILY_EMAIL_CAP };
};
