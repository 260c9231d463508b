/**
 * Logging out revokes the refresh token (issue 6, §2): the local Cognito
 * gives access tokens the origin_jti claim Amplify's signOut() looks for, and
 * once RevokeToken has run, the refresh token gets no new tokens through
 * either refresh call, as Cognito answers.
 */
import {
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsOf } from '#test-support/backendHelpers';
import {
  TEST_PASSWORD,
  cognito,
  newInviteCode,
  signIn,
  signUpAndConfirm,
  testStack,
  uniqueEmail,
  useStackEnv,
  type Tokens,
} from '#test-support/stack';

let client: CognitoIdentityProviderClient;
let email: string;

beforeAll(async () => {
  useStackEnv();
  client = cognito();
  email = uniqueEmail('revoke');
  await signUpAndConfirm({ inviteCode: await newInviteCode(), email, password: TEST_PASSWORD });
});

afterAll(() => client.destroy());

const viaGetTokens = (refreshToken: string) =>
  client.send(new GetTokensFromRefreshTokenCommand({ ClientId: testStack().userPoolClientId, RefreshToken: refreshToken }));
const viaInitiateAuth = (refreshToken: string) =>
  client.send(
    new InitiateAuthCommand({
      ClientId: testStack().userPoolClientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );

describe('refresh token revocation', () => {
  it("marks tokens as revocable: access and ID tokens carry the refresh token's jti as origin_jti", async () => {
    const tokens = await signIn(email, TEST_PASSWORD);
    const origin = claimsOf(tokens.refreshToken).jti;
    expect(typeof origin).toBe('string');
    expect(claimsOf(tokens.accessToken).origin_jti).toBe(origin);
    expect(claimsOf(tokens.idToken).origin_jti).toBe(origin);
    // Re-signed tokens still pass the API's JWT check.
    const refreshed = await viaGetTokens(tokens.refreshToken);
    expect(claimsOf(refreshed.AuthenticationResult!.AccessToken!).origin_jti).toEqual(expect.any(String));
  });

  it('refuses a revoked refresh token on GetTokensFromRefreshToken and on InitiateAuth REFRESH_TOKEN_AUTH', async () => {
    const tokens: Tokens = await signIn(email, TEST_PASSWORD);
    // Usable before the revocation, through both calls.
    expect((await viaGetTokens(tokens.refreshToken)).AuthenticationResult?.IdToken).toBeTruthy();
    expect((await viaInitiateAuth(tokens.refreshToken)).AuthenticationResult?.IdToken).toBeTruthy();

    await client.send(new RevokeTokenCommand({ ClientId: testStack().userPoolClientId, Token: tokens.refreshToken }));

    await expect(viaGetTokens(tokens.refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(viaInitiateAuth(tokens.refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it("leaves the member's other sessions alone", async () => {
    const kept = await signIn(email, TEST_PASSWORD);
    const revoked = await signIn(email, TEST_PASSWORD);
    await client.send(new RevokeTokenCommand({ ClientId: testStack().userPoolClientId, Token: revoked.refreshToken }));
    await expect(viaGetTokens(revoked.refreshToken)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await viaGetTokens(kept.refreshToken)).AuthenticationResult?.IdToken).toBeTruthy();
  });
});
