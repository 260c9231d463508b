/**
 * Asking for vouches without asking: the "Vouch for Me" link followed by a
 * visitor who then logs in, the Request Vouch page, and the Share & Invite
 * dialog's one-time invite with its QR code.
 */
import { describe, expect, it } from 'vitest';
import { signUpCompleteMember } from '#test-support/backendHelpers';
import { TEST_PASSWORD } from '#test-support/stack';
import { newVisit, useBrowser } from './support/browser';
import { signedInVisit } from './support/session';
import { logInThroughUi } from './support/flows';
import { at, dialogNamed, gone, shown } from './support/ui';

const browser = useBrowser();

describe('the "Vouch for Me" link', () => {
  it('shows a visitor whom they came to vouch for, and after logging in opens the wizard for that member on Vouch Now', async () => {
    const [asker, friend] = await Promise.all([signUpCompleteMember('Asha Asker'), signUpCompleteMember('Fred Friend')]);
    const visit = await newVisit(browser());
    const { page } = visit;

    await page.goto(`/vouched?user=${asker.username}`);
    // The link itself is kept out of the address once handled; the banner says who it was for.
    await shown(page.getByRole('heading', { name: `You're invited to vouch for @${asker.username}` }), 'the vouch invitation banner');
    await at(page, '/', (search) => !search.includes('user='));
    await visit.checkA11y('landing with a vouch invitation');
    await visit.shot('vouch-link-visitor-banner');

    await logInThroughUi(page, friend.email, TEST_PASSWORD);
    await at(page, '/vouched', (search) => search.includes(`user=${asker.username}`));
    const wizard = dialogNamed(page, 'Vouch for Asha Asker');
    await shown(wizard, 'the wizard for the member they came to vouch for');
    await shown(wizard.getByText('Step 1 of 7', { exact: true }));
    await visit.checkA11y('the vouch wizard opened from a vouch link');
    await visit.shot('vouch-link-wizard');
    await page.keyboard.press('Escape');
    await gone(wizard, 'the untouched wizard');
    await shown(page.getByRole('article', { name: 'Member Asha Asker' }), 'their card, to open it again');
    await visit.checkA11y('Vouch Now opened from a vouch link');
    // Used once: the next visit home stays home.
    await page.goto('/home');
    await shown(page.getByText("Choose what you'd like to do today."), 'the home page');
    await visit.checkA11y('home page after the vouch link was used');
    await visit.close();
  });
});

describe('Request Vouch and Share & Invite', () => {
  it('explains why there is no request button and hands out a one-time invite with its QR code', async () => {
    const member = await signUpCompleteMember('Rita Requester');
    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD);
    const { page } = visit;

    await page.goto('/request-vouch');
    await shown(page.getByRole('heading', { name: 'Request Vouch', level: 1 }), 'the Request Vouch page');
    await visit.checkA11y('Request Vouch page');
    await visit.shot('request-vouch-page');

    await page.getByRole('button', { name: 'Share & Invite' }).first().click();
    const dialog = dialogNamed(page, 'Share & Invite');
    await shown(dialog, 'the Share & Invite dialog');
    await shown(dialog.getByRole('img', { name: 'QR code to vouch for me' }), 'the profile QR code');
    await visit.checkA11y('Share & Invite, Share Your Profile');

    await dialog.getByRole('tab', { name: 'Invite Someone' }).click();
    await dialog.getByRole('button', { name: 'Create Invite' }).click();
    const code = dialog.getByTestId('dialog-invite-code');
    await shown(code, 'the new invite code');
    expect(await code.textContent()).toMatch(/^[A-Z0-9]{8}$/);
    const qr = dialog.getByRole('img', { name: /^Invite QR code for code / });
    expect((await qr.boundingBox())?.width).toBeLessThanOrEqual(256);
    await visit.checkA11y('Share & Invite, Invite Someone');
    await visit.shot('share-dialog-invite');
    await visit.close();
  });

  it("sends a visitor from /request-vouch to the landing page's 'Welcome Back'", async () => {
    const visit = await newVisit(browser());
    await visit.page.goto('/request-vouch');
    await at(visit.page, '/');
    // A member page asks a visitor to log in first, and brings them back after (lib/returnPath.ts).
    await shown(dialogNamed(visit.page, 'Welcome Back'), "the 'Welcome Back' dialog");
    await visit.checkA11y('Welcome Back after /request-vouch as a visitor');
    await visit.close();
  });
});
