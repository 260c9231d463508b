/**
 * Issue 8 §3: a member vouches for someone not yet on Vouched through the
 * real dialog; the invitation arrives in the local mailbox with its link;
 * the invitee follows the link, signs up with its code, and finds the vouch
 * counted in their score. axe on every dialog opened.
 */
import { describe, expect, it } from 'vitest';
import { scoreVouch } from '#domain';
import { completeProfile, signUpCompleteMember } from '#test-support/backendHelpers';
import { TEST_PASSWORD, signIn, testStack, uniqueEmail, waitForMail } from '#test-support/stack';
import { callOk } from '#test-support/apiClient';
import { CONFIRM_SUBJECT } from '#domain/authMail';
import { newVisit, useBrowser } from './support/browser';
import { signedInVisit } from './support/session';
import { confirmAndLogIn, fillSignUpForm } from './support/flows';
import { dialogNamed, gone, shown, toastWith } from './support/ui';

const browser = useBrowser();
const CORE = ['Integrity', 'Reliability', 'Loyalty', 'Authenticity', 'Accountability'];
const CHOSEN = [...CORE, 'Kindness', 'Visionary'];

describe('the off-platform vouch', () => {
  it('is mailed with its link, and the invitee who signs up with it has the vouch counted', async () => {
    const voucher = await signUpCompleteMember('Olga Offplatform');
    const email = uniqueEmail('notyet');
    const visit = await signedInVisit(browser(), voucher.email, TEST_PASSWORD);
    const { page } = visit;

    await page.goto('/vouched');
    const open = page.getByRole('button', { name: "Can't Find Them? Vouch Anyway" });
    await shown(open, 'the off-platform button');
    await visit.checkA11y('vouch now page with the off-platform button');
    await open.click();

    const dialog = dialogNamed(page, 'Vouch for Someone Not Yet on Vouched');
    await shown(dialog, 'the off-platform dialog');
    await shown(dialog.getByText('They will receive an email invitation to join Vouched and see your vouch.'), 'the invitation note');
    // Issue 22 #14: the invite it spends is said before Send, with how many are left.
    const left = 10 - (await callOk('getMe', { token: voucher.token })).invite_count;
    await shown(dialog.getByText(`This uses 1 of your 10 invites: ${left} left`), 'what the vouch costs in invites');
    const send = dialog.getByRole('button', { name: 'Send Vouch Email Invite' });
    expect(await send.isDisabled()).toBe(true);
    await visit.checkA11y('off-platform dialog');
    await visit.shot('off-platform-open');

    // A field filled: closing asks first, and the draft survives a reload.
    await dialog.getByLabel('Their name').fill('Nora Notyet');
    await shown(dialog.getByText('Please select at least 3 attributes'), 'the attributes hint');
    await shown(dialog.getByText('Please select confidence level'), 'the confidence hint');
    await shown(dialog.getByText('Please select relationship category'), 'the category hint');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const discard = dialogNamed(page, 'Discard changes and exit?');
    await shown(discard, 'the discard confirmation');
    await visit.checkA11y('discard confirmation');
    await visit.shot('off-platform-discard');
    await discard.getByRole('button', { name: 'Continue Editing' }).click();
    await gone(discard, 'the discard confirmation');
    await shown(dialog, 'the dialog, still open');
    await page.reload();
    await shown(open, 'the off-platform button after reload');
    await open.click();
    await shown(dialog, 'the dialog reopened');
    expect(await dialog.getByLabel('Their name').inputValue()).toBe('Nora Notyet');

    await dialog.getByLabel('Their email').fill(email);
    await dialog.getByLabel('What year did you first meet?').selectOption('2012');
    await dialog.getByLabel('How often do you interact?').selectOption('Yearly or less');
    await dialog.getByLabel('How do you know them?').selectOption('life');
    await dialog.getByLabel('Relationship context').selectOption('friend');
    await dialog.getByText('Know them extremely well').click();
    for (const attribute of CHOSEN) await dialog.getByText(attribute, { exact: true }).click();
    // Five in Core Character: the sixth cannot be ticked.
    const sixth = dialog
      .locator('label')
      .filter({ hasText: /^Humility$/ })
      .locator('input');
    expect(await sixth.isDisabled()).toBe(true);
    await dialog.getByLabel('Your message').fill('Nora rebuilt our community garden <b>by hand</b>.');
    const points = scoreVouch(CHOSEN).total;
    expect(points).toBe(62);
    await shown(dialog.getByText(`Points: ${points} pts`), 'the points');
    await visit.checkA11y('off-platform dialog filled in');
    await visit.shot('off-platform-filled');
    await send.click();

    await shown(toastWith(page, 'Vouch sent successfully!'), 'the success toast');
    await shown(toastWith(page, `An email invitation has been sent to ${email}`));
    await gone(dialog, 'the dialog');
    await visit.shot('off-platform-sent');

    // The invitation in the local mailbox.
    const mail = await waitForMail(email, { subjectIncludes: 'vouched for you' });
    expect(mail.subject).toBe('Olga Offplatform vouched for you on Vouched');
    const link = /href="([^"]*\/vouched\?invite_code=[^"]*)"/.exec(mail.body.html ?? '')?.[1]?.replace(/&amp;/g, '&');
    expect(link).toMatch(new RegExp(`^${testStack().env.APP_URL}/vouched\\?invite_code=[A-Z0-9]{8}&auto_signup=true$`));
    expect(mail.body.html).toContain('by hand'); // the typed text, escaped: no markup of the member's reaches the mail
    expect(mail.body.html).not.toContain('<b>by hand</b>');
    for (const attribute of CHOSEN) expect(mail.body.html).toContain(attribute);
    expect(mail.body.html).toContain(`${points} pts`);

    // The invitee follows the link: sign-up opens with the code verified.
    const invitee = await newVisit(browser());
    await invitee.page.goto(link!);
    const signUp = invitee.page.getByRole('dialog', { name: 'Create Your Account' });
    await shown(signUp.getByLabel('Full Name'), 'the sign-up form with the code verified');
    await invitee.checkA11y('sign-up from the vouch link');
    await fillSignUpForm(invitee.page, { name: 'Nora Notyet', email, password: TEST_PASSWORD });
    // The invitation is in this mailbox too: wait for the confirmation to be the newest mail.
    await waitForMail(email, { subjectIncludes: CONFIRM_SUBJECT });
    await confirmAndLogIn(invitee.page, email, TEST_PASSWORD);
    const terms = invitee.page.getByRole('alertdialog', { name: 'Terms and Conditions Agreement' });
    await shown(terms, 'the terms modal');
    await invitee.checkA11y('terms modal');
    // Terms and onboarding through the API: their screens are signup.test.ts's subject; the claimed vouch is this one's.
    const { idToken } = await signIn(email, TEST_PASSWORD);
    await completeProfile({ userId: '', email, token: idToken, username: '' }, 'Nora Notyet');
    await invitee.page.goto('/my-profile');
    await shown(invitee.page.getByText(`${points} pts`).first(), 'the vouch counted in the score');
    await invitee.checkA11y('my profile with the claimed vouch');
    await invitee.shot('off-platform-claimed');

    await invitee.close();
    await visit.close();

    const me = await callOk('getMe', { token: idToken });
    expect(me.score).toMatchObject({ total_score: points, total_vouches: 1, tier: 'Trusted By Some' });
  }, 180_000);
});
