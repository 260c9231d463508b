/**
 * Issue 22 §1, §2: a session that ended elsewhere (another tab's log-out, a
 * revoked refresh token, a password reset, a confirmed deletion) ends visibly
 * in this tab (the spec's forced-logout toast, back on /), and a member in the deletion
 * grace who logs in is told when the deletion is final and how to cancel it,
 * with a button that mails the Cancel Deletion link again.
 */
import { ConfirmForgotPasswordCommand, ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signOutEverywhere } from '#services/identity';
import { confirmDeletionInGrace } from '#test-support/accountDeletion';
import { signUpCompleteMember, useStackEnv } from '#test-support/backendHelpers';
import { TEST_PASSWORD, cognito, confirmationCodeIn, readMailbox, testStack } from '#test-support/stack';
import { waitFor } from '#test-support/waitFor';
import { newVisit, useBrowser } from './support/browser';
import { logInThroughUi } from './support/flows';
import { openHome, signedInVisit } from './support/session';
import { at, dialogNamed, gone, shown, toastWith } from './support/ui';

const browser = useBrowser();

beforeAll(() => {
  useStackEnv();
});

const SCHEDULED_MAIL = 'Your Vouched account will be deleted in 24 hours';

const storedSession = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.idToken')));

/** What 'Forgot Password?' does in another browser: the code from the mail, then the new password. */
async function resetPasswordElsewhere(email: string, newPassword: string): Promise<void> {
  const client = cognito();
  try {
    const since = Math.floor(Date.now() / 1000) - 1;
    await client.send(new ForgotPasswordCommand({ ClientId: testStack().userPoolClientId, Username: email }));
    const mail = await waitFor('the reset mail', async () =>
      (await readMailbox({ to: email, sinceEpochSeconds: since })).find((m) => m.subject === 'Reset your Vouched password'),
    );
    await client.send(
      new ConfirmForgotPasswordCommand({ ClientId: testStack().userPoolClientId, Username: email, ConfirmationCode: confirmationCodeIn(mail), Password: newPassword }),
    );
  } finally {
    client.destroy();
  }
}

/** The forced log-out as the spec words it: the toast, the landing page, no member menu. */
async function forcedOut(page: Page, name: string): Promise<void> {
  const toast = toastWith(page, 'Logged out');
  await shown(toast, "the 'Logged out' toast");
  await shown(toast.getByText('You have been logged out'), 'the forced-logout words');
  await at(page, '/');
  await gone(page.getByRole('button', { name: 'Log out' }).first(), `the member menu (${name})`);
  expect(await storedSession(page)).toBe(false);
}

