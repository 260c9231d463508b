/**
 * Beta feedback and the admin dashboard through the real UI (issue 11 §1–2):
 * a visitor is asked to log in; a member sends feedback with a picture
 * (uploaded straight to the local S3 by presigned POST) and sees it in the
 * history; the member is steered away from /admin; the admin finds the item
 * by search, sees who sent it and resolves it ('Status Updated'), and
 * reads the waiting list. Every page is checked by axe.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpCompleteMember } from '#test-support/backendHelpers';
import { TEST_PASSWORD, uniqueEmail, useStackEnv, waitForMail } from '#test-support/stack';
import { addToWaitingList } from '#store/waitingList';
import { newVisit, useBrowser } from './support/browser';
import { signedInVisit, visitAdminDashboard } from './support/session';
import { at, shown, toastWith } from './support/ui';

const browser = useBrowser();

beforeAll(() => {
  useStackEnv();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('beta feedback and the admin dashboard', () => {
  it('a visitor is asked to log in on /beta-feedback and sent to / from /admin', async () => {
    const visit = await newVisit(browser());
    const { page } = visit;
    await page.goto('/beta-feedback');
    await shown(page.getByText('Please log in to provide feedback.'), 'the login prompt');
    await shown(page.getByRole('link', { name: 'Go to Home' }), 'Go to Home');
    await visit.checkA11y('beta feedback for a visitor');
    await page.goto('/admin');
    await at(page, '/');
    await shown(page.getByRole('button', { name: /^Log ?in$/i }).first(), 'the landing page');
    await visit.checkA11y('landing page after /admin');
    await visit.close();
  });

  it('a member sends feedback with a picture and sees it in the history; the admin resolves it', async () => {
    const title = `Broken button ${randomUUID().slice(0, 6)}`;
    const member = await signUpCompleteMember('Fern Feedback');
    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD);
    const { page } = visit;
    await page.goto('/home');
    await at(page, '/home');
    await shown(page.getByText("Choose what you'd like to do today."), 'the home page');
    await visit.checkA11y('member home');

    // No admin screen for a member: /admin sends them to /, which sends a member home.
    // Waiting for the last stop (not the first move away) keeps / from counting as a page they read.
    await page.goto('/admin');
    await at(page, '/home');

    // No form is configured locally: the page opens where the member can act, and the form tab says what an admin must set.
    await page.goto('/beta-feedback');
    const form = page.locator('section', { has: page.getByRole('heading', { name: 'Submit Feedback' }) });
    await shown(form, 'the Submit Feedback form, opened first');
    await shown(page.getByRole('tab', { name: 'App Bugs & Ideas', selected: true }), 'App Bugs & Ideas selected');
    await page.getByRole('tab', { name: 'User Testing Google Form' }).click();
    await shown(page.getByText('The user testing form has not been set up yet.'), 'what is missing');
    await shown(page.getByText(/an admin sets the Google Form's https address as googleFormUrl/), 'what an admin must set');
    await visit.checkA11y('beta feedback, Google Form tab without a form');
    await visit.shot('beta-feedback-no-form');
    await page.getByRole('tab', { name: 'App Bugs & Ideas' }).click();
    await shown(form, 'the Submit Feedback form');

    // Type and importance are required.
    await form.getByRole('button', { name: 'Submit Feedback' }).click();
    await shown(toastWith(page, 'Please fill in all required fields'), 'the missing-information toast');

    await form.getByLabel('Feedback Type').selectOption('bug');
    await form.getByLabel('Importance').selectOption('high');
    await form.getByLabel('Title').fill(title);
    await shown(form.getByText(`${title.length}/100`), 'the title counter');
    await form.getByLabel('Description').fill('The save button does nothing.');
    await form.getByLabel('Attachment (optional)').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await visit.checkA11y('beta feedback, App Bugs & Ideas, filled form');
    await visit.shot('beta-feedback-form');
    await form.getByRole('button', { name: 'Submit Feedback' }).click();
    await shown(toastWith(page, 'Thank you for your feedback!'), 'the submitted toast');

    const history = page.getByRole('list', { name: 'Your feedback' });
    const item = history.getByRole('listitem').filter({ hasText: title });
    await shown(item, 'the new item in Your Feedback History');
    await shown(item.getByText('Open', { exact: true }), 'the Open status');
    await visit.checkA11y('beta feedback with history');
    await visit.shot('beta-feedback-history');
    // The sender opens their own attachment: the bytes they sent.
    const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('button', { name: `Open attachment of ${title}` }).click()]);
    expect(await readFile(await download.path())).toEqual(PNG);
    await visit.close();

    // The admin. Someone is waiting to be invited.
    const waiterEmail = uniqueEmail('waiter').toLowerCase();
    await addToWaitingList({ name: 'Walter Waiting', email: waiterEmail, vouch_seeker_type: 'Student' }, new Date().toISOString());
    const admin = await visitAdminDashboard(browser());
    await admin.page.getByRole('searchbox', { name: 'Search feedback' }).fill(title);
    const card = admin.page.getByTestId('admin-feedback-card').filter({ hasText: title });
    await shown(card, 'the member item');
    await shown(card.getByText(`Fern Feedback · ${member.email.toLowerCase()}`), 'submitter name and e-mail');
    await shown(card.getByRole('button', { name: 'Download attachment' }), 'the download button');
    await admin.checkA11y('admin dashboard, App Feedback');
    await card.getByLabel('Status').selectOption('resolved');
    await shown(toastWith(admin.page, 'Status Updated'), 'the Status Updated toast');
    await shown(card.getByText(/Status updated/), 'when the status changed');
    await admin.page.getByLabel('Status filter').selectOption('resolved');
    await shown(admin.page.getByTestId('admin-feedback-card').filter({ hasText: title }), 'the item under Resolved');
    await admin.shot('admin-feedback');

    await admin.page.getByRole('tab', { name: 'Google Form Responses' }).click();
    await admin.page.getByRole('tab', { name: 'Google Form', exact: true }).click();
    await shown(admin.page.getByText('The user testing form has not been set up yet.'), 'the admin form tab without a form');
    await admin.checkA11y('admin dashboard, Google Form without a form');

    await admin.page.getByRole('tab', { name: 'Waiting List' }).click();
    await shown(admin.page.getByText(/^Total: \d+$/), 'the waiting list total');
    const table = admin.page.getByRole('table', { name: 'Waiting list' });
    const row = table.getByRole('row').filter({ hasText: waiterEmail });
    await shown(row, 'the person on the waiting list');
    await row.getByRole('button', { name: 'Invite Walter Waiting' }).click();
    await shown(toastWith(admin.page, `An email invitation has been sent to ${waiterEmail}`), 'the invite toast');
    await shown(row.getByText('Invited'), 'the row marked invited');
    await waitForMail(waiterEmail, { subjectIncludes: 'Your invitation to Vouched' });
    // The search runs on the server: the address finds the row, a term nobody has empties the table.
    await admin.page.getByLabel('Search the waiting list').fill(waiterEmail.toUpperCase());
    await admin.page.waitForFunction(() => document.querySelectorAll('table[aria-label="Waiting list"] tbody tr').length === 1);
    await shown(row, 'the row, found by its address');
    await admin.page.getByLabel('Search the waiting list').fill(`nobody-${Date.now()}`);
    await shown(admin.page.getByText('No one on the waiting list matches your search.'), 'the empty search');
    await admin.page.getByLabel('Search the waiting list').fill('');
    await shown(row, 'the whole list again');
    await admin.checkA11y('admin dashboard, Waiting List');
    await admin.shot('admin-waiting-list');
    await admin.close();
  });
});
