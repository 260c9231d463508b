/**
 * The nightly removal of Google and LinkedIn sign-ups that never redeemed an
 * invite (functions/jobs/removeUnredeemedAccounts.ts), against cognito-local
 * and DynamoDB Local with accounts made through the local hosted UI: only
 * the unredeemed account older than the cut-off goes; a federated member, a
 * newer unredeemed account and an e-mail member stay. The run is confined
 * to this test's users (other test files share the pool).
 */
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNREDEEMED_GRACE_MS, handler, removeUnredeemedAccounts } from '#functions/jobs/removeUnredeemedAccounts';
import { usernameOf } from '#services/identity';
import { callOk } from '#test-support/apiClient';
import { signUpMember } from '#test-support/backendHelpers';
import { federatedTokens } from '#test-support/federation';
import { cognito, newInviteCode, testStack, uniqueEmail, useStackEnv } from '#test-support/stack';
import { waitFor } from '#test-support/waitFor';

const subOf = (idToken: string) => (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

async function exists(username: string): Promise<boolean> {
  const client = cognito();
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: testStack().userPoolId, Username: username }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return false;
    throw error;
  } finally {
    client.destroy();
  }
}

beforeAll(() => {
  useStackEnv();
});

describe('removing unredeemed Google and LinkedIn sign-ups', () => {
  it('deletes only the unredeemed federated accounts made before the cut-off', async () => {
    const [unredeemed, member, emailMember] = await Promise.all([
      federatedTokens('Google', { email: uniqueEmail('stale'), name: 'Stan Stale' }),
      federatedTokens('LinkedIn', { email: uniqueEmail('joined'), name: 'Joy Joined' }),
      signUpMember({ prefix: 'mail-member' }),
    ]);
    await callOk('redeemAccountInvite', { token: member.idToken, body: { code: await newInviteCode() } });
    // Cognito's creation dates are whole seconds: the newer account is made once the clock is in a whole second after the cut-off's.
    const cutoff = new Date(Date.now() + 500);
    const secondAfterCutoff = (Math.floor(cutoff.getTime() / 1000) + 1) * 1000;
    await waitFor('the second after the cut-off', async () => Date.now() >= secondAfterCutoff || undefined);
    const newer = await federatedTokens('Google', { email: uniqueEmail('fresh'), name: 'Fay Fresh' });

    const usernames = new Map<string, string>();
    for (const [who, token] of [
      ['unredeemed', unredeemed.idToken],
      ['member', member.idToken],
      ['newer', newer.idToken],
      ['emailMember', emailMember.token],
    ] as const) {
      usernames.set(who, (await usernameOf(subOf(token)))!);
    }
    expect(usernames.get('unredeemed')).toMatch(/^Google_/);
    const mine = new Set(usernames.values());

    const result = await removeUnredeemedAccounts(cutoff, (user) => mine.has(user.Username ?? ''));
    // The e-mail member is no federated user: never looked at.
    expect(result).toEqual({ checked: 3, removed: 1 });
    expect(await exists(usernames.get('unredeemed')!)).toBe(false);
    expect(await exists(usernames.get('member')!)).toBe(true);
    expect(await exists(usernames.get('newer')!)).toBe(true);
    expect(await exists(usernames.get('emailMember')!)).toBe(true);

    // Twice changes nothing more.
    expect(await removeUnredeemedAccounts(cutoff, (user) => mine.has(user.Username ?? ''))).toEqual({ checked: 2, removed: 0 });
  });

  it('gives a sign-up a day to redeem, as the schedule runs it', async () => {
    expect(UNREDEEMED_GRACE_MS).toBe(24 * 60 * 60 * 1000);
    // The scheduled entry point runs over the whole pool; with nothing a day old here it removes nothing made by this run.
    const fresh = await federatedTokens('Google', { email: uniqueEmail('today'), name: 'Tia Today' });
    await handler({});
    expect(await usernameOf(subOf(fresh.idToken))).toMatch(/^Google_/);
  });
});
