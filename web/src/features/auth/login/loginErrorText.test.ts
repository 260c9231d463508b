import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED, loginErrorText, resetRequestErrorText } from './loginErrorText';

describe('loginErrorText', () => {
  it('says the same for an unknown e-mail and a wrong password, on AWS and on cognito-local', () => {
    // AWS with PreventUserExistenceErrors, AWS without it, cognito-local's unknown user, cognito-local's wrong password.
    const texts = ['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException'].map(loginErrorText);
    expect(new Set(texts)).toEqual(new Set([LOGIN_FAILED]));
  });

  it('never passes on the raw text of the auth service', () => {
    for (const name of ['NotAuthorizedException', 'LimitExceededException', 'InternalErrorException', '', 'Error']) {
      const text = loginErrorText(name);
      expect(text).toMatch(/^Failed to log in/);
      expect(text).not.toMatch(/User not authorized|Invalid password|Incorrect username/);
    }
  });

  it("words a failed reset request as the spec does, never with the auth service's text", () => {
    expect(resetRequestErrorText('InternalErrorException')).toBe('Failed to send reset email');
    expect(resetRequestErrorText('')).toBe('Failed to send reset email');
    expect(resetRequestErrorText('LimitExceededException')).toMatch(/^Failed to send reset email\. Too many attempts/);
  });
});
