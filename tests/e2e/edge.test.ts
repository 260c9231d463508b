/**
 * The web edge in a real Chromium: the app loads and works under the shared
 * security headers with no CSP violation (newVisit fails a visit on any), and
 * each visit is a viewer of its own to the rate limits by its real source
 * address, which no header the page sends can change.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '#contract/routes';
import { securityHeaders } from '#lib/securityHeaders';
import { signUpCompleteMember } from '#test-support/backendHelpers';
import { TEST_PASSWORD, testStack } from '#test-support/stack';
import { newVisit, useBrowser, type Visit } from './support/browser';
import { logInThroughUi } from './support/flows';
import { at, shown } from './support/ui';

const browser = useBrowser();

/** How many of `count` in-page fetches of checkInviteCode were refused with 429. */
async function refusedOf(visit: Visit, count: number, headers: Record<string, string> = {}): Promise<number> {
  return visit.page.evaluate(
    async ({ count, headers }) => {
      let refused = 0;
      for (let i = 0; i < count; i++) {
        const answer = await fetch('/api/invites/ABCD2345', { headers });
        if (answer.status === 429) refused++;
      }
      return refused;
    },
    { count, headers },
  );
}

describe('security headers in the browser', () => {
  it('the app is served with them and runs under its CSP with no violation: landing page, login, a member page', async () => {
    const member = await signUpCompleteMember('Cass Policy');
    const visit = await newVisit(browser());
    const response = await visit.page.goto('/');
    // The browser also reaches the local S3 (presigned attachment uploads) and the notifications socket (named in /config.json).
    const { notificationsSocketUrl } = (await fetch(`${testStack().apiUrl}/config.json`).then((r) => r.json())) as { notificationsSocketUrl: string };
    const socketOrigin = new URL(notificationsSocketUrl).origin;
    const expected = securityHeaders({ connectOrigins: [testStack().cognitoUrl, testStack().s3Url, socketOrigin] });
    const sent = response?.headers() ?? {};
    for (const [name, value] of Object.entries(expected)) expect(sent[name], name).toBe(value);
    await shown(visit.page.getByRole('img', { name: /People vouching/ }), 'the hero image');
    await visit.checkA11y('landing page under the CSP');

    // Amplify, Cognito and the API under connect-src; the member pages' chunks under script-src.
    await logInThroughUi(visit.page, member.email, TEST_PASSWORD);
    await at(visit.page, '/home');
    await shown(visit.page.getByText("Choose what you'd like to do today."), 'the home page');
    await visit.checkA11y('home page under the CSP');
    await visit.page.goto('/vouch-me-qr');
    await shown(visit.page.getByRole('button', { name: /Download/ }).first(), 'the QR code page');
    await visit.checkA11y('QR code page under the CSP');
    await visit.shot('edge-csp-member');
    // close() throws on any CSP violation or page error seen since the visit began.
    await visit.close();
  });
});

describe('viewer addresses', () => {
  it('each visit is a viewer of its own by its source address, and a header the page sends changes nothing', async () => {
    const limit = routes.find((r) => r.id === 'checkInviteCode')?.ratePerMinute;
    if (!limit) throw new Error('checkInviteCode has no rate limit');
    const first = await newVisit(browser());
    await first.page.goto('/');
    await shown(first.page.getByRole('heading', { level: 1 }), 'the landing page');
    await first.checkA11y('landing page, first viewer');
    // Forged addresses, as a client could send them: the edge drops them, so all count as one viewer.
    const forged = { 'cloudfront-viewer-address': '198.51.100.7:443' };
    expect(await refusedOf(first, limit * 2, forged)).toBeGreaterThanOrEqual(limit - 1);

    const second = await newVisit(browser());
    await second.page.goto('/');
    await shown(second.page.getByRole('heading', { level: 1 }), 'the landing page');
    await second.checkA11y('landing page, second viewer');
    expect(await refusedOf(second, 1)).toBe(0);
    await first.close();
    await second.close();
  });
});
