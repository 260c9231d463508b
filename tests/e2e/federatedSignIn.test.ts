/**
 * Issue 10 §1: Google and LinkedIn sign-in behind the invite gate, through
 * the real buttons, the local hosted UI and the local provider's account
 * chooser (bin/local/hostedUi.ts, identityProvider.ts):
 *  - a visitor with a verified invite code signs up with Google, is welcomed,
 *    accepts the terms' checkbox variant, onboards and reaches /home; the
 *    invite is spent on them; signing in with Google again goes straight home;
 *  - someone with a LinkedIn account and no Vouched account who tries to log
 *    in meets 'Account Required' and stays signed out.
 */
import { describe, expect, it } from 'vitest';
import { getInvite } from '#store/invites';
import { getProfile, profileIdByEmail } from '#store/profiles';
import { signUpCompleteMember } from '#test-support/backendHelpers';
import { newInviteCode, TEST_PASSWORD, uniqueEmail, useStackEnv } from '#test-support/stack';
import { newVisit, useBrowser } from './support/browser';
import { chooseOtherAccount, completeOnboarding, verifyInviteCode } from './support/flows';
import { at, gone, shown, toastWith } from './support/ui';

const browser = useBrowser();

describe('Google and LinkedIn sign-in', () => {
  it('signs a visitor with an invite code up with Google, through the terms and onboarding to /home', async () => {
    useStackEnv();
    const code = await newInviteCode();
    const email = uniqueEmail('google');
    const visit = await newVisit(browser());
    const { page } = visit;

    await verifyInviteCode(page, code);
    await page.getByRole('dialog', { name: 'Create Your Account' }).getByRole('button', { name: 'Sign up with Google' }).click();
    await chooseOtherAccount(page, 'Google', 'Gia Google', email);
    await visit.shot('federated-1-chooser-done');

    // Back from Google: the invite is redeemed, then the terms' social variant (checkbox up front).
    await shown(toastWith(page, 'Welcome!'), 'the welcome toast');
    const terms = page.getByRole('alertdialog', { name: 'Terms and Conditions Agreement' });
    await shown(terms, 'the terms modal');
    await shown(terms.getByText(/because you signed up with a social account/i), 'the social variant');
    await visit.checkA11y('terms modal, social variant');
    await visit.shot('federated-2-terms');
    await terms
      .getByRole('button', { name: /accept|agree|continue/i })
      .last()
      .click();
    await shown(toastWith(page, 'Terms Required'));
    await terms.getByText('I have read and agree to the Terms and Conditions').click();
    await terms
      .getByRole('button', { name: /accept|agree|continue/i })
      .last()
      .click();
    await gone(terms, 'the terms modal');

    await completeOnboarding(page);
    await shown(page.getByText("Choose what you'd like to do today."));
    await shown(page.getByText(/Gia Google/).first(), 'the greeting with the name Google gave');
    await visit.shot('federated-3-home');

    // What the server holds: a member named by Google, the invite spent on them and nobody else.
    const userId = await profileIdByEmail(email);
    expect(userId).toBeTruthy();
    const profile = await getProfile(userId!);
    expect(profile).toMatchObject({ email, full_name: 'Gia Google', email_verified: true });
    const invite = await getInvite(code);
    expect(invite?.redeemed_user_id).toBe(userId);
    expect(profile?.invited_by).toBe(invite?.inviter_user_id);

    // Signing out and in again with Google: a member, so straight to /home, and the invite stays theirs.
    await page.evaluate(() => sessionStorage.clear());
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await at(page, '/');
    await shown(page.getByRole('button', { name: 'Log In' }).first(), 'the landing page, signed out');
    await page.getByRole('button', { name: 'Log In' }).first().click();
    await shown(page.getByRole('dialog', { name: 'Welcome Back' }), 'the login dialog');
    await visit.checkA11y('login dialog with Google and LinkedIn enabled');
    await page.getByRole('dialog', { name: 'Welcome Back' }).getByRole('button', { name: 'Continue with Google' }).click();
    await chooseOtherAccount(page, 'Google', 'Gia Google', email);
    await at(page, '/home');
    await shown(page.getByText("Choose what you'd like to do today."));

    // Sent to log in by a member page, through Google and back to that page with its query (returnTo.test.ts).
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await at(page, '/');
    await page.goto('/vouch-community?q=gia');
    const login = page.getByRole('dialog', { name: 'Welcome Back' });
    await shown(login, 'the login dialog, opened for the directory');
    await login.getByRole('button', { name: 'Continue with Google' }).click();
    await chooseOtherAccount(page, 'Google', 'Gia Google', email);
    await at(page, '/vouch-community', (search) => search === '?q=gia');
    await shown(page.getByRole('heading', { name: 'Vouch Community', level: 1 }), 'the directory');
    await visit.checkA11y('the directory after signing in with Google');
    await visit.close();
  });

  it('shows Account Required to someone who logs in with LinkedIn without an account, and keeps them signed out', async () => {
    useStackEnv();
    const email = uniqueEmail('linkedin');
    const visit = await newVisit(browser());
    const { page } = visit;

    await page.goto('/');
    await page.getByRole('button', { name: 'Log In' }).first().click();
    const login = page.getByRole('dialog', { name: 'Welcome Back' });
    await shown(login, 'the login dialog');
    await visit.checkA11y('login dialog');
    await login.getByRole('button', { name: 'Continue with LinkedIn' }).click();
    await chooseOtherAccount(page, 'LinkedIn', 'Lee Linked', email);

    const required = page.getByRole('dialog', { name: 'Account Required' });
    await shown(required, "the 'Account Required' view");
    await shown(required.getByText(email), 'the e-mail LinkedIn gave');
    await shown(required.getByText(/No Vouched account signs in with LinkedIn as/), 'the way they came, named');
    await shown(required.getByRole('button', { name: 'Sign Up with Invite Code' }));
    await visit.checkA11y('login dialog, account required after LinkedIn');
    await visit.shot('federated-4-account-required');

    // Signed out, and no member was made.
    expect(await profileIdByEmail(email)).toBeUndefined();
    await required.getByRole('button', { name: 'Back to Login' }).click();
    await shown(page.getByRole('dialog', { name: 'Welcome Back' }), 'the login dialog again');
    await visit.checkA11y('login dialog after Back to Login');
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    await visit.close();
  });

  it('tells a member who joined with a password and tries Google to log in with the password, which works', async () => {
    useStackEnv();
    const member = await signUpCompleteMember('Pat Password');
    const visit = await newVisit(browser());
    const { page } = visit;

    await page.goto('/');
    await page.getByRole('button', { name: 'Log In' }).first().click();
    await page.getByRole('dialog', { name: 'Welcome Back' }).getByRole('button', { name: 'Continue with Google' }).click();
    await chooseOtherAccount(page, 'Google', 'Pat Password', member.email);

    const required = page.getByRole('dialog', { name: 'Account Required' });
    await shown(required.getByText(/No Vouched account signs in with Google as/), "'Account Required', naming Google");
    await shown(required.getByText(/If you joined with your e-mail and a password, go back and log in with them/));
    await visit.checkA11y('account required after Google, for a password member');
    await required.getByRole('button', { name: 'Back to Login' }).click();
    const login = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect.poll(() => login.getByLabel('Email').inputValue()).toBe(member.email);
    await visit.checkA11y('login dialog after Back to Login, the e-mail kept');
    await login.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await login.getByRole('button', { name: /^Log ?in$/i }).click();
    await at(page, '/home');
    await shown(page.getByText("Choose what you'd like to do today."));
    await visit.checkA11y('home after logging in with the password');
    await visit.shot('federated-5-password-member-home');
    await visit.close();
  });
});
