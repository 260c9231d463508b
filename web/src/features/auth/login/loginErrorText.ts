/**
 * What a failed e-mail login says. Cognito's texts differ for an unknown
 * address and a wrong password (cognito-local: 'User not authorized' /
 * 'Invalid password'; AWS without PreventUserExistenceErrors:
 * UserNotFoundException), which tells anyone whether an address has an
 * account, so every credential failure gets one text, and no raw text of the
 * auth service reaches the member. Title as the spec has it ('Login Error').
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

export function loginErrorText(errorName: string): string {
  if (CREDENTIAL_FAILURES.has(errorName)) return LOGIN_FAILED;
  if (errorName === 'LimitExceededException' || errorName === 'TooManyRequestsException' || errorName === 'TooManyFailedAttemptsException')
    return TOO_MANY;
  return GENERIC;
}
