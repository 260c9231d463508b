/**
 * Multi-step user flows the browser tests share, driven through the real UI
 * only: what a person would click and type. A test whose subject is not
 * logging in starts signed in instead (support/session.ts).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForMail } from '#test-support/stack';
import { checkA11y } from './a11y';
import { at, shown, toastWith } from './ui';

/** The confirmation link from the newest Cognito mail to `email`. */
export async function confirmationLinkFor(email: string): Promise<string> {
  const mail = await waitForMail(email);
  const html = mail.body.html ?? '';
  const href = /href="([^"]*\/auth\/callback\?[^"]*)"/.exec(html)?.[1];
  if (!href) throw new Error(`no confirmation link in the mail to ${email}: ${html.slice(0, 300)}`);
  return href.replace(/&amp;/g, '&');
}

/** Landing → Get Started, each checked for accessibility. Returns the sign-up dialog, open at its invite step. */
export async function openInviteStep(page: Page): Promise<Locator> {
  await page.goto('/');
  await shown(page.getByRole('button', { name: 'Get Started' }).first(), 'the landing page');
  await checkA11y(page, 'landing page');
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
  await shown(dialog.getByLabel('Invite Code'), 'the invite step');
  await checkA11y(page, 'sign-up dialog, invite step');
  return dialog;
}

/** On the local provider's account chooser (bin/local/identityProvider.ts): 'Use another account' with this name and e-mail. */
export async function chooseOtherAccount(page: Page, provider: 'Google' | 'LinkedIn', name: string, email: string): Promise<void> {
  await shown(page.getByRole('heading', { name: 'Choose an account' }), `the ${provider} account chooser`);
  await shown(page.getByText(`to continue to Vouched with ${provider}`));
  await checkA11y(page, `${provider} account chooser (local provider)`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Landing → Get Started → verify the code. Leaves the sign-up form open. */
export async function verifyInviteCode(page: Page, code: string): Promise<void> {
  const dialog = await openInviteStep(page);
  await dialog.getByLabel('Invite Code').fill(code);
  await dialog.getByRole('button', { name: 'Verify Code' }).click();
  await shown(toastWith(page, 'Invite Code Verified!'), 'the verified toast');
  await shown(dialog.getByLabel('Full Name'), 'the sign-up form');
  await checkA11y(page, 'sign-up dialog, account form');
}

export async function fillSignUpForm(page: Page, fields: { name: string; email: string; password: string; confirm?: string }): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
  await dialog.getByLabel('Full Name').fill(fields.name);
  await dialog.getByLabel('Email', { exact: true }).fill(fields.email);
  await dialog.getByLabel('Password', { exact: true }).fill(fields.password);
  await dialog.getByLabel('Confirm Password').fill(fields.confirm ?? fields.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * Opens the confirmation link from the mailbox: the account is confirmed and
 * 'Welcome Back' opens with the e-mail filled in; the member logs in once.
 */
export async function confirmAndLogIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(await confirmationLinkFor(email));
  await shown(toastWith(page, 'Your email is confirmed. Please log in.'), 'the confirmed toast');
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await shown(dialog, 'the login dialog after confirming');
  await checkA11y(page, 'login dialog after confirming');
  expect(await dialog.getByLabel('Email').inputValue()).toBe(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: /^Log ?in$/i }).click();
}

/** Opens the login dialog from the landing page and signs in. */
export async function logInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await shown(page.getByRole('button', { name: /^Log ?in$/i }).first(), 'the landing page');
  await checkA11y(page, 'landing page');
  await page
    .getByRole('button', { name: /^Log ?in$/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await shown(dialog.getByLabel('Email'), 'the login dialog');
  await checkA11y(page, 'login dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: /^Log ?in$/i }).click();
}

/** The six onboarding steps with valid answers; ends on /home. */
export async function completeOnboarding(page: Page): Promise<void> {
  const wizard = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await shown(wizard, 'the onboarding wizard');
  const next = () => wizard.getByRole('button', { name: 'Next' }).click();

  await shown(wizard.getByText('Step 1 of 6'));
  await checkA11y(page, 'onboarding step 1');
  await wizard.getByLabel('Date of birth').fill('1991-03-14');
  await next();
  await shown(wizard.getByText('Step 2 of 6'));
  await checkA11y(page, 'onboarding step 2');
  await wizard.getByLabel('City').fill('Portland');
  await wizard.getByLabel('State').fill('Oregon');
  await wizard.getByLabel('Country').fill('USA');
  await next();
  await shown(wizard.getByText('Step 3 of 6'));
  await checkA11y(page, 'onboarding step 3');
  await wizard.getByLabel('Phone number').fill('5035550142');
  await wizard.getByText('I agree to receive text messages for multi-factor authentication.').click();
  await next();
  await shown(wizard.getByText('Step 4 of 6'));
  await checkA11y(page, 'onboarding step 4');
  await wizard.getByText('Seeking vouches').click();
  await next();
  await shown(wizard.getByText('Step 5 of 6'));
  await checkA11y(page, 'onboarding step 5');
  await wizard.getByText('Freelancer', { exact: true }).click();
  await next();
  await shown(wizard.getByText('Step 6 of 6'));
  await checkA11y(page, 'onboarding step 6');
  await wizard.getByLabel('What motivates you? (optional)').fill('I want the people I work with to know me.');
  await wizard.getByRole('button', { name: 'Complete Setup' }).click();
  await at(page, '/home');
  await shown(page.getByText("Choose what you'd like to do today."), 'the home page');
  await checkA11y(page, 'home page after onboarding');
}
