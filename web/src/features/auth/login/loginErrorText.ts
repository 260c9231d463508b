/**
 * What a failed e-mail login says. Cognito tells an unknown address from a
 * wrong password unless the app client has PreventUserExistenceErrors (it
 * has, on AWS and on the local stack: bin/local/userExistence.ts), so every
 * credential failure gets one text whatever the service says, and no raw
 * text of the auth service reaches the member. Title as the spec has it
 * ('Login Error').
 */
export const LOGIN_ERROR_TITLE = 'Login Error';
export const LOGIN_FAILED = 'Failed to log in. The email or password is incorrect.';
const TOO_MANY = 'Failed to log in. Too many attempts: please wait a few minutes and try again.';
const GENERIC = 'Failed to log in';

/** Cognito exception names meaning "these credentials do not sign in", whoever the address belongs to. */
const CREDENTIAL_FAILURES = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'PasswordResetRequiredException',
]);

const LIMITS = new Set(['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException']);

export function loginErrorText(errorName: string): string {
  if (CREDENTIAL_FAILURES.has(errorName)) return LOGIN_FAILED;
  if (LIMITS.has(errorName)) return TOO_MANY;
  return GENERIC;
}

/**
 * What a failed reset request says: the spec's 'Failed to send reset email',
 * never the auth service's text (with PreventUserExistenceErrors an unknown
 * address is answered as if a code was sent, so nothing here depends on it).
 */
export function resetRequestErrorText(errorName: string): string {
  return LIMITS.has(errorName) ? 'Failed to send reset email. Too many attempts: please wait a few minutes and try again.' : 'Failed to send reset email';
}
