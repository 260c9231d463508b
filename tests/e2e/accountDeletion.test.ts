/**
 * Account deletion through the real UI (issue 10 §7): the Danger Zone on the
 * profile edit page, /delete-account (explanation, confirmation, request,
 * 'Recent Request Found'), the e-mailed link to /confirm-deletion with
 * Proceed with Deletion, the final dialog (Go Back, Delete My Account),
 * Cancel Deletion before and during the grace, the sign-out and the way home
 * after 5 seconds, the finalisation, and a dead link. axe checks every page
 * and dialog.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETION_TEXTS, deletionTime } from '#domain/accountDeletion';
import { confirmDeletionRequest, getDeletionAudit, getDeletionRequest } from '#store/accountDeletions';
import { getProfile } from '#store/profiles';
import { signUpCompleteMember, useStackEnv } from '#test-support/backendHelpers';
import { callOk } from '#test-support/apiClient';
import { TEST_PASSWORD, readMailbox } from '#test-support/stack';
import { waitFor } from '#test-support/waitFor';
import { newVisit, useBrowser } from './support/browser';
import { signedInVisit } from './support/session';
import { at, dialogNamed, gone, shown, toastWith } from './support/ui';

const browser = useBrowser();

beforeAll(() => {
  useStackEnv();
});

/** The newest deletion link mailed to `email`, as a path on the web app. */
function deletionLinkFor(email: string): Promise<string> {
  return waitFor(
    `a deletion link mailed to ${email}`,
    async () => {
      const mail = (await readMailbox({ to: email })).filter((m) => m.subject === 'Confirm your Vouched account deletion').at(-1);
      const link = mail && /https?:\/\/[^\s]+\/confirm-deletion\?token=[A-Za-z0-9_-]{43}/.exec(mail.body.text ?? '')?.[0];
      if (!link) return undefined;
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    },
    10_000,
  );
}

const hasStoredSession = (page: import('playwright-core').Page) =>
  page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.idToken')));

