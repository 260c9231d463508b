/**
 * Member pages and popups no other flow opens, for the accessibility gate:
 * the profile editor, the account menu and the Share & Invite dialog, on a
 * desktop and on a phone-sized screen (where the header collapses).
 */
import { describe, expect, it } from 'vitest';
import { signUpCompleteMember } from '#test-support/backendHelpers';
import { TEST_PASSWORD } from '#test-support/stack';
import { newVisit, useBrowser } from './support/browser';
import { signedInVisit } from './support/session';
import { logInThroughUi } from './support/flows';
import { at, dialogNamed, gone, shown, toastWith } from './support/ui';
import { holdRequests } from './support/heldRequests';

const browser = useBrowser();

describe('member pages', () => {
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 860 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`are accessible on a ${label}: profile editor, account menu, Share & Invite`, async () => {
      const member = await signUpCompleteMember(`Pat ${label}`);
      // The landing page and login dialog on a phone are checked here (on a desktop, by the login tests).
      const visit = label === 'phone' ? await newVisit(browser(), viewport) : await signedInVisit(browser(), member.email, TEST_PASSWORD, viewport);
      const { page } = visit;
      if (label === 'phone') await logInThroughUi(page, member.email, TEST_PASSWORD);
      else await page.goto('/home');
      await at(page, '/home');
      await shown(page.getByText("Choose what you'd like to do today."), 'the home page');
      await visit.checkA11y(`home page (${label})`);

      await page.getByTestId('user-menu-trigger').click();
      await shown(page.getByRole('menuitem', { name: 'My Profile' }), 'the account menu');
      await visit.checkA11y(`account menu open (${label})`);
      await visit.shot(`member-account-menu-${label}`);
      await page.keyboard.press('Escape');
      await gone(page.getByRole('menuitem', { name: 'My Profile' }), 'the account menu');

      const editorRead = await holdRequests(page, (url) => url.pathname === '/api/me');
      await page.goto('/profile/edit');
      await shown(page.getByRole('status', { name: 'Loading your profile' }), 'the profile editor’s loading state');
      await visit.checkStill(`profile editor loading (${label})`, `profile-edit-loading-${label}`);
      await editorRead.release();
      await shown(page.getByRole('button', { name: 'Save Changes' }), 'the profile editor');
      await visit.checkA11y(`profile editor (${label})`);

      // The session's profile read is held on a fresh load: the page keeps its shape meanwhile (issue 23 §3).
      const profileRead = await holdRequests(page, (url) => url.pathname === '/api/me');
      await page.goto('/my-profile');
      await shown(page.getByRole('heading', { level: 1, name: 'Loading your profile...' }), 'My Profile’s loading state');
      await visit.checkStill(`my profile loading (${label})`, `my-profile-loading-${label}`);
      await profileRead.release();
      await page.getByRole('button', { name: 'Share Profile' }).click();
      const share = dialogNamed(page, 'Share & Invite');
      await shown(share, 'the Share & Invite dialog');
      await visit.checkA11y(`Share & Invite dialog (${label})`);
      await visit.shot(`member-share-dialog-${label}`);
      await visit.close();
    });
  }

  it('turns the vouch e-mails off from the profile editor, and the choice stays after a reload', async () => {
    const member = await signUpCompleteMember('Quinn Quiet');
    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD);
    const { page } = visit;
    await page.goto('/profile/edit');
    const box = page.getByRole('checkbox', { name: 'Email me when someone vouches for me' });
    await shown(page.getByRole('heading', { name: 'Email Notifications' }), 'the e-mail preferences card');
    expect(await box.isChecked()).toBe(true);

    await page.getByText('Email me when someone vouches for me').click();
    await shown(toastWith(page, 'Vouch emails turned off'), 'the saved toast');
    expect(await box.isChecked()).toBe(false);
    await page.getByRole('heading', { name: 'Email Notifications' }).scrollIntoViewIfNeeded();
    await visit.checkA11y('profile editor with vouch e-mails off');
    await visit.shot('profile-email-preferences');

    await page.reload();
    await shown(page.getByRole('heading', { name: 'Email Notifications' }), 'the card after a reload');
    await expect.poll(() => box.isChecked()).toBe(false);
    await visit.close();
  });
});
