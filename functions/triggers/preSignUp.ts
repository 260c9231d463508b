/**
 * Cognito PreSignUp: the invite gate. Sign-up needs an unredeemed,
 * unexpired invite code (in clientMetadata.inviteCode; validationData is
 * accepted too, as real Cognito passes both), and the code is reserved
 * atomically for this e-mail, so of many sign-ups racing for one code
 * exactly one gets through. The gate runs on the server whatever the UI does.
 */
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { cleanLine } from '#domain/cleanText';
import { isWellFormedInviteCode, normalizeInviteCode } from '#domain/invites';
// From profile.ts, not validation.ts: the triggers must not bundle zod for one number.
import { FULL_NAME_MAX } from '#domain/profile';
import { now } from '#services/clock';
import { isRefusal } from '#store/errors';
import { reserveInvite } from '#store/invites';
import { profileIdByEmail } from '#store/profiles';
import { SIGN_UP_REFUSALS } from '#domain/signUpRefusals';
import { TriggerRefusal, guardTrigger } from './refusal';
import { normalizeEmail } from '#domain/email';

function inviteCodeOf(event: PreSignUpTriggerEvent): string | undefined {
  const raw = event.request.clientMetadata?.inviteCode ?? event.request.validationData?.inviteCode;
  return raw ? normalizeInviteCode(raw) : undefined;
}

export const handler = guardTrigger('PreSignUp', async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  // Accounts made by an administrator (AdminCreateUser needs IAM rights) and
  // federated sign-ups (which carry no metadata and redeem their invite
  // through the API before they get a profile) are not gated here.
  if (event.triggerSource === 'PreSignUp_AdminCreateUser' || event.triggerSource === 'PreSignUp_ExternalProvider') return event;

  const email = event.request.userAttributes.email && normalizeEmail(event.request.userAttributes.email);
  if (!email) throw new TriggerRefusal(SIGN_UP_REFUSALS.missingEmail);
  // The name becomes the profile's full_name: the profile's own cleaning and limit apply (the form's maxLength
  // is no check). A name given must be one once cleaned; none at all is allowed (the profile asks later).
  const rawName = event.request.userAttributes.name;
  if (rawName !== undefined) {
    if (rawName.length > FULL_NAME_MAX * 4) throw new TriggerRefusal(SIGN_UP_REFUSALS.nameTooLong);
    const name = cleanLine(rawName);
    if (name.length > FULL_NAME_MAX) throw new TriggerRefusal(SIGN_UP_REFUSALS.nameTooLong);
    if (!name) throw new TriggerRefusal(SIGN_UP_REFUSALS.nameEmpty);
  }
  const code = inviteCodeOf(event);
  if (!code) throw new TriggerRefusal(SIGN_UP_REFUSALS.missingCode);
  if (await profileIdByEmail(email)) throw new TriggerRefusal(SIGN_UP_REFUSALS.accountExists);
  if (!isWellFormedInviteCode(code)) throw new TriggerRefusal(SIGN_UP_REFUSALS.invalidCode);

  try {
    await reserveInvite(code, email, now());
  } catch (error) {
    if (isRefusal(error, 'invite_expired')) throw new TriggerRefusal(SIGN_UP_REFUSALS.expiredCode, { cause: error });
    if (isRefusal(error, 'invite_unavailable')) throw new TriggerRefusal(SIGN_UP_REFUSALS.invalidCode, { cause: error });
    throw error;
  }
  return event;
});
