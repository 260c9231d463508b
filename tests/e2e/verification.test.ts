/**
 * Phone and e-mail verification through the real UI (issue 10 §3, §4), the
 * profile edit page's additional information and recent sign-ins (§2, §5),
 * and the consent image page. The code is read from the local SMS outbox,
 * the link from the local mailbox. Every page is checked by axe.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { PHONE_CODES_PER_HOUR, VERIFICATION_MESSAGES } from '#domain/verification';
import { db } from '#services/db';
import { signUpCompleteMember } from '#test-support/backendHelpers';
import { callOk } from '#test-support/apiClient';
import { readSmsOutbox, TEST_PASSWORD, useStackEnv, waitForMail } from '#test-support/stack';
import { newVisit, useBrowser } from './support/browser';
import { signedInVisit } from './support/session';
import { at, focusedName, shown, toastWith } from './support/ui';

const browser = useBrowser();

function uniquePhone(): string {
  return `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

async function codesSentTo(phone: string): Promise<string[]> {
  return (await readSmsOutbox()).filter((m) => m.to === phone).map((m) => /\b(\d{6})\b/.exec(m.body)?.[1] ?? '');
}

async function waitForCodes(phone: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const codes = await codesSentTo(phone);
    if (codes.length >= count) return codes;
    if (Date.now() > deadline) throw new Error(`expected ${count} codes for ${phone}, found ${codes.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('phone verification', () => {
  it('from the profile edit page to /verify-phone: the code from the SMS outbox verifies the phone; a wrong one is refused; Resend sends a new one', async () => {
    const member = await signUpCompleteMember('Pia Phone');
    const phone = uniquePhone();
    await callOk('savePhone', { token: member.token, body: { phone, sms_consent: true } });

    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD);
    const { page } = visit;
    await page.goto('/profile/edit');
    const info = page.locator('section', { has: page.getByRole('heading', { name: 'Additional Information' }) });
    await shown(info.getByText(`${phone.slice(0, 3)}***-***-${phone.slice(-4)}`), 'the masked phone');
    await shown(info.getByText('Not verified').first(), 'the phone’s status');
    await shown(page.getByRole('heading', { name: 'Recent Sign-ins' }), 'the sign-ins card');
    await shown(page.getByText('Email and password').first(), 'a sign-in with its provider');
    await shown(page.getByRole('heading', { name: 'Danger Zone' }), 'the Danger Zone');
    await visit.checkA11y('profile edit with additional information, sign-ins and danger zone');
    await visit.shot('verification-profile-edit');

    await info.getByRole('link', { name: 'Verify Phone' }).click();
    await at(page, '/verify-phone');
    await shown(page.getByText(/Code expires in 1[45]:\d\d/), 'the countdown');
    const [code] = await waitForCodes(phone, 1);
    await visit.checkA11y('verify phone');
    await visit.shot('verification-verify-phone');

    const input = page.getByLabel('Verification code');
    const verify = page.getByRole('button', { name: 'Verify' });
    await input.fill('12345');
    expect(await verify.isDisabled()).toBe(true);
    await input.fill(code === '000000' ? '000001' : '000000');
    await verify.click();
    await shown(toastWith(page, 'The verification code is incorrect or has expired.'), 'the Invalid Code toast');
    await shown(toastWith(page, 'Invalid Code'), 'the Invalid Code title');
    await visit.checkA11y('verify phone after a wrong code');

    await page.getByRole('button', { name: 'Resend' }).click();
    const codes = await waitForCodes(phone, 2);
    const newest = codes[0]!;
    await input.fill(newest);
    await verify.click();
    await shown(toastWith(page, 'Phone Verified'), 'the success toast');
    await at(page, '/profile/edit');
    await shown(info.getByText('Verified', { exact: true }).first(), 'the phone verified');
    // Issue 22 §13: the Verify button went with its page; focus is on the edit page's heading, not the page body.
    await expect.poll(() => focusedName(page)).toBe('Edit Profile');
    await visit.checkA11y('profile edit after the phone is verified');
    expect((await callOk('getMe', { token: member.token })).is_phone_verified).toBe(true);
    await visit.close();
  });

  it('when the hour’s codes are used up, /verify-phone says Rate Limited and when to try again, with Resend off', async () => {
    const member = await signUpCompleteMember('Rhea Ratelimit');
    const phone = uniquePhone();
    await callOk('savePhone', { token: member.token, body: { phone, sms_consent: true } });
    for (let i = 0; i < PHONE_CODES_PER_HOUR; i++) await callOk('sendPhoneCode', { token: member.token });

    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD);
    const { page } = visit;
    await page.goto('/verify-phone');
    const notice = page.getByTestId('phone-rate-limited');
    await shown(notice.getByText('Rate Limited'), 'the Rate Limited notice');
    await shown(notice.getByText(VERIFICATION_MESSAGES.rateLimited, { exact: false }), 'the spec’s words');
    // The oldest of the five sends left moments ago: about an hour to wait.
    await shown(notice.getByText(/You can request a new code at .+ \(in (60:00|59:\d\d)\)\./), 'when to try again');
    expect(await page.getByRole('button', { name: 'Resend' }).isDisabled()).toBe(true);
    expect(await page.getByText('Sending your code…').count()).toBe(0);
    expect(await page.getByText(/We sent a 6-digit code/).count()).toBe(0);
    await visit.checkA11y('verify phone, rate limited');
    await visit.shot('verification-verify-phone-rate-limited');
    // Texts go through the outbox queue: wait for the hour's (the refused one queued none).
    await expect.poll(() => codesSentTo(phone), { timeout: 10_000 }).toHaveLength(PHONE_CODES_PER_HOUR);
    await visit.close();
  });

  it('/vonage-consent-image shows the consent image the consent box links to', async () => {
    const visit = await newVisit(browser());
    const { page } = visit;
    await page.goto('/vonage-consent-image');
    const image = page.getByRole('img', { name: /consent box/ });
    await shown(image, 'the consent image');
    await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
    await visit.checkA11y('consent image page');
    await visit.shot('verification-consent-image');
    await visit.close();
  });
});

describe('e-mail verification', () => {
  it('an unverified member asks for the link on the profile edit page; the link verifies once; a broken link says so', async () => {
    useStackEnv();
    const member = await signUpCompleteMember('Eli Email');
    await db().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: { PK: `USER#${member.userId}`, SK: 'PROFILE' },
        UpdateExpression: 'SET email_verified = :no',
        ExpressionAttributeValues: { ':no': false },
      }),
    );
    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD);
    const { page } = visit;
    await page.goto('/profile/edit');
    await shown(page.getByText('Not verified').first(), 'the e-mail’s status');
    await visit.checkA11y('profile edit with an unverified e-mail');
    await page.getByRole('button', { name: 'Send Verification Email' }).click();
    await shown(toastWith(page, 'Verification Email Sent'), 'the sent toast');
    const mail = await waitForMail(member.email, { subjectIncludes: 'Verify your e-mail' });
    const link = new URL(/https?:\/\/[^\s"<]+\/verify-email\?[^\s"<]+/.exec(mail.body.text ?? '')![0]);

    await page.goto(`${link.pathname}${link.search}`);
    await shown(page.getByRole('heading', { name: 'Email Verified' }), 'the success state');
    await visit.checkA11y('verify email success');
    await visit.shot('verification-verify-email-success');
    expect((await callOk('getMe', { token: member.token })).email_verified).toBe(true);

    // The same link again: used.
    await page.goto(`${link.pathname}${link.search}`);
    await shown(page.getByText('Invalid or expired verification token.'), 'the used-link error');
    await visit.checkA11y('verify email used link');

    await page.goto('/verify-email');
    await shown(page.getByText('Invalid verification link. Missing token or user ID.'), 'the missing-parameters error');
    await shown(page.getByRole('link', { name: 'Go to Home' }), 'Go to Home');
    await visit.checkA11y('verify email missing parameters');
    await visit.shot('verification-verify-email-error');
    await visit.close();
  });
});
