/**
 * The pool's password policy holds locally too: cognito-local ignores it,
 * so the shim in front of it refuses weak passwords as Cognito does, before
 * any trigger runs (the invite code stays free).
 */
import {
  AdminGetUserCommand,
  SignUpCommand,
  type CognitoIdentityProviderClient,
  type SignUpCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, cognito, newInviteCode, testStack, uniqueEmail, viaEdgeAs } from '#test-support/stack';
import { call } from '#test-support/apiClient';

/** A sign-up straight at the pool (no web app), with the invite code where the web app puts it. */
function signUpAtPool(client: CognitoIdentityProviderClient, email: string, password: string, inviteCode: string): Promise<SignUpCommandOutput> {
  return client.send(
    new SignUpCommand({
      ClientId: testStack().userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
      ClientMetadata: { inviteCode },
    }),
  );
}

describe('password policy on the local Cognito', () => {
  it.each([
    ['Sh0rt!a', 'Password not long enough'],
    ['nouppercase1!', 'Password must have uppercase characters'],
    ['NOLOWERCASE1!', 'Password must have lowercase characters'],
    ['NoDigitsHere!', 'Password must have numeric characters'],
    ['NoSymbols123', 'Password must have symbol characters'],
  ])('refuses %s: %s', async (password, wording) => {
    const stack = testStack();
    const code = await newInviteCode();
    const email = uniqueEmail('weak');
    const client = cognito();
    try {
      const signUp = signUpAtPool(client, email, password, code);
      await expect(signUp).rejects.toMatchObject({ name: 'InvalidPasswordException', message: `Password did not conform with policy: ${wording}` });
      await expect(client.send(new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: email }))).rejects.toMatchObject({
        name: 'UserNotFoundException',
      });
      expect((await call('checkInviteCode', { params: { code }, headers: viaEdgeAs('203.0.113.200') })).status).toBe(200);
    } finally {
      client.destroy();
    }
  });

  // The checklist's rules are Cognito's (functions/domain/password.ts): `_` and an inner space are symbols to both.
  it.each([TEST_PASSWORD, 'Abcdefg1_', 'Abcd efg1', 'Abcdefg1`'])('lets %j, which meets every rule, through to sign-up', async (password) => {
    const client = cognito();
    try {
      const email = uniqueEmail('strong');
      const out = await signUpAtPool(client, email, password, await newInviteCode());
      expect(out.UserSub).toBeTruthy();
    } finally {
      client.destroy();
    }
  });

  it.each([' Abcdefg1!', 'Abcdefg1! '])('refuses %j: whitespace at either end, as Cognito does', async (password) => {
    const client = cognito();
    try {
      const email = uniqueEmail('edgespace');
      const signUp = signUpAtPool(client, email, password, await newInviteCode());
      await expect(signUp).rejects.toMatchObject({ name: 'InvalidParameterException' });
    } finally {
      client.destroy();
    }
  });
});
