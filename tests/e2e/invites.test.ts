/**
 * Issue 2, flow 5: a member generates invite QR codes on /vouch-me-qr, the
 * 11th is refused (the note beside the button says so first, issue 22 #14),
 * and a second visitor signs up with one of them, after which the code
 * reads as used.
 */
import { describe, expect, it } from 'vitest';
import { signUpCompleteMember } from '#test-support/backendHelpers';
import { TEST_PASSWORD, newInviteCode, uniqueEmail } from '#test-support/stack';
import { call, callOk } from '#test-support/apiClient';
import { newVisit, useBrowser } from './support/browser';
import { signedInVisit } from './support/session';
import { confirmAndLogIn, fillSignUpForm, verifyInviteCode } from './support/flows';
import { shown, toastWith } from './support/ui';
import { holdRequests } from './support/heldRequests';

const browser = useBrowser();

describe('invites', () => {
  it('generates invite QR codes up to the limit of 10, and a new member joins with one', async () => {
    const inviter = await signUpCompleteMember('Ivy Inviter');
    // Eight invites already exist, so the UI makes the 9th and 10th and meets the limit.
    for (let i = 0; i < 8; i++) await newInviteCode({ token: inviter.token });

    const visit = await signedInVisit(browser(), inviter.email, TEST_PASSWORD);
    const { page } = visit;
    // The session's profile read is held: the page is there, the code of the member's own link a shape (issue 23 §3).
    const profileRead = await holdRequests(page, (url) => url.pathname === '/api/me');
    await page.goto('/vouch-me-qr');
    await shown(page.getByRole('heading', { level: 1, name: 'Share & Invite' }), 'the share page while the profile loads');
    expect(await page.getByRole('button', { name: 'Download QR Code' }).isDisabled()).toBe(true);
    await visit.checkStill('vouch-me-qr page loading', 'vouch-me-qr-loading');
    await profileRead.release();
    await shown(page.getByRole('img', { name: 'QR code to vouch for me' }), 'the vouch-for-me QR');
    await visit.checkA11y('vouch-me-qr page');

    await page.getByRole('button', { name: 'Generate Invite QR Code' }).click();
    await shown(toastWith(page, 'QR Code Generated'));
    const first = (await page.getByTestId('invite-code').textContent())!.trim();
    expect(first).toMatch(/^[A-Z2-9]{8}$/);
    await shown(page.getByRole('img', { name: `Invite QR code for code ${first}` }));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Invite QR' }).click();
    expect((await download).suggestedFilename()).toContain(first);

    await page.getByRole('button', { name: 'Generate New Code' }).click();
    await shown(page.getByRole('img', { name: new RegExp(`^Invite QR code for code (?!${first})`) }), 'a second invite QR');
    const second = (await page.getByTestId('invite-code').textContent())!.trim();
    expect(second).not.toBe(first);
    await shown(page.getByText('10 of 10 used'), 'the invite count');
    // Issue 22 #14: before the 11th is tried, the note beside the button says the limit is reached and how to free one.
    await shown(
      page.getByText('You have reached the maximum of 10 invites. Delete an unused invite from your invites list to free one.'),
      'the note at 10 of 10',
    );
    await visit.checkA11y('vouch-me-qr page with invites');

    await page.getByRole('button', { name: 'Generate New Code' }).click();
    await shown(toastWith(page, 'Invite Limit Reached'));
    await shown(toastWith(page, 'You have reached the maximum of 10 invites'));
    await visit.shot('invites-limit-reached');

    // A second visitor signs up with the newest code.
    const newcomer = await newVisit(browser());
    const email = uniqueEmail('invitee');
    await verifyInviteCode(newcomer.page, second);
    await fillSignUpForm(newcomer.page, { name: 'Ian Invitee', email, password: TEST_PASSWORD });
    await shown(newcomer.page.getByText('Check Your Email').first());
    await newcomer.checkA11y('sign-up dialog, check your email');
    await confirmAndLogIn(newcomer.page, email, TEST_PASSWORD);
    await shown(newcomer.page.getByRole('alertdialog', { name: 'Terms and Conditions Agreement' }), 'the new member at the terms');
    await newcomer.checkA11y('terms modal');
    await newcomer.close();

    // The code is now used: the API refuses it and the inviter's list says Registered.
    const check = await call('checkInviteCode', { params: { code: second } });
    expect(check.status).toBe(404);
    const list = await callOk('listMyInvites', { token: inviter.token });
    const used = list.invites.find((i) => i.invite_code === second)!;
    expect(used.status).toBe('accepted');
    expect(list.stats).toMatchObject({ total: 10, registered: 1 });

    await page.reload();
    const row = page.getByRole('listitem').filter({ hasText: second });
    await shown(row.getByText('Registered'), 'the Registered badge');
    await visit.checkA11y('vouch-me-qr page with a registered invite');
    await visit.shot('invites-registered');
    await visit.close();
  });
});
