/**
 * Request My Data through the real UI (issue 10 §6): the user menu's
 * 'Request My Data (GDPR)' dialog (the 15-second toast, closing 2 seconds
 * after submitting), the Data & Security page's 'Request Access to Your
 * Data', the export's ready notification in the bell and its mailed link
 * (the export answers within a second, so the refusal of a second request
 * while one is pending is tested through the API: integration/api/dataRequests),
 * and the disabled 'Login Required to Request Data' for visitors. axe checks
 * every page and dialog.
 */
import { describe, expect, it } from 'vitest';
import { DATA_REQUEST_TEXTS, dataAccessRequestNotification, dataExportReadyNotification } from '#domain/dataRequests';
import { signUpCompleteMember } from '#test-support/backendHelpers';
import { TEST_PASSWORD, waitForMail } from '#test-support/stack';
import { newVisit, useBrowser } from './support/browser';
import { signedInVisit, openHome } from './support/session';
import { dialogNamed, gone, shown, toastWith } from './support/ui';

const browser = useBrowser();

describe('request my data', () => {
  it('a member requests from the user menu, the dialog closes, the export\u2019s notification and mail arrive, and a new request is taken once it is done', async () => {
    const member = await signUpCompleteMember('Rhea Request');
    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD);
    const { page } = visit;
    await openHome(visit);

    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: DATA_REQUEST_TEXTS.menuItem }).click();
    const dialog = dialogNamed(page, DATA_REQUEST_TEXTS.menuItem);
    await shown(dialog, 'the data request dialog');
    await visit.checkA11y('Request My Data dialog');
    await visit.shot('data-request-dialog');

    const clickedAt = Date.now();
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    const toast = toastWith(page, DATA_REQUEST_TEXTS.submittedTitle);
    await shown(toast, 'the submitted toast');
    await gone(dialog, 'the data request dialog');
    // It closes 2 seconds after the answer came (the click came before the answer).
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2_000);
    // The toast outlasts the dialog (15 s).
    expect(await toast.isVisible()).toBe(true);
    await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await visit.checkA11y('home page with the submitted toast');
    await visit.shot('data-request-submitted');

    // The export answers at once (issue 10 §6): the bell shows the ready notification, live.
    const ready = dataExportReadyNotification();
    const bell = page.getByTestId('notification-bell');
    await page.locator('[data-testid="notification-bell"][data-live="true"]').waitFor({ timeout: 15_000 });
    await bell.click();
    const popover = page.getByTestId('notification-popover');
    await shown(popover.getByText(ready.message), 'the data-ready notification');
    await shown(popover.getByText(dataAccessRequestNotification().message), 'the request’s own notification');
    await visit.checkA11y('notification bell with the data-ready notification');
    await visit.shot('data-request-ready-notification');
    await page.keyboard.press('Escape');
    await gone(popover, 'the notification popover');

    // The mail's link downloads the member's file.
    const mail = await waitForMail(member.email, { subjectIncludes: 'Your Vouched data is ready' });
    const link = /https?:\/\/\S+/.exec(mail.body.text ?? '')?.[0];
    expect(link).toBeDefined();
    const file = (await (await fetch(link!)).json()) as { member_id: string; profile: { email: string } };
    expect(file).toMatchObject({ member_id: member.userId, profile: { email: member.email } });

    // With the first request done, the Data & Security page takes a new one.
    await page.goto('/data-security');
    await visit.checkA11y('Data & Security page');
    await page.getByRole('button', { name: DATA_REQUEST_TEXTS.pageButton }).click();
    const again = dialogNamed(page, DATA_REQUEST_TEXTS.menuItem);
    await shown(again, 'the data request dialog');
    await visit.checkA11y('Data & Security page with the dialog');
    await again.getByRole('button', { name: 'Submit Request' }).click();
    const accepted = toastWith(page, DATA_REQUEST_TEXTS.submittedTitle);
    await shown(accepted, 'the submitted toast for the second request');
    await gone(again, 'the data request dialog');
    await accepted.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await visit.checkA11y('second request submitted');
    await visit.shot('data-request-again-submitted');
    await visit.close();
  }, 90_000);

  it('a visitor sees the disabled Login Required to Request Data', async () => {
    const visit = await newVisit(browser());
    const { page } = visit;
    await page.goto('/data-security');
    const button = page.getByRole('button', { name: DATA_REQUEST_TEXTS.visitorButton });
    await shown(button, 'the visitor button');
    expect(await button.isDisabled()).toBe(true);
    await visit.checkA11y('Data & Security page for a visitor');
    await visit.close();
  });
});
