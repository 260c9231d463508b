/**
 * What a visitor meets before having an account: the landing page, the
 * alpha banner, the 404 page, invite links and the waiting list.
 */
import { describe, expect, it } from 'vitest';
import { newVisit, useBrowser } from './support/browser';
import { openInviteStep } from './support/flows';
import { newInviteCode, uniqueEmail, useStackEnv } from '#test-support/stack';
import { at, gone, inViewport, shown, toastWith } from './support/ui';

const browser = useBrowser();

describe('visitor', () => {
  it('sees the landing page with the taglines, the sample score and How It Works', async () => {
    const visit = await newVisit(browser());
    const { page } = visit;
    await page.goto('/');
    await shown(page.getByRole('heading', { name: 'Character, Prioritized' }));
    await shown(page.getByText('Digital letters of recommendation. All in one place.').first());
    await shown(page.getByText('Widely Vouched').first());
    await visit.checkA11y('landing page');
    await page.getByRole('button', { name: 'How It Works' }).first().click();
    await expect.poll(() => inViewport(page.getByRole('heading', { name: /How It Works/i }).first()), { timeout: 5000 }).toBe(true);
    await visit.shot('visitor-landing');
    await visit.close();
  });

  it('can dismiss the alpha banner for the rest of the session', async () => {
    const visit = await newVisit(browser());
    const { page } = visit;
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Alpha testing notice' });
    await shown(banner);
    await visit.checkA11y('landing page with the alpha banner');
    await page.getByRole('button', { name: 'Dismiss alpha banner' }).click();
    await gone(banner);
    await page.goto('/about');
    await shown(page.getByRole('heading').first());
    await gone(banner);
    await visit.checkA11y('about page');
    // A new session (a new tab context) shows it again.
    const fresh = await newVisit(browser());
    await fresh.page.goto('/');
    await shown(fresh.page.getByRole('complementary', { name: 'Alpha testing notice' }));
    await fresh.checkA11y('landing page, new session');
    await fresh.close();
    await visit.close();
  });

  it('reads the static pages: terms, data security, why we built this', async () => {
    const visit = await newVisit(browser());
    for (const [path, name] of [
      ['/terms', 'terms page'],
      ['/data-security', 'data security page'],
      ['/why-we-built-this', 'why-we-built-this page'],
    ] as const) {
      await visit.page.goto(path);
      await shown(visit.page.getByRole('heading', { level: 1 }).first(), `the ${name} title`);
      await visit.checkA11y(name);
      await visit.shot(`visitor-${path.slice(1)}`);
    }
    await visit.close();
  });

  it('gets the 404 page on an unknown route', async () => {
    const visit = await newVisit(browser());
    await visit.page.goto('/no-such-page');
    await shown(visit.page.getByText('Oops! Page not found'));
    await visit.checkA11y('404 page');
    await visit.shot('visitor-404');
    await visit.close();
  });

  it('follows an invite link to sign-up with the code already verified', async () => {
    useStackEnv();
    const code = await newInviteCode();
    const visit = await newVisit(browser());
    const { page } = visit;
    await page.goto(`/invite/${code}`);
    await at(page, '/', (search) => !search.includes('invite_code'));
    await shown(toastWith(page, 'Invite Code Verified!'));
    await shown(page.getByRole('dialog', { name: 'Create Your Account' }));
    await shown(page.getByLabel('Email', { exact: true }));
    await visit.checkA11y('sign-up dialog from an invite link');
    await visit.shot('visitor-invite-link-verified');
    await visit.close();
  });

  it('is told when the invite code is empty or unknown', async () => {
    const visit = await newVisit(browser());
    const { page } = visit;
    const dialog = await openInviteStep(page);
    await dialog.getByRole('button', { name: 'Verify Code' }).click();
    await shown(toastWith(page, 'Invite Code Required'));
    const input = dialog.getByLabel('Invite Code');
    await input.fill(' zzzz2345xyz');
    expect(await input.inputValue()).toBe('ZZZZ2345');
    await dialog.getByRole('button', { name: 'Verify Code' }).click();
    await shown(toastWith(page, 'Invalid Invite Code'));
    await shown(toastWith(page, 'Please check your invite code and try again'));
    await visit.checkA11y('sign-up dialog with the invalid-code toast');
    await visit.shot('visitor-invalid-code');
    await visit.close();
  });

  it('joins the waiting list from the invite step, typing straight away', async () => {
    const visit = await newVisit(browser());
    const { page } = visit;
    const inviteStep = await openInviteStep(page);
    // The invite step's link, not the landing page's own 'Join the Waiting List'.
    await inviteStep.getByRole('button', { name: 'Join the waiting list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Waiting List' });
    // No pause before submitting: while the sign-up dialog's focus return was still pending, the busy
    // submit button's lost focus let it pull focus out of this dialog, which then closed (4 runs in 4).
    await dialog.getByLabel('Name').fill('Wendy Waiting');
    await dialog.getByLabel('Email').fill(uniqueEmail('wait').toUpperCase());
    await dialog.getByText('Freelancer/Consultant').click();
    await dialog.getByRole('button', { name: 'Join Waiting List' }).click();
    await shown(toastWith(page, "You've been added to our waiting list."));
    await shown(dialog.getByText('Waiting List Submission is Successful. Be on the lookout for communications.'));
    await visit.checkA11y('waiting-list success');
    await visit.shot('visitor-waiting-list-success');
    await page.getByRole('button', { name: 'Got it!' }).click();
    await gone(page.getByText('Waiting List Submission is Successful.'));
    // Sign-up handed its opener over to the waiting list, which gives focus back to it on closing.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Get Started');

    // The form itself, from the landing page's own button: submitting waits for both fields.
    await page.getByRole('button', { name: 'Join the Waiting List' }).click();
    await shown(dialog.getByLabel('Name'), 'the waiting-list form');
    await visit.checkA11y('waiting-list dialog');
    const submit = dialog.getByRole('button', { name: 'Join Waiting List' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Name').fill('Wendy Waiting');
    expect(await submit.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await gone(dialog, 'the waiting-list dialog');
    await visit.close();
  });
});
