/**
 * The Cognito trigger events the tests hand to our trigger handlers
 * directly, as Cognito would send them (only the fields the handlers read).
 */
import type { PostAuthenticationTriggerEvent, PostConfirmationTriggerEvent, PreSignUpTriggerEvent } from 'aws-lambda';

/** A self sign-up carrying its invite code in clientMetadata, as the web app sends it. */
export function preSignUpEvent(userName: string, email: string, inviteCode: string): PreSignUpTriggerEvent {
  return {
    triggerSource: 'PreSignUp_SignUp',
    userName,
    request: { userAttributes: { email }, clientMetadata: { inviteCode } },
    response: {},
  } as unknown as PreSignUpTriggerEvent;
}

/** The confirmation of the account `userId` (its sub), with the name given at sign-up if any. */
export function postConfirmationEvent(userId: string, email: string, name?: string): PostConfirmationTriggerEvent {
  const userAttributes: Record<string, string> = { sub: userId, email };
  if (name !== undefined) userAttributes.name = name;
  return {
    triggerSource: 'PostConfirmation_ConfirmSignUp',
    userName: userId,
    request: { userAttributes },
    response: {},
  } as unknown as PostConfirmationTriggerEvent;
}

/** A sign-in of `userId` as Cognito reports it to PostAuthentication; `identities` for a federated user. */
export function postAuthenticationEvent(
  userId: string,
  email: string,
  options: { emailVerified?: boolean; identities?: string } = {},
): PostAuthenticationTriggerEvent {
  const userAttributes: Record<string, string> = { sub: userId, email, email_verified: String(options.emailVerified ?? true) };
  if (options.identities !== undefined) userAttributes.identities = options.identities;
  return {
    triggerSource: 'PostAuthentication_Authentication',
    userName: userId,
    request: { userAttributes, newDeviceUsed: false },
    response: {},
  } as unknown as PostAuthenticationTriggerEvent;
}
