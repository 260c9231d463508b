/**
 * The invite gate and the other Cognito triggers, through cognito-local's
 * real SignUp / ConfirmSignUp / sign-in (the UI bypassed): PreSignUp refuses
 * sign-ups without a usable code and lets exactly one of many racing sign-ups
 * take a code; PostConfirmation creates the profile and redeems the invite
 * once; PreTokenGeneration adds the admin claim; CustomMessage words the mails.
 */
import {
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CONFIRM_SUBJECT, RESET_SUBJECT } from '#domain/authMail';
import { isGeneratedUsername } from '#domain/profile';
import { FULL_NAME_MAX } from '#domain/profile';
import { INVITE_HOLD_MS } from '#domain/invites';
import { createInvite, getInvite, getRedeemableInvite } from '#store/invites';
import { getProfile } from '#store/profiles';
import { handler as postConfirmation } from '#functions/triggers/postConfirmation';
import { handler as preSignUp } from '#functions/triggers/preSignUp';
import { claimsOf, signInAdmin, signUpMember } from '#test-support/backendHelpers';
import {
  TEST_PASSWORD,
  cognito,
  confirmationCodeIn,
  newInviteCode,
  signIn,
  signUpAndConfirm,
  testStack,
  uniqueEmail,
  useStackEnv,
  waitForMail,
} from '#test-support/stack';
import { postConfirmationEvent, preSignUpEvent } from '#test-support/triggerEvents';
import { call, callOk } from '#test-support/apiClient';
import { waitFor } from '#test-support/waitFor';

beforeAll(() => {
  useStackEnv();
});

/** Cognito's SignUp exactly as a client would call it, with or without an invite code. */
async function rawSignUp(email: string, inviteCode?: string) {
  const client = cognito();
  try {
    return await client.send(
      new SignUpCommand({
        ClientId: testStack().userPoolClientId,
        Username: email,
        Password: TEST_PASSWORD,
        UserAttributes: [{ Name: 'email', Value: email }],
        ...(inviteCode === undefined ? {} : { ClientMetadata: { inviteCode } }),
      }),
    );
  } finally {
    client.destroy();
  }
}

async function refusal(promise: Promise<unknown>): Promise<{ name: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return { name: (error as Error).name, message: (error as Error).message };
  }
  throw new Error('the sign-up was accepted');
}

/** A Cognito sign-up with a fresh code and e-mail and the given name, expected to be refused. */
async function signUpNamed(name: string): Promise<{ code: string; error: { name: string; message: string } }> {
  const code = await newInviteCode();
  const email = uniqueEmail('named');
  const client = cognito();
  const signUp = client.send(
    new SignUpCommand({
      ClientId: testStack().userPoolClientId,
      Username: email,
      Password: TEST_PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: name },
      ],
      ClientMetadata: { inviteCode: code },
    }),
  );
  return { code, error: await refusal(signUp).finally(() => client.destroy()) };
}

