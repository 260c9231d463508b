/**
 * Making someone a member, the one way: in one transaction the profile (id =
 * the Cognito sub), the score and the username and e-mail guards, the
 * redemption of the invite reserved for their e-mail, the off-platform vouch
 * sent with that invite if any (the score then starts with its points), and
 * the notifications that exist exactly when the membership does. Both doors
 * use it: the PostConfirmation trigger (e-mail sign-up) and the invite
 * redemption of a federated account (api/account/redeemInvite.ts).
 *
 * Refusals: 'profile_exists' (this account is a member already: a retry),
 * 'invite_unavailable' (the reservation is gone or belongs to someone else).
 */
import { cleanLine } from '#domain/cleanText';
import { inviteRedeemedNotification, notificationName, vouchReceivedNotification } from '#domain/notifications';
import { getInvite, redeemInviteItems } from './invites';
import { notificationPut } from './notifications';
import { claimPendingVouchItems, getPendingVouch } from './pendingVouches';
import { createMember, getProfile, type ProfileRecord } from './profiles';
import { usernameCandidates } from './usernameFromEmail';

export interface Enrolment {
  userId: string;
  /** Normalised (domain/email.ts). */
  email: string;
  /** As the account gave it; cleaned here. */
  name: string | undefined;
  /** The invite code reserved for `email` (store/invites.ts reserveInvite). */
  code: string;
  /** Whether the account's e-mail address is proven (Cognito's confirmation or the provider's assertion). */
  emailVerified: boolean;
  at: string;
}

export async function enrolMember({ userId, email, name, code, emailVerified, at }: Enrolment): Promise<ProfileRecord> {
  const [pending, invite] = await Promise.all([getPendingVouch(code), getInvite(code)]);
  const claim = pending && pending.pending_email === email ? claimPendingVouchItems(pending, userId, email, at) : undefined;
  const fullName = cleanLine(name ?? '') || null;
  const newName = notificationName({ full_name: fullName });
  // The inviter hears that their invite was used ('other'), and the new member of the vouch now theirs ('vouch_received').
  const voucher = claim && pending ? await getProfile(pending.voucher_id) : undefined;
  const notifications = {
    ...(invite
      ? { inviterNotification: notificationPut({ user_id: invite.inviter_user_id, ...inviteRedeemedNotification({ inviteeName: newName }) }, at) }
      : {}),
    ...(claim && pending
      ? {
          claimedVouchNotification: notificationPut(
            {
              user_id: userId,
              ...vouchReceivedNotification({ voucherName: notificationName(voucher ?? {}), attributes: Object.keys(pending.attributes).sort() }),
            },
            at,
          ),
        }
      : {}),
  };
  return createMember(
    {
      id: userId,
      email,
      full_name: fullName,
      usernameCandidates: usernameCandidates(email),
      // Made from the member's own e-mail, so it counts as a real username (docs/decisions.md); the flag
      // exists for names the system invents outright, and the member's own save clears it either way.
      usernameGenerated: false,
      email_verified: emailVerified,
      // The invite tree (issue 11 §5): who brought the member in.
      ...(invite ? { invited_by: invite.inviter_user_id } : {}),
    },
    { ...notifications, ...redeemInviteItems(code, email, userId, at), ...claim?.items },
    at,
    { receivedVouch: claim?.points },
  );
}
