/**
 * The admin's Google Form Responses tab through the real UI (issue 11 §2):
 * a delivery signed as the form's Apps Script signs it reaches the webhook;
 * the admin opens Google Form Responses, sees the webhook info box with the
 * URL to paste and the signing script, finds the response by search in the
 * table, and sees the embedded form tab. Every page is checked by axe.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStackEnv } from '#test-support/stack';
import { call } from '#test-support/apiClient';
import { signedDelivery } from '#test-support/formDelivery';
import { newViewer } from '#test-support/stack';
import { useBrowser } from './support/browser';
import { visitAdminDashboard } from './support/session';
import { shown } from './support/ui';

const browser = useBrowser();

beforeAll(() => {
  useStackEnv();
});

describe('Google Form Responses', () => {
  it('the admin sees a signed delivery in View Responses, with the webhook info box and search', async () => {
    const tag = randomUUID().slice(0, 8);
    const text = `The invite flow was clear ${tag}`;
    const delivery = signedDelivery({
      name: 'Rosa Respondent',
      email: 'rosa.respondent@example.test',
      feedback_text: text,
      custom_fields: { 'How likely are you to recommend Vouched?': '9', 'What did you try?': ['Vouching', 'Directory'] },
    });
    const received = await call('receiveFormResponse', { body: delivery.body, headers: { ...newViewer(), ...delivery.headers } });
    expect(received.status).toBe(200);

    const admin = await visitAdminDashboard(browser());

    await admin.page.getByRole('tab', { name: 'Google Form Responses' }).click();
    await shown(admin.page.getByRole('tab', { name: 'View Responses', selected: true }), 'View Responses selected');
    const info = admin.page.getByTestId('webhook-info');
    await shown(info.getByText('Webhook', { exact: true }), 'the webhook info box');
    await shown(info.getByTestId('webhook-url').getByText(`${new URL(admin.page.url()).origin}/api/form-responses`), 'the URL to paste');
    await shown(admin.page.getByText('Total Responses'), 'the total count');
    await shown(admin.page.getByText('Last 7 Days'), 'the recent count');

    await admin.page.getByRole('searchbox', { name: 'Search responses' }).fill(tag);
    const table = admin.page.getByRole('table', { name: 'Google Form responses' });
    const row = table.getByTestId('form-response-row').filter({ hasText: text });
    await shown(row, 'the delivered response');
    await shown(row.getByText('rosa.respondent@example.test'), 'the e-mail');
    await shown(row.getByText('Vouching, Directory'), 'a checkbox answer');
    // The unfiltered list shows the row too; the search's answer comes a moment later (debounced).
    await expect.poll(() => table.getByTestId('form-response-row').count()).toBe(1);
    await admin.checkA11y('admin dashboard, View Responses');

    await info.getByText('Apps Script example').click();
    await shown(info.getByText(/computeHmacSha256Signature/), 'the signing script');
    await admin.checkA11y('admin dashboard, View Responses with the script');
    await admin.shot('admin-form-responses');

    await admin.page.getByRole('tab', { name: 'Google Form', exact: true }).click();
    await shown(admin.page.getByRole('tab', { name: 'Google Form', exact: true, selected: true }), 'the form tab selected');
    await admin.checkA11y('admin dashboard, Google Form');
    await admin.close();
  });
});