describe('PreSignUp refuses sign-ups without a usable invite code', () => {
  it('refuses a sign-up without a code', async () => {
    const error = await refusal(rawSignUp(uniqueEmail('nocode')));
    expect(error.name).toBe('UserLambdaValidationException');
    expect(error.message).toContain('Invite code is required for signup');
  });

  it('refuses an unknown code', async () => {
    const error = await refusal(rawSignUp(uniqueEmail('unknown'), 'ABCDEFGH'));
    expect(error.message).toContain('The invite code does not exist or has already been used');
  });

  it('refuses a code that was already used', async () => {
    const code = await newInviteCode();
    await signUpMember({ inviteCode: code });
    const error = await refusal(rawSignUp(uniqueEmail('reuse'), code));
    expect(error.message).toContain('The invite code does not exist or has already been used');
  });

  it('refuses an expired code', async () => {
    const expired = await createInvite({ inviter_user_id: 'test-expired-inviter', channel: 'web' }, new Date(Date.now() - 30 * 86_400_000 - 60_000));
    const error = await refusal(rawSignUp(uniqueEmail('expired'), expired.invite_code));
    expect(error.message).toContain('This invite code has expired');
    expect((await getInvite(expired.invite_code))?.reserved_email).toBeUndefined();
  });

  it('refuses an e-mail that already has a profile, in any case', async () => {
    const member = await signUpMember();
    const event = preSignUpEvent('someone-new', member.email.toUpperCase(), await newInviteCode());
    await expect(preSignUp(event)).rejects.toThrow('An account with this email already exists. Please sign in instead.');
  });

  it('refuses a name longer than a profile may hold, and leaves the code free', async () => {
    const { code, error } = await signUpNamed('N'.repeat(FULL_NAME_MAX + 1));
    expect(error.message).toContain(`Please enter a name of at most ${FULL_NAME_MAX} characters.`);
    expect((await getInvite(code))?.reserved_email).toBeUndefined();
  });

  it('refuses a name that is empty once invisible and control characters are dropped, and leaves the code free', async () => {
    const { code, error } = await signUpNamed(' \u200B\u200D\uFEFF ');
    expect(error.message).toContain('Please enter your name');
    expect((await getInvite(code))?.reserved_email).toBeUndefined();
  });

  it('holds a code for an unconfirmed sign-up 15 minutes at most; the check route agrees with the gate', async () => {
    const code = await newInviteCode();
    const start = new Date();
    const signUpAt = (email: string, at: Date) => {
      // Only Date is faked: the trigger reads the time through it, while timers and I/O run as usual.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(at);
      return preSignUp(preSignUpEvent(email, email, code)).finally(() => vi.useRealTimers());
    };
    try {
      await signUpAt(uniqueEmail('holder'), start);
      const held = await getInvite(code);
      expect(new Date(held!.reserved_until!).getTime() - start.getTime()).toBe(INVITE_HOLD_MS);
      expect(INVITE_HOLD_MS).toBe(15 * 60 * 1000);

      // While held: the check route says the code is not usable, and another sign-up is refused.
      expect((await call('checkInviteCode', { params: { code } })).status).toBe(404);
      const almost = new Date(start.getTime() + INVITE_HOLD_MS - 1000);
      expect(await getRedeemableInvite(code, almost)).toBeUndefined();
      await expect(signUpAt(uniqueEmail('blocked'), almost)).rejects.toThrow('The invite code does not exist or has already been used');

      // Once the hold has lapsed: both say usable, and the next sign-up takes it.
      const lapsed = new Date(start.getTime() + INVITE_HOLD_MS + 1000);
      expect(await getRedeemableInvite(code, lapsed)).toBeDefined();
      const taker = uniqueEmail('taker');
      await signUpAt(taker, lapsed);
      expect((await getInvite(code))?.reserved_email).toBe(taker.toLowerCase());
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts the code from validationData too (real Cognito passes it there)', async () => {
    const code = await newInviteCode();
    const email = uniqueEmail('validation');
    const event = {
      triggerSource: 'PreSignUp_SignUp',
      userName: 'validation-data-user',
      request: { userAttributes: { email }, validationData: { inviteCode: code.toLowerCase() } },
      response: {},
    } as unknown as PreSignUpTriggerEvent;
    await expect(preSignUp(event)).resolves.toBe(event);
    expect((await getInvite(code))?.reserved_email).toBe(email.toLowerCase());
  });

  it('lets exactly one of 50 simultaneous sign-ups with one code through', async () => {
    const code = await newInviteCode();
    const emails = Array.from({ length: 50 }, () => uniqueEmail('race'));
    const results = await Promise.allSettled(emails.map((email) => rawSignUp(email, code)));
    const winners = emails.filter((_, i) => results[i]!.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected')
        expect(String((result.reason as Error).message)).toContain('The invite code does not exist or has already been used');
    }
    const invite = await getInvite(code);
    expect(invite?.reserved_email).toBe(winners[0]!.toLowerCase());
    expect(invite?.redeemed_user_id).toBeNull();
  });
});

describe('PostConfirmation', () => {
  it('creates the profile with a real username and redeems the invite exactly once, even when Cognito retries', async () => {
    const inviter = await signUpMember({ name: 'Ivy Inviter' });
    const code = (await callOk('createInvite', { token: inviter.token, body: {} })).invite_code;
    const email = uniqueEmail('user-x');
    const { userId } = await signUpAndConfirm({ inviteCode: code, email, password: TEST_PASSWORD, name: 'Nina New' });

    const profile = await getProfile(userId);
    expect(profile).toMatchObject({ id: userId, email: email.toLowerCase(), full_name: 'Nina New', is_super_admin: false });
    expect(isGeneratedUsername(profile!)).toBe(false);
    const invite = await getInvite(code);
    expect(invite).toMatchObject({ redeemed_user_id: userId, registered: true });
    expect(invite?.reserved_email).toBeUndefined();

    const list = await call('listMyInvites', { token: inviter.token });
    expect(list.body!.invites.find((i) => i.invite_code === code)).toMatchObject({ status: 'accepted', redeemed_by: 'Nina New' });

    // Cognito may deliver the trigger again: nothing changes.
    await postConfirmation(postConfirmationEvent(userId, email, 'Nina New'));
    expect(await getProfile(userId)).toEqual(profile);
    expect(await getInvite(code)).toEqual(invite);
  });

  it('gives two people with the same e-mail local part different usernames', async () => {
    const local = `twin${Date.now().toString(36)}`;
    const [a, b] = await Promise.all([
      signUpAndConfirm({ inviteCode: await newInviteCode(), email: `${local}@one.test`, password: TEST_PASSWORD }),
      signUpAndConfirm({ inviteCode: await newInviteCode(), email: `${local}@two.test`, password: TEST_PASSWORD }),
    ]);
    const [pa, pb] = await Promise.all([getProfile(a.userId), getProfile(b.userId)]);
    expect(pa!.username).not.toBe(pb!.username);
    expect([pa!.username, pb!.username].every((u) => u.startsWith(local))).toBe(true);
  });
});

describe('PreTokenGeneration', () => {
  it('puts is_super_admin into the ID token: "false" for a member, "true" for the admin', async () => {
    const member = await signUpMember();
    expect(claimsOf(member.token).is_super_admin).toBe('false');
    const admin = await signInAdmin();
    expect(claimsOf(admin.token).is_super_admin).toBe('true');
    const me = await call('getMe', { token: admin.token });
    expect(me.body!.is_super_admin).toBe(true);
  });
});

describe('CustomMessage', () => {
  it('words the confirmation mail with a link to /auth/callback and the code', async () => {
    const email = uniqueEmail('Mail.Check');
    await rawSignUp(email, await newInviteCode());
    const mail = await waitForMail(email, { subjectIncludes: CONFIRM_SUBJECT });
    expect(mail.subject).toBe('Confirm your Vouched account');
    const code = confirmationCodeIn(mail);
    const html = mail.body.html ?? '';
    expect(html.replace(/&amp;/g, '&')).toContain(
      `${testStack().env.APP_URL}/auth/callback?confirm=1&email=${encodeURIComponent(email)}&code=${code}`,
    );
  });

  it('words the password-reset mail with a link to /reset-password and the code', async () => {
    const member = await signUpMember();
    const client = cognito();
    try {
      await client.send(new ForgotPasswordCommand({ ClientId: testStack().userPoolClientId, Username: member.email }));
    } finally {
      client.destroy();
    }
    const mail = await waitForMail(member.email, { subjectIncludes: RESET_SUBJECT });
    const code = confirmationCodeIn(mail);
    expect((mail.body.html ?? '').replace(/&amp;/g, '&')).toContain(
      `${testStack().env.APP_URL}/reset-password?email=${encodeURIComponent(member.email)}&code=${code}`,
    );
  });
});

describe('a confirmed password reset', () => {
  it('signs the member out everywhere: a refresh token from before no longer works, the new password does (issue 22 §1)', async () => {
    const member = await signUpMember();
    const before = await signIn(member.email, TEST_PASSWORD);
    expect((await call('getMe', { token: before.idToken })).status, 'the API takes the ID token before the reset').toBe(200);
    const client = cognito();
    const refresh = () =>
      client.send(new GetTokensFromRefreshTokenCommand({ ClientId: testStack().userPoolClientId, RefreshToken: before.refreshToken }));
    try {
      expect((await refresh()).AuthenticationResult?.IdToken, 'usable before the reset').toBeTruthy();
      await client.send(new ForgotPasswordCommand({ ClientId: testStack().userPoolClientId, Username: member.email }));
      const code = confirmationCodeIn(await waitForMail(member.email, { subjectIncludes: RESET_SUBJECT }));
      const newPassword = 'New-Passw0rd!';
      // auth_time has whole seconds and a sign-in within the reset's own second still counts as after it
      // (domain/sessionsEnded.ts): the reset comes in a later second than the sign-in, as any real one does.
      const signedInAt = Number(claimsOf(before.idToken).auth_time);
      await waitFor('the second after the sign-in', async () => (Date.now() >= (signedInAt + 1) * 1000 ? true : undefined), 5_000);
      await client.send(
        new ConfirmForgotPasswordCommand({
          ClientId: testStack().userPoolClientId,
          Username: member.email,
          ConfirmationCode: code,
          Password: newPassword,
        }),
      );
      await expect(refresh()).rejects.toMatchObject({ name: 'NotAuthorizedException' });
      // The ID token already issued is still valid at the gateway for up to an hour; the API refuses it now,
      // on routes that read the caller's records and on those that read only its standing.
      expect((await call('getMe', { token: before.idToken })).status, 'getMe with the ID token from before').toBe(401);
      expect((await call('listNotifications', { token: before.idToken })).status, 'listNotifications with it').toBe(401);
      const after = await signIn(member.email, newPassword);
      expect((await call('getMe', { token: after.idToken })).status, 'a sign-in with the new password').toBe(200);
      expect((await call('listNotifications', { token: after.idToken })).status).toBe(200);
    } finally {
      client.destroy();
    }
  });
});

describe('sign-in after sign-up', () => {
  it('signs in with the password chosen at sign-up', async () => {
    const member = await signUpMember();
    await expect(signIn(member.email, TEST_PASSWORD)).resolves.toHaveProperty('idToken');
  });
});
