/**
 * Issue 10 §1: what the auth callback says when a Google or LinkedIn
 * sign-in does not end in a member, through the real buttons, the local
 * hosted UI and provider:
 *  - the verified invite code was spent by someone else before the person
 *    came back: 'Account Created' with the reason, signed out, the sign-up
 *    dialog again, and no member made;
 *  - the e-mail already has a password account: 'Account Already Exists',
 *    signed out, 'Welcome Back' with the e-mail, the invite not spent;
 *  - the hosted domain refuses the code exchange (a forged or replayed
 *    code): 'Authentication Error' with its reason, back on /;
 *  - anything unexpected after the exchange (the API failing, injected):
 *    'Something went wrong during authentication. Please try again.', and
 *    signed out again.
 * The two messages no real sign-in can be made to produce are in
 * web/src/features/auth/AuthCallbackPage.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import { profileIdByEmail } from '#store/profiles';
import { getInvite } from '#store/invites';
import { signUpCompleteMember, signUpMember } from '#test-support/backendHelpers';
import { newInviteCode, TEST_PASSWORD, uniqueEmail, useStackEnv } from '#test-support/stack';
import { newVisit, useBrowser } from './support/browser';
import { chooseOtherAccount, verifyInviteCode } from './support/flows';
import { at, shown, toastWith } from './support/ui';

const browser = useBrowser();

describe('the auth callback when a Google sign-in does not end in a member', () => {
  it("says 'Account Created' when the verified invite was used meanwhile, signs out and offers the sign-up again", async () => {
    useStackEnv();
    const code = await newInviteCode();
    const email = uniqueEmail('spent-invite');
    const visit = await newVisit(browser());
    const { page } = visit;

    await verifyInviteCode(page, code);
    // Someone else signs up with the same code while this person is still on the dialog.
    await signUpMember({ inviteCode: code, prefix: 'code-taker' });
    await page.getByRole('dialog', { name: 'Create Your Account' }).getByRole('button', { name: 'Sign up with Google' }).click();
    await chooseOtherAccount(page, 'Google', 'Sol Spent', email);

    const toast = toastWith(page, 'Account Created');
    await shown(toast, "the 'Account Created' toast");
    await shown(toast.getByText(/there was an issue with the invite code: .+\. Please try again with a valid invite code\./), 'the reason');
    // The spent code is forgotten: the dialog asks for a code again instead of showing it as verified.
    const signUp = page.getByRole('dialog', { name: 'Create Your Account' });
    await shown(signUp.getByLabel('Invite Code'), 'the sign-up dialog at its invite step');
    expect(await signUp.getByText(code).count()).toBe(0);
    await visit.checkA11y('sign-up dialog after a spent invite');
    await visit.shot('federated-6-account-created');
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    expect(await profileIdByEmail(email)).toBeUndefined();
    await visit.close();
  });

  it("says 'Account Already Exists' when a Google sign-up uses a password member's e-mail, keeps the invite and opens the login", async () => {
    useStackEnv();
    const code = await newInviteCode();
    const member = await signUpCompleteMember('Paula Password');
    const visit = await newVisit(browser());
    const { page } = visit;

    await verifyInviteCode(page, code);
    await page.getByRole('dialog', { name: 'Create Your Account' }).getByRole('button', { name: 'Sign up with Google' }).click();
    await chooseOtherAccount(page, 'Google', 'Paula Password', member.email);

    const toast = toastWith(page, 'Account Already Exists');
    await shown(toast, "the 'Account Already Exists' toast");
    await shown(
      toast.getByText(
        /An account with this email already exists\. Please sign in instead\. No new account was made and your invite code was not used/,
      ),
    );
    expect(await toastWith(page, 'Account Created').count()).toBe(0);
    const login = page.getByRole('dialog', { name: 'Welcome Back' });
    await shown(login, 'the login dialog');
    await expect.poll(() => login.getByLabel('Email').inputValue()).toBe(member.email);
    await visit.checkA11y('login dialog after a Google sign-up with a password member’s e-mail');
    await visit.shot('federated-7-account-already-exists');
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    // The code is still free for someone else.
    expect((await getInvite(code))?.redeemed_user_id ?? null).toBeNull();
    await login.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await login.getByRole('button', { name: /^Log ?in$/i }).click();
    await at(page, '/home');
    await shown(page.getByText("Choose what you'd like to do today."), 'the home page');
    await visit.checkA11y('home after logging in with the password');
    await visit.close();
  });

  it("says 'Authentication Error' with the hosted domain's reason when it refuses the code", async () => {
    const visit = await newVisit(browser());
    const { page } = visit;
    await page.goto('/');
    // A sign-in this tab started (its state and verifier kept), coming back with a code Cognito never issued.
    await page.evaluate(() =>
      sessionStorage.setItem(
        'vouched.oauth.flow',
        JSON.stringify({ state: 'st4te', verifier: 'v'.repeat(64), redirectUri: `${location.origin}/auth/callback`, provider: 'Google' }),
      ),
    );
    await page.goto('/auth/callback?code=forged-code&state=st4te');

    const toast = toastWith(page, 'Authentication Error');
    await shown(toast, 'the error toast');
    await shown(toast.getByText('The code is invalid or has expired'), "the hosted domain's reason");
    await at(page, '/');
    await visit.checkA11y('landing after a refused code');
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    await visit.close();
  });

  it("says 'Something went wrong during authentication' when the API fails right after the sign-in", async () => {
    const visit = await newVisit(browser());
    const { page } = visit;
    // Injected failure: the first question after the exchange (is this account a member?) gets a 500.
    await page.route('**/api/me', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"boom"}}' }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Log In' }).first().click();
    const login = page.getByRole('dialog', { name: 'Welcome Back' });
    await shown(login, 'the login dialog');
    await visit.checkA11y('login dialog');
    await login.getByRole('button', { name: 'Continue with Google' }).click();
    await chooseOtherAccount(page, 'Google', 'Uma Unlucky', uniqueEmail('api-down'));

    const toast = toastWith(page, 'Authentication Error');
    await shown(toast, 'the error toast');
    await shown(toast.getByText('Something went wrong during authentication. Please try again.'));
    await at(page, '/');
    // Signed out again: not left holding an account the rest of the app cannot use.
    await shown(page.getByRole('button', { name: 'Log In' }).first(), 'the landing page, signed out');
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    await visit.checkA11y('landing after a failed callback');
    await visit.close();
  });
});
