/**
 * A Google or LinkedIn account redeems its invite and becomes a member.
 * Cognito lets a federated sign-up through without one (its PreSignUp event
 * carries no metadata), so until this succeeds the account is signed in but
 * no member: every member route refuses it (middleware/requireAccess.ts)
 * and the nightly job removes it (jobs/removeUnredeemedAccounts.ts). The
 * checks are the e-mail sign-up's gate (triggers/preSignUp.ts) with the
 * e-mail the provider asserted, and the membership is made the same way
 * (store/enrolment.ts).
 */
import { normalizeEmail } from '#domain/email';
import { isWellFormedInviteCode } from '#domain/invites';
import { enrolMember } from '#store/enrolment';
import { isRefusal } from '#store/errors';
import { reserveInvite } from '#store/invites';
import { profileIdByEmail } from '#store/profiles';
import { SIGN_UP_REFUSALS } from '#domain/signUpRefusals';
import { badRequest, conflict } from '../http/failures';
import type { Operation } from '../operation';

export const ALREADY_A_MEMBER = 'You are already a member.';
/** A provider that shares no e-mail address (LinkedIn may not): the invite is held for an e-mail, so there is nothing to hold it for. */
export const NO_EMAIL_FROM_PROVIDER = 'Your sign-in did not share an e-mail address with us. Please sign up with your e-mail instead.';

const invalidCode = () => badRequest(SIGN_UP_REFUSALS.invalidCode, { code: SIGN_UP_REFUSALS.invalidCode });
const expiredCode = () => badRequest(SIGN_UP_REFUSALS.expiredCode, { code: SIGN_UP_REFUSALS.expiredCode });

export const redeemAccountInvite: Operation<'redeemAccountInvite'> = async ({ body, caller, now }) => {
  if (caller.profile) throw conflict(ALREADY_A_MEMBER);
  const email = caller.identity.email && normalizeEmail(caller.identity.email);
  if (!email) throw badRequest(NO_EMAIL_FROM_PROVIDER);
  if (await profileIdByEmail(email)) throw conflict(SIGN_UP_REFUSALS.accountExists);
  const code = body.code;
  if (!isWellFormedInviteCode(code)) throw invalidCode();

  try {
    await reserveInvite(code, email, now);
  } catch (error) {
    if (isRefusal(error, 'invite_expired')) throw expiredCode();
    if (isRefusal(error, 'invite_unavailable')) throw invalidCode();
    throw error;
  }
  try {
    const profile = await enrolMember({
      userId: caller.id,
      email,
      name: caller.identity.name,
      code,
      emailVerified: caller.identity.email_verified === 'true',
      at: now.toISOString(),
    });
    return { id: profile.id, username: profile.username };
  } catch (error) {
    if (isRefusal(error, 'profile_exists')) throw conflict(ALREADY_A_MEMBER);
    if (isRefusal(error, 'email_taken')) throw conflict(SIGN_UP_REFUSALS.accountExists);
    if (isRefusal(error, 'invite_unavailable')) throw invalidCode();
    throw error;
  }
};
