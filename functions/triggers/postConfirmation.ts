/**
 * Cognito PostConfirmation: makes the confirmed e-mail sign-up a member
 * (store/enrolment.ts), redeeming the invite its e-mail reserved at
 * sign-up. Cognito may retry a trigger, so a second run for the same member
 * changes nothing.
 *
 * A confirmed password reset fires it too: it signs the member out on every
 * device (Cognito revokes their refresh tokens, and the profile records when,
 * so the API refuses the ID tokens already issued).
 *
 * A federated account's first sign-in fires this trigger too, without a
 * reservation: it is not a member yet and redeems its invite through the API
 * (docs/decisions.md, "The invite gate holds for Google and LinkedIn").
 */
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { normalizeEmail } from '#domain/email';
import { now } from '#services/clock';
import { signOutUsernameEverywhere } from '#services/identity';
import { enrolMember } from '#store/enrolment';
import { isRefusal } from '#store/errors';
import { reservedCodeFor } from '#store/invites';
import { recordSessionsEnded } from '#store/sessionsEnded';
import { getProfile } from '#store/profiles';
import { isFederated } from './federatedIdentity';
import { TriggerRefusal, guardTrigger } from './refusal';

export const handler = guardTrigger('PostConfirmation', async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  // A confirmed password reset ends the member's other sessions (issue 22 §1): whoever held the old password
  // loses the sessions it opened. Only a sign-up creates a member.
  if (event.triggerSource === 'PostConfirmation_ConfirmForgotPassword') {
    await signOutUsernameEverywhere(event.userPoolId, event.userName);
    // Its refresh tokens are revoked; the ID tokens already out are refused by the API from now on.
    await recordSessionsEnded(event.request.userAttributes.sub || event.userName, now().toISOString());
    return event;
  }
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;

  const attributes = event.request.userAttributes;
  if (isFederated(attributes)) return event;
  const userId = attributes.sub || event.userName;
  const email = attributes.email && normalizeEmail(attributes.email);
  if (!email) throw new TriggerRefusal('The account has no e-mail address');
  if (await getProfile(userId)) return event;

  const code = await reservedCodeFor(email);
  if (!code) throw new TriggerRefusal('No invite code is reserved for this e-mail. Please sign up again with a valid invite code.');
  try {
    await enrolMember({ userId, email, name: attributes.name, code, emailVerified: true, at: now().toISOString() });
  } catch (error) {
    if (isRefusal(error, 'profile_exists')) return event; // a retry of this very confirmation won the race
    if (isRefusal(error, 'invite_unavailable')) throw new TriggerRefusal('This invite code is invalid or has already been used', { cause: error });
    throw error;
  }
  return event;
});