describe('account deletion', () => {
  it('requests from the Danger Zone, refuses a repeat, and cancels from the link before confirming', async () => {
    const member = await signUpCompleteMember('Della Danger');
    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD);
    const { page } = visit;

    await page.goto('/profile/edit');
    const danger = page.getByTestId('danger-zone');
    await shown(danger.getByRole('heading', { name: 'Danger Zone' }), 'the Danger Zone card');
    await visit.checkA11y('profile editor with the Danger Zone');
    await danger.getByRole('link', { name: 'Delete Account' }).click();
    await at(page, '/delete-account');
    await shown(page.getByRole('heading', { name: 'Delete Account' }), 'the delete-account page');
    const requestButton = page.getByRole('button', { name: 'Request Account Deletion' });
    expect(await requestButton.isDisabled()).toBe(true);
    await visit.checkA11y('delete account page');
    await visit.shot('deletion-request-page');

    await page.getByText('I understand that my account will be deleted 24 hours after I confirm.').click();
    await requestButton.click();
    await shown(page.getByText('Check Your Email'), 'the check-your-email notice');
    await visit.checkA11y('delete account page after the request');
    await visit.shot('deletion-requested');

    // A second request within 5 minutes: 'Recent Request Found'.
    await page.reload();
    await page.getByText('I understand that my account will be deleted 24 hours after I confirm.').click();
    await page.getByRole('button', { name: 'Request Account Deletion' }).click();
    const recentToast = toastWith(page, DELETION_TEXTS.recentRequestTitle);
    await shown(recentToast, 'the Recent Request Found toast');
    // axe looks once the toast has finished sliding in (mid-animation its colours blend with the page).
    await recentToast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await visit.checkA11y('delete account page with Recent Request Found');
    await visit.shot('deletion-recent-request');

    await page.goto(await deletionLinkFor(member.email));
    await shown(page.getByRole('heading', { name: 'Confirm Account Deletion' }), 'the confirm page');
    await visit.checkA11y('confirm deletion page');
    await visit.shot('deletion-confirm-page');
    await page.getByRole('button', { name: 'Proceed with Deletion' }).click();
    const finalDialog = dialogNamed(page, 'Delete your account?');
    await shown(finalDialog, 'the final confirmation');
    await visit.checkA11y('final deletion confirmation dialog');
    await visit.shot('deletion-final-dialog');
    await finalDialog.getByRole('button', { name: 'Go Back' }).click();
    await gone(finalDialog, 'the final confirmation');

    await page.getByRole('button', { name: 'Cancel Deletion' }).click();
    await at(page, '/profile/edit');
    await shown(page.getByRole('heading', { name: 'Edit Profile' }), 'the profile editor');
    await shown(toastWith(page, 'Deletion Cancelled'), 'the Deletion Cancelled toast');
    await visit.checkA11y('profile editor after cancelling');
    expect(await getDeletionRequest(member.userId)).toBeUndefined();
    await visit.close();
  }, 90_000);

  it('cancels during the grace from the scheduled link, restoring the profile', async () => {
    const member = await signUpCompleteMember('Gus Grace');
    await callOk('requestDeletion', { token: member.token });
    const link = await deletionLinkFor(member.email);
    // Confirmed in the store, without an execution: the test stack's grace (1.5 s) is too short to click through.
    const request = (await getDeletionRequest(member.userId))!;
    const now = new Date();
    await confirmDeletionRequest(request, now, deletionTime(now), `${member.userId}-ui-test`);
    expect((await getProfile(member.userId))?.deletion_pending_at).toBeDefined();

    const visit = await newVisit(browser());
    const { page } = visit;
    await page.goto(`${link}&action=cancel`);
    await shown(page.getByRole('heading', { name: 'Account Deletion Scheduled' }), 'the scheduled view');
    await visit.checkA11y('confirm deletion page during the grace');
    await visit.shot('deletion-scheduled');
    await page.getByRole('button', { name: 'Cancel Deletion' }).click();
    await shown(toastWith(page, 'Deletion Cancelled'), 'the Deletion Cancelled toast');
    await at(page, '/');
    await visit.checkA11y('landing page after cancelling');
    // Signed out, /profile/edit sends a visitor on to the landing page; the account is whole again.
    expect((await getProfile(member.userId))?.deletion_pending_at).toBeUndefined();
    expect(await getDeletionRequest(member.userId)).toBeUndefined();
    await visit.close();
  }, 90_000);

  it('deletes through the final dialog: signed out, home after 5 seconds, finalised after the grace, the link dead', async () => {
    const member = await signUpCompleteMember('Finn Final');
    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD);
    const { page } = visit;
    await callOk('requestDeletion', { token: member.token });
    const link = await deletionLinkFor(member.email);

    await page.goto(link);
    await page.getByRole('button', { name: 'Proceed with Deletion' }).click();
    const finalDialog = dialogNamed(page, 'Delete your account?');
    await shown(finalDialog, 'the final confirmation');
    await visit.checkA11y('final deletion confirmation dialog');
    await finalDialog.getByRole('button', { name: 'Delete My Account' }).click();
    await shown(page.getByRole('heading', { name: 'Your Account Will Be Deleted' }), 'the confirmation');
    const shownAt = Date.now();
    expect(await hasStoredSession(page)).toBe(false);
    // The page goes home after 5 seconds: the picture first, it is quicker than axe.
    await visit.shot('deletion-confirmed');
    await visit.checkA11y('deletion confirmed');

    await at(page, '/');
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4_000);
    await shown(page.getByRole('button', { name: 'Get Started' }).first(), 'the visitor landing page');
    await visit.checkA11y('landing page after the deletion');

    // The grace (shortened in the test stack) ends and the account is finalised.
    await waitFor('the deletion finalised', async () => (await getDeletionAudit(member.userId)) ?? undefined, 20_000);
    expect((await getProfile(member.userId))?.full_name).toBe('Deleted User');

    await page.goto(link);
    await shown(page.getByRole('heading', { name: DELETION_TEXTS.invalidTokenTitle }), 'the invalid link page');
    await shown(page.getByText(DELETION_TEXTS.invalidToken), 'the spec words');
    await shown(page.getByText(/Deletion links expire after 24 hours/), 'the 24-hour note');
    await visit.checkA11y('invalid deletion link');
    await visit.shot('deletion-invalid-link');
    await visit.close();
  }, 90_000);
});
