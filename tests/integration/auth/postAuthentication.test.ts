/**
 * The PostAuthentication trigger (login sync and the security audit log),
 * called as Cognito calls it. The real sign-in path (cognito-local invoking
 * it) is covered by tests/integration/api/account.test.ts.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureErrorLogs } from '#test-support/errorLogs';
import { db } from '#services/db';
import { handler, providerOf } from '#functions/triggers/postAuthentication';
import { profileIdByEmail } from '#store/profiles';
import { recentLogins } from '#store/securityAudit';
import { signUpMember } from '#test-support/backendHelpers';
import { uniqueEmail, useStackEnv } from '#test-support/stack';
import { postAuthenticationEvent } from '#test-support/triggerEvents';

beforeAll(() => {
  useStackEnv();
});

const table = () => process.env.TABLE_NAME!;
async function profile(userId: string): Promise<Record<string, unknown>> {
  return (await db().send(new GetCommand({ TableName: table(), Key: { PK: `USER#${userId}`, SK: 'PROFILE' } }))).Item ?? {};
}

describe('PostAuthentication', () => {
  it('records login_success with provider, e-mail and verified state, and the last login time', async () => {
    const member = await signUpMember({ prefix: 'postauth' });
    const before = (await recentLogins(member.userId, 50)).length;
    const event = postAuthenticationEvent(member.userId, member.email);
    expect(await handler(event)).toBe(event);
    const entries = await recentLogins(member.userId, 50);
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({
      user_id: member.userId,
      action_type: 'login_success',
      details: { email: member.email.toLowerCase(), provider: 'email', email_verified: true },
    });
    expect((await profile(member.userId)).last_login_at).toBe(entries[0]!.created_at);
  });

  it('records the confirmed e-mail as verified though the sign-in does not assert it', async () => {
    const member = await signUpMember({ prefix: 'postauth-confirmed' });
    expect((await profile(member.userId)).email_verified).toBe(true);
    await handler(postAuthenticationEvent(member.userId, member.email, { emailVerified: false }));
    expect((await recentLogins(member.userId, 1))[0]!.details.email_verified).toBe(true);
  });

  it('copies a changed, verified e-mail to the profile and moves the e-mail guard', async () => {
    const member = await signUpMember({ prefix: 'postauth-move' });
    const newEmail = uniqueEmail('moved');
    await handler(postAuthenticationEvent(member.userId, newEmail, { emailVerified: true }));
    const stored = await profile(member.userId);
    expect(stored.email).toBe(newEmail.toLowerCase());
    expect(stored.email_verified).toBe(true);
    expect(await profileIdByEmail(newEmail)).toBe(member.userId);
    expect(await profileIdByEmail(member.email)).toBeUndefined();
  });

  it('never takes an unverified address: the profile and the e-mail guard keep the verified one', async () => {
    const member = await signUpMember({ prefix: 'postauth-unverified' });
    const claimed = uniqueEmail('claimed');
    await handler(postAuthenticationEvent(member.userId, claimed, { emailVerified: false }));
    const stored = await profile(member.userId);
    expect(stored.email).toBe(member.email.toLowerCase());
    expect(stored.email_verified).toBe(true);
    expect(typeof stored.last_login_at).toBe('string');
    expect(await profileIdByEmail(member.email)).toBe(member.userId);
    expect(await profileIdByEmail(claimed)).toBeUndefined();
  });

  it('does not take an address another member holds', async () => {
    const [member, holder] = await Promise.all([signUpMember({ prefix: 'postauth-a' }), signUpMember({ prefix: 'postauth-b' })]);
    await handler(postAuthenticationEvent(member.userId, holder.email));
    expect((await profile(member.userId)).email).toBe(member.email.toLowerCase());
    expect(await profileIdByEmail(holder.email)).toBe(holder.userId);
  });

  it('raises the verified state when Cognito asserts it, and never lowers it for the same e-mail', async () => {
    const member = await signUpMember({ prefix: 'postauth-verified' });
    await db().send(new PutCommand({ TableName: table(), Item: { ...(await profile(member.userId)), email_verified: false } }));
    await handler(postAuthenticationEvent(member.userId, member.email, { emailVerified: true }));
    expect((await profile(member.userId)).email_verified).toBe(true);
    await handler(postAuthenticationEvent(member.userId, member.email, { emailVerified: false }));
    expect((await profile(member.userId)).email_verified).toBe(true);
  });

  it('names the federated provider from identities', async () => {
    expect(providerOf({ identities: JSON.stringify([{ providerName: 'Google', providerType: 'Google' }]) })).toBe('google');
    expect(providerOf({ identities: 'not json' })).toBe('email');
    expect(providerOf({})).toBe('email');
    const member = await signUpMember({ prefix: 'postauth-google' });
    await handler(postAuthenticationEvent(member.userId, member.email, { identities: JSON.stringify([{ providerName: 'LinkedIn' }]) }));
    expect((await recentLogins(member.userId, 1))[0]!.details.provider).toBe('linkedin');
  });

  it('never refuses the sign-in: a failing table is logged, the event returned', async () => {
    const member = await signUpMember({ prefix: 'postauth-fail' });
    const mock = mockClient(db());
    mock.send.callThrough();
    mock.on(PutCommand).rejects(Object.assign(new Error('boom'), { name: 'InternalServerError' }));
    const errors = captureErrorLogs();
    try {
      const event = postAuthenticationEvent(member.userId, member.email);
      await expect(handler(event)).resolves.toBe(event);
      expect(errors.entries()).toContainEqual(expect.objectContaining({ level: 'ERROR', message: 'trigger failed', trigger: 'PostAuthentication' }));
    } finally {
      mock.restore();
      errors.restore();
    }
  });
});
