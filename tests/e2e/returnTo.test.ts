/**
 * Issue 23 §3, return to where you were going: a visitor who opens a member
 * page (the vouch e-mail's /my-vouch-dashboard link) is asked to log in and
 * then lands on that page with its query, not on /home; an outside address
 * in the landing page's `next` is ignored (web/src/lib/returnPath.ts).
 * Google and LinkedIn take the same way back: federatedSignIn.test.ts.
 */
import { describe, it } from 'vitest';
import { signUpCompleteMember } from '#test-support/backendHelpers';
import { TEST_PASSWORD } from '#test-support/stack';
import { newVisit, useBrowser } from './support/browser';
import { logInThroughUi } from './support/flows';
import { at, dialogNamed, gone, shown } from './support/ui';

const browser = useBrowser();

describe('return to where you were going', () => {
  it('asks a visitor on /my-vouch-dashboard to log in, then lands them there with its query', async () => {
    const member = await signUpCompleteMember('Rhea Returner');
    const visit = await newVisit(browser());
    const { page } = visit;

    await page.goto('/my-vouch-dashboard?from=email');
    await at(page, '/');
    const login = dialogNamed(page, 'Welcome Back');
    await shown(login, 'the login dialog, opened for the member page');
    await visit.checkA11y('login dialog after a member page');
    await login.getByLabel('Email').fill(member.email);
    await login.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await login.getByRole('button', { name: /^Log ?in$/i }).click();

    await at(page, '/my-vouch-dashboard', (search) => search === '?from=email');
    await shown(page.getByRole('heading', { name: 'My Vouch Portfolio', level: 1 }), 'the portfolio');
    await visit.checkA11y('portfolio after logging in');
    await visit.close();
  });

  it('forgets the page when the visitor closes the login dialog instead', async () => {
    const member = await signUpCompleteMember('Cal Closer');
    const visit = await newVisit(browser());
    const { page } = visit;

    await page.goto('/vouch-community');
    const login = dialogNamed(page, 'Welcome Back');
    await shown(login, 'the login dialog, opened for the member page');
    await visit.checkA11y('login dialog after the directory');
    await page.keyboard.press('Escape');
    await gone(login, 'the dismissed login dialog');
    await logInThroughUi(page, member.email, TEST_PASSWORD);
    await at(page, '/home');
    await shown(page.getByText("Choose what you'd like to do today."), 'the home page');
    await visit.checkA11y('home after logging in');
    await visit.close();
  });

  // One of each kind; every other form is in web/src/lib/returnPath.test.ts.
  it.each([['//evil.example/my-vouch-dashboard'], ['https://evil.example/'], ['/%2F%2Fevil.example']])(
    'ignores an outside address in next=%s: no dialog, and logging in lands on /home',
    async (next) => {
      const member = await signUpCompleteMember('Ida Ignored');
      const visit = await newVisit(browser());
      const { page } = visit;

      // The value as a link would carry it, encoded once more for the query.
      await page.goto(`/?next=${encodeURIComponent(next)}`);
      await at(page, '/', (search) => !search.includes('next='));
      await shown(page.getByRole('button', { name: 'Get Started' }).first(), 'the landing page, no dialog over it');
      await logInThroughUi(page, member.email, TEST_PASSWORD);
      await at(page, '/home');
      await shown(page.getByText("Choose what you'd like to do today."), 'the home page');
      await visit.checkA11y('home after an ignored next');
      await visit.close();
    },
  );
});
