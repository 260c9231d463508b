/**
 * The invite gate for Google and LinkedIn (issue 10 §1, docs/decisions.md):
 * the first federated sign-in runs Cognito's federation steps (local hosted
 * UI) and leaves an account that is signed in but no member; it becomes one
 * only by redeeming a valid invite through POST /api/account/invite, with the
 * e-mail sign-up's rules. (Every member and admin route refusing it:
 * route-access.test.ts, role nonMember.)
 */
import { AdminGetUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_A_MEMBER } from '#api/account/redeemInvite';
import { createInvite, getInvite } from '#store/invites';
import { getProfile, profileIdByEmail } from '#store/profiles';
import { recentLogins } from '#store/securityAudit';
import { deleteUser, signOutEverywhere, usernameOf } from '#services/identity';
import { SIGN_UP_REFUSALS } from '#domain/signUpRefusals';
import { call, callOk } from '#test-support/apiClient';
import { signUpMember } from '#test-support/backendHelpers';
import { federatedTokens } from '#test-support/federation';
import { cognito, newInviteCode, testStack, uniqueEmail, useStackEnv } from '#test-support/stack';

beforeAll(() => {
  useStackEnv();
});

const claimsOf = (idToken: string) => JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

describe('a first Google or LinkedIn sign-in', () => {
  it('makes a Cognito user as Cognito does, records the sign-in, and no member', async () => {
    const email = uniqueEmail('fed-first');
    const tokens = await federatedTokens('LinkedIn', { email, name: 'Fern Federated' });
    const claims = claimsOf(tokens.idToken);
    expect(claims).toMatchObject({ email, email_verified: true, name: 'Fern Federated', vouched_member: 'false', token_use: 'id' });
    expect(String(claims['cognito:username'])).toMatch(/^LinkedIn_[0-9a-f]{21}$/);

    const client = cognito();
    try {
      const user = await client.send(new AdminGetUserCommand({ UserPoolId: testStack().userPoolId, Username: String(claims['cognito:username']) }));
      expect(user.UserStatus).toBe('EXTERNAL_PROVIDER');
      const identities = JSON.parse(user.UserAttributes?.find((a) => a.Name === 'identities')?.Value ?? '[]') as { providerName: string }[];
      expect(identities[0]?.providerName).toBe('LinkedIn');
    } finally {
      client.destroy();
    }
    // PostConfirmation made nothing (no invite was reserved), PostAuthentication logged the sign-in.
    const userId = String(claims.sub);
    expect(await getProfile(userId)).toBeUndefined();
    expect(await profileIdByEmail(email)).toBeUndefined();
    const logins = await recentLogins(userId, 5);
    expect(logins[0]).toMatchObject({ action_type: 'login_success', details: { provider: 'linkedin', email, email_verified: true } });
  });

  it('signs the same person in as the same account the next time', async () => {
    const person = { email: uniqueEmail('fed-again'), name: 'Gus Again' };
    const first = claimsOf((await federatedTokens('Google', person)).idToken);
    const second = claimsOf((await federatedTokens('Google', person)).idToken);
    expect(second.sub).toBe(first.sub);
    expect(second['cognito:username']).toBe(first['cognito:username']);
  });
});