describe('a session that ended elsewhere', () => {
  it("ends this tab's session when another tab logs out: 'Logged out', on /", async () => {
    const member = await signUpCompleteMember('Tia Twotabs');
    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD);
    await openHome(visit);
    // A second tab of the same browser: the same stored session.
    const other = await visit.context.newPage();
    await other.goto('/home');
    await shown(other.getByText("Choose what you'd like to do today."), 'home in the other tab');
    // Axe checked /home in the first tab; the second shows the same page (the tracker follows the visit's own page).
    await other.getByRole('button', { name: 'Log out' }).first().click();
    await at(other, '/');

    await forcedOut(visit.page, 'first tab');
    await visit.checkA11y('landing page after the other tab logged out');
    await visit.shot('session-end-other-tab');
    await visit.close();
  });

  it("ends the session with 'Logged out' when it was signed out everywhere and the token refresh fails", async () => {
    const member = await signUpCompleteMember('Rex Revoked');
    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD);
    const { page } = visit;
    await openHome(visit);
    // What a password reset elsewhere does: every refresh token of the member is revoked.
    await signOutEverywhere(member.userId);
    // The tokens read as expired (Amplify adds the stored clock drift to now), so the next call refreshes, and fails.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.endsWith('.clockDrift')) localStorage.setItem(key, String(2 * 3_600_000));
    });
    await page.getByRole('link', { name: 'My Vouch Portfolio' }).first().click();
    await forcedOut(page, 'after the refresh failed');
    await visit.checkA11y('landing page after the refresh failed');
    await visit.close();
  });

  it("ends the session with 'Logged out' at its next request once the password was reset elsewhere", async () => {
    const member = await signUpCompleteMember('Pia Passreset');
    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD);
    const { page } = visit;
    await openHome(visit);
    // The session's sign-in happened by now; auth_time has whole seconds, and a reset within the sign-in's own
    // second would still take it (domain/sessionsEnded.ts), so the reset comes in a later second, as a real one does.
    const signedInBy = Math.floor(Date.now() / 1000);
    await waitFor('the second after the sign-in', async () => (Date.now() >= (signedInBy + 1) * 1000 ? true : undefined), 5_000);
    await resetPasswordElsewhere(member.email, 'An0ther!Passw0rd');

    // The ID token this tab holds has not expired, but the API no longer takes it.
    await page.getByRole('link', { name: 'My Vouch Portfolio' }).first().click();
    await forcedOut(page, 'after the password was reset elsewhere');
    expect(await page.getByText('Connection Problem').count()).toBe(0);
    // The shot first, while the toast is still up (it leaves after 5 s; axe on a busy machine can take that long).
    await visit.shot('session-end-password-reset');
    await visit.checkA11y('landing page after the password was reset elsewhere');
    await visit.close();
  });

  it("ends the session with 'Logged out' and says when the deletion is final once it is confirmed elsewhere", async () => {
    const member = await signUpCompleteMember('Dora Deleted');
    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD);
    const { page } = visit;
    await openHome(visit);
    await confirmDeletionInGrace(member);

    // The next thing the member does asks the API, which no longer takes the session.
    await page.getByRole('link', { name: 'My Vouch Portfolio' }).first().click();
    await forcedOut(page, 'after the deletion was confirmed');
    const dialog = dialogNamed(page, 'Account Scheduled for Deletion');
    await shown(dialog.getByText(/Your account is scheduled for deletion on .+\./), 'when the deletion is final');
    expect(await page.getByText('Connection Problem').count()).toBe(0);
    expect(await page.getByText('Failed to load profile data').count()).toBe(0);
    await visit.checkA11y('deletion scheduled dialog after the session ended');
    await visit.shot('session-end-deletion-confirmed');
    await visit.close();
  });
});

describe('logging in during the deletion grace', () => {
  it('says when the account will be deleted and sends the Cancel Deletion link again', async () => {
    const member = await signUpCompleteMember('Gale Grace');
    await confirmDeletionInGrace(member);
    const visit = await newVisit(browser());
    const { page } = visit;
    await logInThroughUi(page, member.email, TEST_PASSWORD);

    const dialog = dialogNamed(page, 'Account Scheduled for Deletion');
    await shown(dialog, 'the deletion-scheduled view');
    await shown(dialog.getByText(/Your account is scheduled for deletion on .+\./));
    await shown(dialog.getByText(/Cancel Deletion/).first(), 'how to cancel');
    expect(await toastWith(page, 'Authentication Error').count()).toBe(0);
    expect(await toastWith(page, 'Logged out').count()).toBe(0);
    await expect.poll(() => storedSession(page), { message: 'signed out again' }).toBe(false);
    await visit.checkA11y('deletion scheduled view after logging in');
    await visit.shot('deletion-grace-login');

    const before = (await readMailbox({ to: member.email })).filter((m) => m.subject === SCHEDULED_MAIL).length;
    await dialog.getByRole('button', { name: 'Send the Link Again' }).click();
    await shown(dialog.getByText(/We sent a new Cancel Deletion link to/), 'the link sent');
    await expect
      .poll(async () => (await readMailbox({ to: member.email })).filter((m) => m.subject === SCHEDULED_MAIL).length, { timeout: 10_000 })
      .toBe(before + 1);
    await visit.checkA11y('deletion scheduled view, link sent again');
    await visit.close();
  });
});
