/**
 * The admin sees testimonials in the dashboard (issue 11 §3): a member's
 * testimonial, written through the API as the floating tab writes it,
 * appears in the Testimonials tab with its name, date and Approved badge.
 * Every page is checked by axe.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpCompleteMember } from '#test-support/backendHelpers';
import { useStackEnv } from '#test-support/stack';
import { callOk } from '#test-support/apiClient';
import { useBrowser } from './support/browser';
import { visitAdminDashboard } from './support/session';
import { shown } from './support/ui';
import { holdRequests } from './support/heldRequests';

const browser = useBrowser();

beforeAll(() => {
  useStackEnv();
});

describe('admin testimonials', () => {
  it('the admin reads a member’s testimonial in the Testimonials tab', async () => {
    const member = await signUpCompleteMember('Tilda Testimonial');
    const content = `Vouched made me think about who I trust, and why. ${Date.now()}`;
    await callOk('createTestimonial', { token: member.token, body: { name: 'Tilda', content } });

    const admin = await visitAdminDashboard(browser());

    // The tab's first read is held, so its loading state is seen as it is: rows' shapes under one status (issue 23 §3).
    const listRead = await holdRequests(admin.page, (url) => url.pathname === '/api/admin/testimonials');
    await admin.page.getByRole('tab', { name: 'Testimonials' }).click();
    await shown(admin.page.getByRole('status', { name: 'Loading testimonials' }), 'the testimonials’ loading state');
    expect(await admin.page.getByTestId('row-skeleton').count()).toBe(5);
    await admin.checkStill('admin dashboard, Testimonials loading', 'admin-testimonials-loading');
    await listRead.release();
    const card = admin.page.getByTestId('admin-testimonial-card').filter({ hasText: content });
    await shown(card, 'the member’s testimonial');
    await shown(card.getByText('Tilda', { exact: true }), 'the name');
    await shown(card.getByText('Approved'), 'the approved badge');
    await admin.checkA11y('admin dashboard, Testimonials');

    // The search runs on the server: a word of this testimonial finds it, and only the testimonials that hold it.
    await admin.page.getByLabel('Search testimonials').fill(`think about who I trust, and why. ${content.split(' ').at(-1)}`);
    await shown(card, 'the testimonial, found by its text');
    await admin.page.waitForFunction(() => document.querySelectorAll('[data-testid="admin-testimonial-card"]').length === 1);
    await admin.page.getByLabel('Search testimonials').fill(`no testimonial says this ${Date.now()}`);
    await shown(admin.page.getByText('No testimonials match your search.'), 'the empty search');
    await admin.shot('admin-testimonials');
    await admin.close();
  });
});
