/**
 * A member already signed in when the first page loads, without the login
 * UI: tokens from the local Cognito (InitiateAuth, as the API tests get
 * theirs), stored where aws-amplify v6 keeps a session it made itself
 * (its TokenStore: `CognitoIdentityServiceProvider.<clientId>.<username>.*`
 * and `LastAuthUser` in localStorage). Only the tests of logging in need the
 * login dialog; every other browser test starts here, on a page of its own.
 */
import type { Browser, Page } from 'playwright-core';
import { normalizeEmail } from '#domain/email';
import { signIn, testStack } from '#test-support/stack';
import { checkA11y } from './a11y';
import { newVisit, type Visit } from './browser';
import { at, shown } from './ui';

const AUTH_KEY_PREFIX = 'CognitoIdentityServiceProvider';

function issuedAtMs(jwt: string): number {
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iat?: number };
  return (payload.iat ?? 0) * 1000;
}

/** The localStorage entries Amplify writes after a USER_PASSWORD_AUTH sign-in of `email` (its username is the address as the app sends it). */
export async function amplifySessionEntries(email: string, password: string): Promise<{ name: string; value: string }[]> {
  const username = normalizeEmail(email);
  const tokens = await signIn(username, password);
  const clientId = testStack().userPoolClientId;
  const key = (name: string) => `${AUTH_KEY_PREFIX}.${clientId}.${username}.${name}`;
  const issuedAt = issuedAtMs(tokens.accessToken);
  return [
    { name: `${AUTH_KEY_PREFIX}.${clientId}.LastAuthUser`, value: username },
    { name: key('accessToken'), value: tokens.accessToken },
    { name: key('idToken'), value: tokens.idToken },
    { name: key('refreshToken'), value: tokens.refreshToken },
    { name: key('signInDetails'), value: JSON.stringify({ loginId: username, authFlowType: 'USER_PASSWORD_AUTH' }) },
    // As Amplify computes it: the token's issue time against this clock (both are this machine's here).
    { name: key('clockDrift'), value: `${issuedAt > 0 ? issuedAt - Date.now() : 0}` },
  ];
}

/** A new visit (support/browser.ts) whose browser already holds `email`'s session; no page is loaded yet. */
export async function signedInVisit(browser: Browser, email: string, password: string, viewport?: { width: number; height: number }): Promise<Visit> {
  const localStorage = await amplifySessionEntries(email, password);
  return newVisit(browser, viewport, { storageState: { cookies: [], origins: [{ origin: new URL(testStack().webUrl).origin, localStorage }] } });
}

/** Opens /home as a signed-in member and waits for it, checked: where most signed-in flows start. */
export async function openHome(visit: Visit, name = 'home page'): Promise<void> {
  await visit.page.goto('/home');
  await at(visit.page, '/home');
  await shown(visit.page.getByText("Choose what you'd like to do today."), name);
  await checkA11y(visit.page, name);
}

/** The seeded admin's login. */
export function seededAdmin(): { email: string; password: string } {
  const admin = testStack().seed?.logins.find((l) => l.role === 'admin');
  if (!admin) throw new Error('the test stack seeded no admin login');
  return admin;
}

/** A visit signed in as the seeded admin, on the Admin Dashboard, checked. */
export async function visitAdminDashboard(browser: Browser): Promise<Visit> {
  const admin = seededAdmin();
  const visit = await signedInVisit(browser, admin.email, admin.password);
  await visit.page.goto('/admin-dashboard');
  await shown(visit.page.getByRole('heading', { name: 'Admin Dashboard' }), 'the admin dashboard');
  await checkA11y(visit.page, 'admin dashboard');
  return visit;
}

/**
 * Signs `email` in on a page already open (a visitor who becomes a member
 * mid-visit): the same storage entries, written into this origin's
 * localStorage; the next page load starts signed in.
 */
export async function signInOnPage(page: Page, email: string, password: string): Promise<void> {
  const entries = await amplifySessionEntries(email, password);
  await page.evaluate((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, entries);
}
