/**
 * Issue 2, flow 2–4: a visitor with an invite code creates an account,
 * confirms it from the mail in the local mailbox, accepts the terms, goes
 * through the six onboarding steps and lands on /home.
 */
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, newInviteCode, signIn, uniqueEmail, useStackEnv } from '#test-support/stack';
import { callOk } from '#test-support/apiClient';
import { signUpMember } from '#test-support/backendHelpers';
import { newVisit, useBrowser } from './support/browser';
import { signedInVisit } from './support/session';
import { completeOnboarding, confirmAndLogIn, confirmationLinkFor, fillSignUpForm, openInviteStep, verifyInviteCode } from './support/flows';
import { at, gone, shown, toastWith } from './support/ui';

const browser = useBrowser();

describe('sign-up, terms and onboarding', () => {
  it('takes a new member from an invite code to /home', async () => {
    useStackEnv();
    const code = await newInviteCode();
    const email = uniqueEmail('newbie');
    const visit = await newVisit(browser());
    const { page } = visit;

    await verifyInviteCode(page, code);
    await visit.shot('signup-1-form');

    // Mismatched and weak passwords are refused before anything is sent.
    await fillSignUpForm(page, { name: 'Nora Newbie', email, password: TEST_PASSWORD, confirm: `${TEST_PASSWORD}x` });
    await shown(toastWith(page, "Passwords Don't Match"));
    await fillSignUpForm(page, { name: 'Nora Newbie', email, password: 'weakpassword' });
    await shown(toastWith(page, 'Weak Password'));

    await fillSignUpForm(page, { name: 'Nora Newbie', email, password: TEST_PASSWORD });
    await shown(page.getByText('Check Your Email').first(), 'the check-your-email view');
    await visit.checkA11y('sign-up dialog, check your email');
    await visit.shot('signup-2-check-email');

    // The password is never kept in the browser's storage.
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(TEST_PASSWORD);

    // The confirmation link from the local mailbox confirms; the member logs in once.
    const link = await confirmationLinkFor(email);
    expect(new URL(link).searchParams.get('email')).toBe(email);
    await confirmAndLogIn(page, email, TEST_PASSWORD);

    // Terms first: the modal cannot be dismissed, and the box must be ticked.
    const terms = page.getByRole('alertdialog', { name: 'Terms and Conditions Agreement' });
    await shown(terms, 'the terms modal');
    await visit.checkA11y('terms modal');
    await page.keyboard.press('Escape');
    await shown(terms, 'the terms modal after Escape');
    await terms
      .getByRole('button', { name: /accept|agree|continue/i })
      .last()
      .click();
    await shown(toastWith(page, 'Terms Required'));
    await visit.checkA11y('terms modal with the terms-required toast');
    await terms.getByText('I have read and agree to the Terms and Conditions').click();
    await visit.shot('signup-3-terms');
    await terms
      .getByRole('button', { name: /accept|agree|continue/i })
      .last()
      .click();
    await gone(terms, 'the terms modal');

    await completeOnboarding(page);
    await shown(page.getByText("Choose what you'd like to do today."));
    await shown(page.getByText(/Nora Newbie/).first(), 'the greeting with the name');
    for (const tile of ['Start Vouching', 'Request Vouch', 'My Vouch Transcript']) await shown(page.getByText(tile).first(), tile);
    await visit.shot('signup-4-home');

    // What the server stored: terms time, encrypted birth date (never returned), upper-cased location.
    const { idToken } = await signIn(email, TEST_PASSWORD);
    const me = await callOk('getMe', { token: idToken });
    expect(me.terms_accepted_at).toBeTruthy();
    expect(me.is_13_plus).toBe(true);
    expect(Object.keys(me)).not.toContain('birth_date');
    expect(Object.keys(me)).not.toContain('birth_date_encrypted');
    expect([me.city, me.state, me.country]).toEqual(['PORTLAND', 'OREGON', 'USA']);
    expect(me.phone).toBe('+15035550142');
    expect(me.join_intent).toEqual(['seeking_vouches']);
    expect(me.vouch_seeker_type).toEqual(['freelancer']);
    expect(me.full_name).toBe('Nora Newbie');

    // The code is spent: verifying it again is refused.
    await page.evaluate(() => sessionStorage.clear());
    const again = await newVisit(browser());
    const inviteStep = await openInviteStep(again.page);
    await inviteStep.getByLabel('Invite Code').fill(code);
    await again.page.getByRole('button', { name: 'Verify Code' }).click();
    await shown(toastWith(again.page, 'Invalid Invite Code'));
    await again.checkA11y('sign-up dialog with a spent code');
    await again.close();
    await visit.close();
  });

  it('refuses an e-mail that already has an account', async () => {
    useStackEnv();
    const visit = await newVisit(browser());
    const existing = 'maya@vouched.local'; // a seeded member
    await verifyInviteCode(visit.page, await newInviteCode());
    await fillSignUpForm(visit.page, { name: 'Maya Again', email: existing, password: TEST_PASSWORD });
    await shown(toastWith(visit.page, 'Account Already Exists'));
    await shown(toastWith(visit.page, 'An account with this email already exists. Please sign in instead.'));
    await visit.checkA11y('sign-up dialog, account exists');
    await visit.shot('signup-account-exists');
    await visit.close();
  });

  it('sends a signed-in member without accepted terms back to the terms modal from /home', async () => {
    // Signed up through Cognito and signed in without the UI: the sign-up screens are the first test's subject.
    const member = await signUpMember({ name: 'Tom Terms', prefix: 'noterms' });
    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD);
    await visit.page.goto('/home');
    await at(visit.page, '/');
    await shown(visit.page.getByRole('alertdialog', { name: 'Terms and Conditions Agreement' }), 'the terms modal again');
    await visit.checkA11y('terms modal');
    await visit.close();
  });
});
