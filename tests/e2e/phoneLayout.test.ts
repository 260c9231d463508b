/**
 * Things on a 390 px screen (issue 22 §12): the floating Feedback tab does
 * not cover the search box, and the vouch wizard's step 5 (a long list)
 * opens with 'Step 5 of 7' in view rather than scrolled away.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpCompleteMember } from '#test-support/backendHelpers';
import { TEST_PASSWORD } from '#test-support/stack';
import { useBrowser } from './support/browser';
import { signedInVisit } from './support/session';
import { dialogNamed, shown } from './support/ui';

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`no box for ${locator.toString()}`);
  return b;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('on a phone', () => {
  it('the Feedback tab leaves the search box clear; wizard step 5 opens with its step line in view', async () => {
    const [member, other] = await Promise.all([signUpCompleteMember('Phil Phone'), signUpCompleteMember('Nora Nearby')]);
    const visit = await signedInVisit(browser(), member.email, TEST_PASSWORD, PHONE);
    const { page } = visit;

    for (const path of ['/vouched', '/vouch-community']) {
      await page.goto(path);
      const search = page.getByPlaceholder('Search by name, username, or bio...');
      await shown(search, `the search box on ${path}`);
      await search.scrollIntoViewIfNeeded();
      const tab = page.getByTestId('feedback-tab');
      await shown(tab.getByRole('button', { name: 'Feedback' }), 'the Feedback tab');
      expect(overlaps(await box(search), await box(tab)), `the Feedback tab covers the search box on ${path}`).toBe(false);
      await visit.checkA11y(`${path} on a phone`);
      await visit.shot(`phone${path.replace('/', '-')}`);
    }

    await page.goto(`/vouched?user=${encodeURIComponent(other.userId)}`);
    const wizard = dialogNamed(page, 'Vouch for Nora Nearby');
    await shown(wizard.getByText('Step 1 of 7', { exact: true }), 'step 1');
    await visit.checkA11y('wizard step 1 on a phone');
    await wizard.getByLabel('What year did you first meet?').selectOption('2016');
    const next = async (n: number) => {
      await wizard.getByRole('button', { name: 'Next' }).click();
      await shown(wizard.getByText(`Step ${n} of 7`, { exact: true }), `step ${n}`);
    };
    await next(2);
    await wizard.getByText('Weekly', { exact: true }).click();
    await next(3);
    await wizard.getByText('Work', { exact: true }).click();
    await wizard.getByText('Collaborator or teammate').click();
    await next(4);
    await wizard.getByText('Strong understanding').click();
    await next(5);
    // The step line is on screen, not scrolled under the dialog's header: it is what the browser finds at its own centre.
    const stepLine = wizard.getByText('Step 5 of 7', { exact: true });
    await expect
      .poll(() =>
        stepLine.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return !!hit && (el === hit || el.contains(hit));
        }),
      )
      .toBe(true);
    await visit.checkA11y('wizard step 5 on a phone');
    await visit.shot('phone-wizard-step-5');
    await visit.close();
  });
});
