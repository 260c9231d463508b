/**
 * Issue 2, flow 7: log out goes to /, 'Welcome Back' logs in again, a wrong
 * password or an unknown e-mail gives one 'Login Error' (and one answer to a
 * password reset), and visitors are sent away from member pages.
 */
import { GetTokensFromRefreshTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { signUpCompleteMember } from '#test-support/backendHelpers';
import { TEST_PASSWORD, cognito, testStack } from '#test-support/stack';
import { newVisit, useBrowser } from './support/browser';
import { logInThroughUi } from './support/flows';
import { at, dialogNamed, gone, shown, toastWith } from './support/ui';

const browser = useBrowser();

describe('session', () => {
  it('logs in, logs out to /, and logs in again', async () => {
    const member = await signUpCompleteMember('Lou Login');
    const visit = await newVisit(browser());
    const { page } = visit;

    await logInThroughUi(page, member.email, TEST_PASSWORD);
    await at(page, '/home');
    await shown(page.getByText('Lou Login').first(), 'the name in the header');
    await shown(page.getByText("Choose what you'd like to do today."), 'the home page');
    await visit.checkA11y('home page');
    await visit.shot('session-home');

    await page.getByRole('button', { name: 'Log out' }).first().click();
    await at(page, '/');
    await shown(page.getByRole('button', { name: 'Get Started' }).first(), 'the visitor landing page');
    await visit.checkA11y('landing page after log out');
    expect(await page.getByText('Lou Login').count()).toBe(0);

    await logInThroughUi(page, member.email, TEST_PASSWORD);
    await at(page, '/home');
    await visit.close();
  });

  it('revokes the refresh token on log out, so the one the browser held can no longer refresh', async () => {
    const member = await signUpCompleteMember('Rita Revoke');
    const visit = await newVisit(browser());
    const { page } = visit;
    await logInThroughUi(page, member.email, TEST_PASSWORD);
    await at(page, '/home');
    // What Amplify keeps in the browser: CognitoIdentityServiceProvider.<client id>.<username>.refreshToken.
    const refreshToken = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.refreshToken'));
      return key ? localStorage.getItem(key) : null;
    });
    expect(refreshToken).toBeTruthy();
    const client = cognito();
    const refresh = () => client.send(new GetTokensFromRefreshTokenCommand({ ClientId: testStack().userPoolClientId, RefreshToken: refreshToken! }));
    try {
      expect((await refresh()).AuthenticationResult?.IdToken, 'usable while logged in').toBeTruthy();
      await page.getByRole('button', { name: 'Log out' }).first().click();
      await at(page, '/');
      await shown(page.getByRole('button', { name: 'Get Started' }).first(), 'the visitor landing page');
      // signOut() revokes before it clears the stored tokens, so by now Cognito has forgotten it.
      await expect(refresh()).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    } finally {
      client.destroy();
    }
    await visit.close();
  });

  it("refuses a wrong password and an unknown e-mail with the same 'Login Error', never the auth service's text", async () => {
    const member = await signUpCompleteMember('Wanda Wrong');
    const toastText = async (email: string, password: string, shot: string): Promise<string> => {
      const visit = await newVisit(browser());
      await logInThroughUi(visit.page, email, password);
      const toast = toastWith(visit.page, 'Login Error');
      await shown(toast);
      // Read before axe runs: the toast leaves after 5 s, and a busy machine can take that long to check.
      const text = (await toast.innerText()).trim();
      await shown(visit.page.getByRole('dialog', { name: 'Welcome Back' }), 'the login dialog, still open');
      await visit.checkA11y('login dialog with the error toast');
      await visit.shot(shot);
      await visit.close();
      return text;
    };
    const wrongPassword = await toastText(member.email, 'Not-the-password1!', 'session-login-error');
    const unknownEmail = await toastText(`nobody-${Date.now()}@example.org`, 'Not-the-password1!', 'session-login-error-unknown');
    expect(wrongPassword).toContain('Failed to log in. The email or password is incorrect.');
    // Whether the address has an account cannot be told from the answer.
    expect(unknownEmail).toBe(wrongPassword);
    expect(wrongPassword).not.toMatch(/Invalid password|User not authorized|Incorrect username/);
  });

  it("answers a password reset for an unknown e-mail as for a member's: 'Check Your Email', no tell", async () => {
    const member = await signUpCompleteMember('Rory Reset');
    const visit = await newVisit(browser());
    const { page } = visit;
    await page.goto('/');
    await visit.checkA11y('landing page');
    await page.getByRole('button', { name: /^Log ?in$/i }).first().click();
    const askReset = async (email: string): Promise<string> => {
      const login = dialogNamed(page, 'Welcome Back');
      await shown(login.getByLabel('Email'), 'the login dialog');
      await visit.checkA11y('login dialog');
      await login.getByRole('button', { name: 'Forgot Password?' }).click();
      const form = dialogNamed(page, 'Reset Password');
      await shown(form.getByLabel('Email'), 'the reset form');
      await visit.checkA11y('reset form');
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Send Reset Link' }).click();
      const sent = dialogNamed(page, 'Check Your Email');
      await shown(sent.getByText(/If an account exists for/), `the reset view for ${email}`);
      return (await sent.getByText(/If an account exists for/).innerText()).replace(email, '{email}');
    };
    // cognito-local said 'User not found.' here, where Cognito (PreventUserExistenceErrors) says a code was sent.
    const unknown = await askReset(`nobody-${Date.now()}@example.org`);
    expect(await page.getByText(/User not found|does not exist/i).count()).toBe(0);
    await visit.checkA11y('reset sent view');
    await visit.shot('session-reset-unknown-email');
    await dialogNamed(page, 'Check Your Email').getByRole('button', { name: 'Back to Login' }).click();
    expect(await askReset(member.email)).toBe(unknown);
    await visit.checkA11y('reset sent view for the member');
    await visit.close();
  });

  it('sends visitors who open member pages to / and asks them to log in, and asks them to log in on Vouch Now', async () => {
    const visit = await newVisit(browser());
    for (const path of ['/home', '/my-profile', '/vouch-me-qr', '/request-vouch']) {
      await visit.page.goto(path);
      await at(visit.page, '/');
      // Asked to log in, to come back here afterwards (returnTo.test.ts); closed, the landing page is there.
      const login = dialogNamed(visit.page, 'Welcome Back');
      await shown(login, `the login dialog after ${path}`);
      await visit.checkA11y(`login dialog after ${path}`);
      await visit.page.keyboard.press('Escape');
      await gone(login, 'the closed login dialog');
      await shown(visit.page.getByRole('button', { name: 'Get Started' }).first(), 'the landing page');
      await visit.checkA11y(`landing page after ${path}`);
    }
    // Vouch Now has a state of its own for visitors (spec), with the way home.
    await visit.page.goto('/vouched');
    await shown(visit.page.getByText('Please log in to view Vouch & Explore.'), 'the Vouch Now login prompt');
    await visit.checkA11y('Vouch Now for a visitor');
    await visit.page.getByRole('link', { name: 'Go to Home' }).click();
    await at(visit.page, '/');
    await shown(visit.page.getByRole('button', { name: 'Get Started' }).first(), 'the landing page');
    await gone(visit.page.getByRole('button', { name: 'Log out' }), 'the log-out button');
    await visit.close();
  });
});