describe('POST /api/account/invite', () => {
  it('makes the account a member with a valid code: profile from the provider, the invite spent on them, once', async () => {
    const email = uniqueEmail('fed-redeem');
    const tokens = await federatedTokens('Google', { email, name: 'Ravi Redeemer' });
    const userId = String(claimsOf(tokens.idToken).sub);
    const code = await newInviteCode();
    expect((await call('getMe', { token: tokens.idToken })).status).toBe(403);

    const enrolled = await callOk('redeemAccountInvite', { token: tokens.idToken, body: { code: code.toLowerCase() } });
    expect(enrolled.id).toBe(userId);
    const me = await callOk('getMe', { token: tokens.idToken });
    expect(me).toMatchObject({ id: userId, email, full_name: 'Ravi Redeemer', email_verified: true, username: enrolled.username });
    expect(me.terms_accepted_at).toBeFalsy();
    const invite = await getInvite(code);
    expect(invite?.redeemed_user_id).toBe(userId);
    expect((await getProfile(userId))?.invited_by).toBe(invite?.inviter_user_id);

    const again = await call('redeemAccountInvite', { token: tokens.idToken, body: { code: await newInviteCode() } });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(ALREADY_A_MEMBER);

    // Refreshed tokens say so too (PreTokenGeneration), sparing member routes the membership read.
    const client = cognito();
    try {
      const refreshed = await client.send(
        new InitiateAuthCommand({
          ClientId: testStack().userPoolClientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
        }),
      );
      expect(claimsOf(refreshed.AuthenticationResult!.IdToken!).vouched_member).toBe('true');
    } finally {
      client.destroy();
    }
  });

  it('refuses a spent, unknown or malformed code with the sign-up gate’s words, and makes no member', async () => {
    const email = uniqueEmail('fed-refused');
    const { idToken } = await federatedTokens('Google', { email, name: 'Rita Refused' });
    const spent = await newInviteCode();
    await signUpMember({ inviteCode: spent, prefix: 'spender' });

    for (const code of [spent, 'ZZZZ2222']) {
      const refused = await call('redeemAccountInvite', { token: idToken, body: { code } });
      expect(refused.status, code).toBe(400);
      expect(refused.error?.message).toBe(SIGN_UP_REFUSALS.invalidCode);
    }
    const malformed = await call('redeemAccountInvite', { token: idToken, body: { code: 'abc' } });
    expect(malformed.status).toBe(400);
    expect(malformed.error?.fields?.code).toBeTruthy();
    expect(await profileIdByEmail(email)).toBeUndefined();
  });

  it('tells an expired code apart, as the e-mail sign-up does, and holds nothing for it', async () => {
    const email = uniqueEmail('fed-expired');
    const { idToken } = await federatedTokens('Google', { email, name: 'Eli Expired' });
    const expired = await createInvite({ inviter_user_id: 'test-expired-inviter', channel: 'web' }, new Date(Date.now() - 30 * 86_400_000 - 60_000));
    const refused = await call('redeemAccountInvite', { token: idToken, body: { code: expired.invite_code } });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(SIGN_UP_REFUSALS.expiredCode);
    expect((await getInvite(expired.invite_code))?.reserved_email).toBeUndefined();
    expect(await profileIdByEmail(email)).toBeUndefined();
  });

  it('refuses a provider e-mail that already belongs to a member, and leaves the code unspent', async () => {
    const member = await signUpMember({ prefix: 'fed-clash' });
    const { idToken } = await federatedTokens('Google', { email: member.email, name: 'Clash Twin' });
    const code = await newInviteCode();
    const refused = await call('redeemAccountInvite', { token: idToken, body: { code } });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(SIGN_UP_REFUSALS.accountExists);
    expect((await getInvite(code))?.redeemed_user_id).toBeFalsy();
    expect((await call('checkInviteCode', { params: { code } })).status).toBe(200);
  });

  it('leaves a member whose Cognito user the deletion finaliser and sign-out can find by member id', async () => {
    const tokens = await federatedTokens('Google', { email: uniqueEmail('fed-leaver'), name: 'Lea Leaver' });
    const userId = String(claimsOf(tokens.idToken).sub);
    await callOk('redeemAccountInvite', { token: tokens.idToken, body: { code: await newInviteCode() } });
    // The username is Google_…, not the sub: the finaliser's deleteUser must look it up, or the account would outlive its deletion.
    expect(await usernameOf(userId)).toBe(claimsOf(tokens.idToken)['cognito:username']);
    await signOutEverywhere(userId);
    await deleteUser(userId);
    expect(await usernameOf(userId)).toBeUndefined();
  });

  it('refuses a visitor: 401', async () => {
    expect((await call('redeemAccountInvite', { body: { code: 'ZZZZ2222' } })).status).toBe(401);
  });
});
