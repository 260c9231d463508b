/** Phone verification by SMS code, e-mail verification by link, and the member's recent sign-ins, through the API. */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CODES_PER_HOUR, VERIFICATION_MESSAGES } from '#domain/verification';
import { db } from '#services/db';
import { EMAIL_ALREADY_VERIFIED, PHONE_ALREADY_VERIFIED } from '#api/account/operations';
import { signUpMember, type TestMember } from '#test-support/backendHelpers';
import { readSmsOutbox, signIn, TEST_PASSWORD, useStackEnv, viaEdgeAs, waitForMail } from '#test-support/stack';
import { call, callOk } from '#test-support/apiClient';
import { waitFor } from '#test-support/waitFor';
import { recentLogins } from '#store/securityAudit';

beforeAll(() => {
  useStackEnv();
});

const table = () => process.env.TABLE_NAME!;

/** A phone number no other test uses, so the outbox holds only this test's messages for it. */
function uniquePhone(): string {
  return `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

async function memberWithPhone(): Promise<TestMember & { phone: string }> {
  const member = await signUpMember({ prefix: 'verify' });
  const phone = uniquePhone();
  await callOk('savePhone', { token: member.token, body: { phone, sms_consent: true } });
  return { ...member, phone };
}

/** The newest code texted to `phone` (the text goes through the outbox queue, so it is waited for). */
async function codeSentTo(phone: string): Promise<string> {
  return waitFor(`a code texted to ${phone}`, async () => {
    const message = (await readSmsOutbox()).find((m) => m.to === phone);
    return (message && /\b(\d{6})\b/.exec(message.body)?.[1]) || undefined;
  });
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function storedCode(userId: string): Promise<Record<string, unknown> | undefined> {
  return (await db().send(new GetCommand({ TableName: table(), Key: { PK: `PHONE_CODE#${userId}`, SK: 'PHONE_CODE' } }))).Item;
}

async function storedProfile(userId: string): Promise<Record<string, unknown>> {
  return (await db().send(new GetCommand({ TableName: table(), Key: { PK: `USER#${userId}`, SK: 'PROFILE' } }))).Item ?? {};
}

