/**
 * Cognito PostConfirmation: in one transaction, creates the profile (id =
 * the Cognito sub), the score and the username and e-mail guards, redeems
 * the invite this e-mail reserved at sign-up, and claims the off-platform
 * vouch sent with that invite, if any (the score then starts with its points). Cognito may retry a
 * trigger, so a second run for the same member changes nothing.
 */
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { cleanLine } from '#domain/cleanText';
import { now } from '#services/clock';
import { isRefusal } from '#store/errors';
import { getInvite, redeemInviteItems, reservedCodeFor } from '#store/invites';
import { notificationPut } from '#store/notifications';
import { inviteRedeemedNotification, notificationName, vouchReceivedNotification } from '#domain/notifications';
import { claimPendingVouchItems, getPendingVouch } from '#store/pendingVouches';
import { createMember, getProfile } from '#store/profiles';
import { TriggerRefusal, guardTrigger } from './refusal';
import { usernameCandidates } from './usernameFromEmail';
import { normalizeEmail } from '#domain/email';

export const handler = guardTrigger('PostConfirmation', async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  // A confirmed password reset also fires this trigger; only a sign-up creates a member.
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;

  const attributes = event.request.userAttributes;
  const userId = attributes.sub || event.userName;
  const email = attributes.email && normalizeEmail(attributes.email);
  if (!email) throw new TriggerRefusal('The account has no e-mail address');
  if (await getProfile(userId)) return event;

  const code = await reservedCodeFor(email);
  if (!code) throw new TriggerRefusal('No invite code is reserved for this e-mail. Please sign up again with a valid invite code.');

  const at = now().toISOString();
  // An off-platform vouch sent with this code becomes the new member's, in the same transaction (store/pendingVouches.ts).
  const [pending, invite] = await Promise.all([getPendingVouch(code), getInvite(code)]);
  const claim = pending && pending.pending_email === email ? claimPendingVouchItems(pending, userId, email, at) : undefined;
  const newName = notificationName({ full_name: cleanLine(attributes.name ?? '') || null });
  // The inviter hears that their invite was used ('other'), and the new member of the vouch now theirs
  // ('vouch_received'): in the same transaction, so each exists exactly when the sign-up does.
  const voucher = claim && pending ? await getProfile(pending.voucher_id) : undefined;
  const notifications = {
    ...(invite ? { inviterNotification: notificationPut({ user_id: invite.inviter_user_id, ...inviteRedeemedNotification({ inviteeName: newName }) }, at) } : {}),
    ...(claim && pending
      ? {
          claimedVouchNotification: notificationPut(
            { user_id: userId, ...vouchReceivedNotification({ voucherName: notificationName(voucher ?? {}), attributes: Object.keys(pending.attributes).sort() }) },
            at,
          ),
        }
      : {}),
  };
  try {
    await createMember(
      {
        id: userId,
        email,
        full_name: cleanLine(attributes.name ?? '') || null,
        usernameCandidates: usernameCandidates(email),
        // Made from the member's own e-mail, so it counts as a real username (docs/decisions.md); the flag
        // exists for names the system invents outright, and the member's own save clears it either way.
        usernameGenerated: false,
        email_verified: true,
        // The invite tree (issue 11 §5): who brought the member in. The code is reserved, so its invite exists.
        ...(invite ? { invited_by: invite.inviter_user_id } : {}),
      },
      { ...notifications, ...redeemInviteItems(code, email, userId, at), ...claim?.items },
      at,
      { receivedVouch: claim?.points },
    );
  } catch (error) {
    if (isRefusal(error, 'profile_exists')) return event; // a retry of this very confirmation won the race
    if (isRefusal(error, 'invite_unavailable')) throw new TriggerRefusal('This invite code is invalid or has already been used', { cause: error });
    throw error;
  }
  return event;
});
