/**
 * Request My Data through the real UI (issue 10 §6): the user menu's
 * 'Request My Data (GDPR)' dialog (the 15-second toast, closing 2 seconds
 * after submitting), the Data & Security page's 'Request Access to Your
 * Data' refused while a request is pending, and the disabled 'Login
 * Required to Request Data' for visitors. axe checks every page and dialog.
 */
import { describe, expect, it } from 'vitest';
import { DATA_REQUEST_TEXTS } from '#domain/dataRequests';
import { signUpCompleteMember } from '#test-support/backendHelpers';
import { TEST_PASSWORD } from '#test-support/stack';
import { newVisit, useBrowser } from './support/browser';
import { logInThroughUi } from './support/flows';
import { at, dialogNamed, gone, shown, toastWith } from './support/ui';

const browser = useBrowser();

describe('request my data', () => {
  it('a member requests from the user menu, the dialog closes, and a second request is refused', async () => {
    const member = await signUpCompleteMember('Rhea Request');
    const visit = await newVisit(browser());
    const { page } = visit;
    await logInThroughUi(page, member.email, TEST_PASSWORD);
    await at(page, '/home');
    await shown(page.getByText("Choose what you'd like to do today."), 'the home page');
    await visit.checkA11y('home page');

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

    await page.goto('/data-security');
    await page.getByRole('button', { name: DATA_REQUEST_TEXTS.pageButton }).click();
    const again = dialogNamed(page, DATA_REQUEST_TEXTS.menuItem);
    await shown(again, 'the data request dialog');
    await visit.checkA11y('Data & Security page with the dialog');
    await again.getByRole('button', { name: 'Submit Request' }).click();
    const refused = toastWith(page, DATA_REQUEST_TEXTS.alreadySubmittedTitle);
    await shown(refused, 'the Data Request Already Submitted toast');
    await refused.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await visit.checkA11y('data request refused');
    await visit.shot('data-request-already-submitted');
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