describe('sendPhoneCode', () => {
  it('texts a 6-digit code to the profile’s phone, stores only its hash, and answers the masked number and 900 s', async () => {
    const member = await memberWithPhone();
    const sent = await callOk('sendPhoneCode', { token: member.token });
    expect(sent.phone_masked).toBe(`${member.phone.slice(0, 3)}***-***-${member.phone.slice(-4)}`);
    expect(sent.expires_in_seconds).toBe(900);
    const code = await codeSentTo(member.phone);
    const stored = await storedCode(member.userId);
    expect(stored).toMatchObject({ phone: member.phone, attempts: 0, verified: false });
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('refuses a member without a phone with the spec’s words', async () => {
    const member = await signUpMember({ prefix: 'nophone' });
    const response = await call('sendPhoneCode', { token: member.token });
    expect(response.status).toBe(400);
    expect(response.error!.message).toBe(VERIFICATION_MESSAGES.noPhone);
  });

  it(`sends at most ${PHONE_CODES_PER_HOUR} codes an hour, then 'Rate Limited' words, and nothing more is texted`, async () => {
    const member = await memberWithPhone();
    for (let i = 0; i < PHONE_CODES_PER_HOUR; i++) expect((await call('sendPhoneCode', { token: member.token })).status).toBe(200);
    const refused = await call('sendPhoneCode', { token: member.token });
    expect(refused.status).toBe(429);
    expect(refused.error!.message).toBe('Too many verification attempts. Please wait an hour before trying again.');
    // When the oldest of the hour's sends leaves it: just under an hour from now.
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3_000);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    // Texts go through the outbox: wait for the hour's, in the order they were queued (the refused one queued none).
    await expect
      .poll(async () => (await readSmsOutbox()).filter((m) => m.to === member.phone), { timeout: 10_000 })
      .toHaveLength(PHONE_CODES_PER_HOUR);
  });

  it('lets a member send again once the hour of the oldest send has passed', async () => {
    const member = await memberWithPhone();
    for (let i = 0; i < PHONE_CODES_PER_HOUR; i++) await callOk('sendPhoneCode', { token: member.token });
    const stored = await storedCode(member.userId);
    const sentAt = stored!.sent_at as number[];
    // The oldest send moves back by an hour: one slot is free again.
    await db().send(
      new UpdateCommand({
        TableName: table(),
        Key: { PK: `PHONE_CODE#${member.userId}`, SK: 'PHONE_CODE' },
        UpdateExpression: 'SET sent_at = :s',
        ExpressionAttributeValues: { ':s': [sentAt[0]! - 3_600_000, ...sentAt.slice(1)] },
      }),
    );
    expect((await call('sendPhoneCode', { token: member.token })).status).toBe(200);
    expect((await call('sendPhoneCode', { token: member.token })).status).toBe(429);
  });
});

describe('confirmPhoneCode', () => {
  it('a wrong code counts an attempt with the spec’s words; the right one sets is_phone_verified; it cannot be used again', async () => {
    const member = await memberWithPhone();
    await callOk('sendPhoneCode', { token: member.token });
    const code = await codeSentTo(member.phone);
    const wrong = await call('confirmPhoneCode', { token: member.token, body: { code: wrongCode(code) } });
    expect(wrong.status).toBe(400);
    expect(wrong.error!.message).toBe('The verification code is incorrect or has expired.');
    expect((await storedCode(member.userId))!.attempts).toBe(1);

    const right = await callOk('confirmPhoneCode', { token: member.token, body: { code } });
    expect(right.is_phone_verified).toBe(true);
    expect(right.phone).toBe(member.phone);
    expect((await callOk('getMe', { token: member.token })).is_phone_verified).toBe(true);

    expect((await call('confirmPhoneCode', { token: member.token, body: { code } })).status).toBe(400);
    const again = await call('sendPhoneCode', { token: member.token });
    expect(again.status).toBe(409);
    expect(again.error!.message).toBe(PHONE_ALREADY_VERIFIED);
  });

  it('after 5 wrong codes the code is dead: the right one no longer counts', async () => {
    const member = await memberWithPhone();
    await callOk('sendPhoneCode', { token: member.token });
    const code = await codeSentTo(member.phone);
    for (let i = 0; i < 5; i++) expect((await call('confirmPhoneCode', { token: member.token, body: { code: wrongCode(code) } })).status).toBe(400);
    expect((await call('confirmPhoneCode', { token: member.token, body: { code } })).status).toBe(400);
    expect((await callOk('getMe', { token: member.token })).is_phone_verified).toBe(false);
  });

  it('parallel guesses compare at most 5 times (each takes its attempt first)', async () => {
    const member = await memberWithPhone();
    await callOk('sendPhoneCode', { token: member.token });
    const code = await codeSentTo(member.phone);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => call('confirmPhoneCode', { token: member.token, body: { code: guess } })));
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect((await storedCode(member.userId))!.attempts).toBeLessThanOrEqual(5);
  });

  it('an expired code does not count', async () => {
    const member = await memberWithPhone();
    await callOk('sendPhoneCode', { token: member.token });
    const code = await codeSentTo(member.phone);
    await db().send(
      new UpdateCommand({
        TableName: table(),
        Key: { PK: `PHONE_CODE#${member.userId}`, SK: 'PHONE_CODE' },
        UpdateExpression: 'SET expires_at = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    expect((await call('confirmPhoneCode', { token: member.token, body: { code } })).status).toBe(400);
  });

  it('a code sent to the previous phone does not verify a new number', async () => {
    const member = await memberWithPhone();
    await callOk('sendPhoneCode', { token: member.token });
    const code = await codeSentTo(member.phone);
    await callOk('savePhone', { token: member.token, body: { phone: uniquePhone(), sms_consent: true } });
    expect((await call('confirmPhoneCode', { token: member.token, body: { code } })).status).toBe(400);
    expect((await callOk('getMe', { token: member.token })).is_phone_verified).toBe(false);
  });

  it('a code is only its member’s: another member cannot use it', async () => {
    const [owner, other] = await Promise.all([memberWithPhone(), memberWithPhone()]);
    await callOk('sendPhoneCode', { token: owner.token });
    const code = await codeSentTo(owner.phone);
    expect((await call('confirmPhoneCode', { token: other.token, body: { code } })).status).toBe(400);
    expect((await storedCode(owner.userId))!.attempts).toBe(0);
  });

  it('refuses a malformed code with the schema’s words before reading anything', async () => {
    const member = await memberWithPhone();
    const empty = await call('confirmPhoneCode', { token: member.token, body: { code: '' } });
    expect(empty.status).toBe(400);
    expect(empty.error!.fields).toEqual({ code: 'Please enter the verification code' });
  });
});

/** A member whose e-mail a provider did not assert: the profile says unverified. */
async function unverifiedMember(): Promise<TestMember> {
  const member = await signUpMember({ prefix: 'unverified' });
  await db().send(
    new UpdateCommand({
      TableName: table(),
      Key: { PK: `USER#${member.userId}`, SK: 'PROFILE' },
      UpdateExpression: 'SET email_verified = :no',
      ExpressionAttributeValues: { ':no': false },
    }),
  );
  return member;
}

/** The link in the newest verification mail to `to`; with `newerThan`, waits for a mail whose link differs from it. */
async function linkIn(to: string, newerThan?: URL): Promise<URL> {
  return waitFor('a verification link', async () => {
    const mail = await waitForMail(to, { subjectIncludes: 'Verify your e-mail' });
    const href = /https?:\/\/[^\s"<]+\/verify-email\?[^\s"<]+/.exec(mail.body.text ?? '')?.[0];
    if (!href) throw new Error('no verification link in the mail');
    return href === newerThan?.href ? undefined : new URL(href);
  });
}

describe('e-mail verification', () => {
  it('mails a link with token and user; the link verifies once, then is refused with the spec’s words', async () => {
    const member = await unverifiedMember();
    expect((await callOk('sendEmailVerification', { token: member.token })).email).toBe(member.email.toLowerCase());
    const link = await linkIn(member.email);
    expect(link.pathname).toBe('/verify-email');
    const body = { token: link.searchParams.get('token')!, user: link.searchParams.get('user')! };
    expect(body.user).toBe(member.userId);
    expect(
      JSON.stringify((await db().send(new GetCommand({ TableName: table(), Key: { PK: `EMAIL_TOKEN#${member.userId}`, SK: 'EMAIL_TOKEN' } }))).Item),
    ).not.toContain(body.token);

    expect(await callOk('confirmEmailVerification', { body })).toEqual({ verified: true });
    expect((await callOk('getMe', { token: member.token })).email_verified).toBe(true);

    const reused = await call('confirmEmailVerification', { body });
    expect(reused.status).toBe(400);
    expect(reused.error!.message).toBe('Invalid or expired verification token.');
    const again = await call('sendEmailVerification', { token: member.token });
    expect(again.status).toBe(409);
    expect(again.error!.message).toBe(EMAIL_ALREADY_VERIFIED);
  });

  it('refuses a link after 24 hours, and a token of another member', async () => {
    const [member, other] = await Promise.all([unverifiedMember(), unverifiedMember()]);
    await callOk('sendEmailVerification', { token: member.token });
    const link = await linkIn(member.email);
    const token = link.searchParams.get('token')!;
    expect((await call('confirmEmailVerification', { body: { token, user: other.userId } })).status).toBe(400);
    await db().send(
      new UpdateCommand({
        TableName: table(),
        Key: { PK: `EMAIL_TOKEN#${member.userId}`, SK: 'EMAIL_TOKEN' },
        UpdateExpression: 'SET expires_at = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    expect((await call('confirmEmailVerification', { body: { token, user: member.userId } })).status).toBe(400);
    expect((await storedProfile(member.userId)).email_verified).toBe(false);
  });

  it('a newer link replaces the older one', async () => {
    const member = await unverifiedMember();
    await callOk('sendEmailVerification', { token: member.token });
    const firstLink = await linkIn(member.email);
    const first = firstLink.searchParams.get('token')!;
    await callOk('sendEmailVerification', { token: member.token });
    const second = await linkIn(member.email, firstLink);
    expect(second.searchParams.get('token')).not.toBe(first);
    expect((await call('confirmEmailVerification', { body: { token: first, user: member.userId } })).status).toBe(400);
    expect((await call('confirmEmailVerification', { body: { token: second.searchParams.get('token')!, user: member.userId } })).status).toBe(200);
  });
});

describe('listMySignIns (login sync through the real sign-in)', () => {
  it('lists each sign-in, newest first, with the provider, and sets last_login_at', async () => {
    const member = await signUpMember({ prefix: 'signins' });
    const before = Date.now();
    await signIn(member.email, TEST_PASSWORD);
    const { sign_ins } = await callOk('listMySignIns', { token: member.token });
    // One at sign-up (signUpMember signs in), one just now.
    expect(sign_ins.length).toBe(2);
    expect(sign_ins.every((s) => s.provider === 'email')).toBe(true);
    expect(Date.parse(sign_ins[0]!.at)).toBeGreaterThanOrEqual(Date.parse(sign_ins[1]!.at));
    expect(Date.parse(String((await storedProfile(member.userId)).last_login_at))).toBeGreaterThanOrEqual(before - 1000);
    // The address was confirmed at sign-up: every entry records it verified.
    const entries = await recentLogins(member.userId, 10);
    expect(entries.map((e) => e.details.email_verified)).toEqual([true, true]);
  });

  it('notes the country of the sign-in a token belongs to, once, from the address the app reports in from', async () => {
    const member = await signUpMember({ prefix: 'place' });
    const { idToken } = await signIn(member.email, TEST_PASSWORD);
    // The country is CloudFront's (CloudFront-Viewer-Country), believed only with the edge secret.
    const forged = await call('recordSignInPlace', { token: idToken, headers: { 'cloudfront-viewer-country': 'FR' } });
    expect(forged.body).toEqual({ country: null });
    const reported = await call('recordSignInPlace', { token: idToken, headers: viaEdgeAs('81.2.69.160', 'GB') });
    expect(reported.body).toEqual({ country: 'GB' });
    // The same sign-in reporting from elsewhere later keeps its first place.
    expect((await call('recordSignInPlace', { token: idToken, headers: viaEdgeAs('8.8.8.8', 'US') })).body).toEqual({ country: 'US' });
    const { sign_ins } = await callOk('listMySignIns', { token: idToken });
    expect(sign_ins.map((s) => s.country)).toEqual(['GB', null]);
    // An address CloudFront cannot place: nothing noted.
    expect((await call('recordSignInPlace', { token: member.token, headers: viaEdgeAs('10.1.2.3') })).body).toEqual({ country: null });
    expect((await callOk('listMySignIns', { token: idToken })).sign_ins.map((s) => s.country)).toEqual(['GB', null]);
  });

  it('shows a member only their own sign-ins', async () => {
    const [a, b] = await Promise.all([signUpMember({ prefix: 'own-a' }), signUpMember({ prefix: 'own-b' })]);
    await signIn(a.email, TEST_PASSWORD);
    expect((await callOk('listMySignIns', { token: b.token })).sign_ins).toHaveLength(1);
  });
});
