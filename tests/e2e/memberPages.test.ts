/**
 * Member pages and popups no other flow opens, for the accessibility gate:
 * the profile editor, the account menu and the Share & Invite dialog, on a
 * desktop and on a phone-sized screen (where the header collapses).
 */
import { describe, it } from 'vitest';
import { signUpCompleteMember } from '#test-support/backendHelpers';
import { TEST_PASSWORD } from '#test-support/stack';
import { newVisit, useBrowser } from './support/browser';
import { logInThroughUi } from './support/flows';
import { at, dialogNamed, gone, shown } from './support/ui';

const browser = useBrowser();

describe('member pages', () => {
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 860 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`are accessible on a ${label}: profile editor, account menu, Share & Invite`, async () => {
      const member = await signUpCompleteMember(`Pat ${label}`);
      const visit = await newVisit(browser(), viewport);
      const { page } = visit;
      await logInThroughUi(page, member.email, TEST_PASSWORD);
      await at(page, '/home');
      await shown(page.getByText("Choose what you'd like to do today."), 'the home page');
      await visit.checkA11y(`home page (${label})`);

      await page.getByTestId('user-menu-trigger').click();
      await shown(page.getByRole('menuitem', { name: 'My Profile' }), 'the account menu');
      await visit.checkA11y(`account menu open (${label})`);
      await visit.shot(`member-account-menu-${label}`);
      await page.keyboard.press('Escape');
      await gone(page.getByRole('menuitem', { name: 'My Profile' }), 'the account menu');

      await page.goto('/profile/edit');
      await shown(page.getByRole('button', { name: 'Save Changes' }), 'the profile editor');
      await visit.checkA11y(`profile editor (${label})`);

      await page.goto('/my-profile');
      await page.getByRole('button', { name: 'Share Profile' }).click();
      const share = dialogNamed(page, 'Share & Invite');
      await shown(share, 'the Share & Invite dialog');
      await visit.checkA11y(`Share & Invite dialog (${label})`);
      await visit.shot(`member-share-dialog-${label}`);
      await visit.close();
    });
  }
});
