/**
 * Issue 8 §7: the Share & Invite e-mail composer through the real UI: the
 * spec's recipient messages, a request-vouch e-mail with an edited subject
 * arriving in the local mailbox, and a profile share. axe on the dialog.
 * Issue 22 #14: each action that uses one of the 10 invites says so, with
 * how many are left, before it does; a profile share uses none and links to
 * the vouch-for-me page; the e-mailed invite is withdrawn from My Invites,
 * which gives the slot back.
 */
import { describe, expect, it } from 'vitest';
import { signUpCompleteMember } from '#test-support/backendHelpers';
import { callOk } from '#test-support/apiClient';
import { TEST_PASSWORD, uniqueEmail, waitForMail } from '#test-support/stack';
import { useBrowser } from './support/browser';
import { signedInVisit } from './support/session';
import { dialogNamed, shown, toastWith } from './support/ui';

const browser = useBrowser();

describe('the e-mail composer', () => {
  it('sends a vouch request and a profile share from Share & Invite', async () => {
    const member = await signUpCompleteMember('Cleo Composer');
    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD);
    const { page } = visit;
    await page.goto('/my-profile');
    await page.getByRole('button', { name: 'Share Profile' }).click();
    const share = dialogNamed(page, 'Share & Invite');
    await shown(share, 'the Share & Invite dialog');
    await visit.checkA11y('Share & Invite dialog');

    await share.getByRole('tab', { name: 'Invite Someone' }).click();
    const invite = share.getByRole('form', { name: 'Send an email invitation' }).first();
    await shown(invite, 'the composer');
    const left = 10 - (await callOk('getMe', { token: member.token })).invite_count;
    await shown(share.getByText(`This uses 1 of your 10 invites: ${left} left`).first(), 'what creating an invite costs');
    await shown(invite.getByText(`This uses 1 of your 10 invites: ${left} left`), 'what the invite e-mail costs');
    await invite.getByRole('button', { name: 'Send Email' }).click();
    await shown(invite.getByText('Please provide a recipient email'), 'the recipient message');
    await shown(invite.getByText('Please provide an email message'), 'the message message');
    await visit.checkA11y('composer with errors');

    const to = uniqueEmail('asked');
    await invite.getByLabel('Email type').selectOption('vouch_request');
    expect(await invite.getByLabel('Subject').inputValue()).toBe('Cleo Composer asked you for a vouch on Vouched');
    await invite.getByLabel('Recipient email').fill(to);
    await invite.getByLabel('Subject').fill('A small favour');
    await invite.getByLabel('Message').fill('Would you vouch for me? We worked together for years.');
    await visit.shot('composer-filled');
    await invite.getByRole('button', { name: 'Send Email' }).click();
    await shown(toastWith(page, 'Invitation sent successfully!'), 'the success toast');
    const mail = await waitForMail(to, { subjectIncludes: 'A small favour' });
    expect(mail.body.html).toContain('Would you vouch for me? We worked together for years.');
    expect(mail.body.html).toMatch(/\/\?invite_code=[A-Z0-9]{8}&amp;user=/);
    await shown(invite.getByText(`This uses 1 of your 10 invites: ${left - 1} left`), 'one invite fewer left');

    await share.getByRole('tab', { name: 'Share Your Profile' }).click();
    const profileForm = share.getByRole('form', { name: 'Send an email invitation' }).last();
    await shown(profileForm.getByText('Sharing your profile does not use an invite.'), 'that a profile share is free');
    const viewer = uniqueEmail('viewer');
    await profileForm.getByLabel('Recipient email').fill(viewer);
    await profileForm.getByLabel('Message').fill('Here is my profile.');
    await visit.checkA11y('profile share composer filled in');
    await profileForm.getByRole('button', { name: 'Send Email' }).click();
    await shown(toastWith(page, 'Profile access invitation sent successfully!'), 'the profile share toast');
    const shared = await waitForMail(viewer);
    expect(shared.subject).toBe('Cleo Composer shared their Vouched profile with you');
    expect(shared.body.html).toContain(`/vouched?user=${member.username}`);
    expect(shared.body.html).not.toContain('invite_code');
    expect((await callOk('getMe', { token: member.token })).invite_count).toBe(10 - left + 1);
    await visit.shot('composer-profile-sent');

    // The e-mailed invite, unused, is withdrawn from My Invites: the slot comes back.
    await page.keyboard.press('Escape');
    await page.goto('/my-vouch-dashboard');
    await page.getByRole('tab', { name: 'My Invites' }).click();
    const row = page.getByRole('listitem').filter({ hasText: to });
    await shown(row, 'the e-mailed invite, with its recipient');
    await row.getByRole('button', { name: /^Delete invite / }).click();
    await shown(toastWith(page, 'Invite deleted successfully'), 'the withdrawal');
    await expect.poll(async () => (await callOk('getMe', { token: member.token })).invite_count).toBe(10 - left);
    await visit.checkA11y('My Invites after withdrawing');
    await visit.close();
  }, 180_000);
});
