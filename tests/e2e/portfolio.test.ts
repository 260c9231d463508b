/**
 * Issue 9 §1, My Vouch Portfolio in Chromium: a member with vouches given
 * and received and a few invites opens /my-vouch-dashboard and every tab:
 * the charts (Recharts) with their data tables and the donut's tooltip, the
 * received messages with their formatting, both people lists, and My
 * Invites with its stats and the deletion of a pending invite. axe runs on
 * every tab; screenshots are saved to look at.
 */
import { describe, expect, it } from 'vitest';
import { signUpCompleteMember, vouchBody } from '#test-support/backendHelpers';
import { TEST_PASSWORD } from '#test-support/stack';
import { callOk } from '#test-support/apiClient';
import { useBrowser, type Visit } from './support/browser';
import { signedInVisit } from './support/session';
import { gone, shown, toastWith } from './support/ui';
import { holdRequests } from './support/heldRequests';

const browser = useBrowser();

async function check(visit: Visit, name: string) {
  await visit.checkA11y(name);
  await visit.shot(name.replace(/[^a-z0-9]+/gi, '-'));
}

describe('My Vouch Portfolio', () => {
  it('shows every tab of a member’s portfolio', async () => {
    const [owner, ann, ben] = await Promise.all([
      signUpCompleteMember('Paula Portfolio'),
      signUpCompleteMember('Ann Giver'),
      signUpCompleteMember('Ben Giver'),
    ]);
    await callOk('createVouch', {
      token: ann.token,
      body: vouchBody(owner.userId, {
        attributes: ['Integrity', 'Reliability', 'Kindness', 'Visionary'],
        message: '<p>Paula is <strong>always</strong> there.</p>',
      }),
    });
    await callOk('createVouch', {
      token: ben.token,
      body: vouchBody(owner.userId, { attributes: ['Integrity', 'Empathy', 'Focus'], message: '<p>Calm <em>under</em> pressure.</p>' }),
    });
    await callOk('createVouch', { token: owner.token, body: vouchBody(ann.userId) });
    const kept = await callOk('createInvite', { token: owner.token, body: { channel: 'qr' } });
    const doomed = await callOk('createInvite', { token: owner.token, body: { channel: 'qr' } });

    const visit = await signedInVisit(browser(), owner.email, TEST_PASSWORD);
    const { page } = visit;
    // The figures' first read is held: the title and tabs are there, the stats' labels over shapes (issue 23 §3).
    const portfolioRead = await holdRequests(page, (url) => url.pathname === '/api/me/portfolio');
    await page.goto('/my-vouch-dashboard');
    await shown(page.getByRole('heading', { name: 'My Vouch Portfolio', level: 1 }), 'the portfolio');
    await shown(page.getByRole('status', { name: 'Loading charts' }), 'the analytics’ loading state');
    await shown(page.getByRole('tab', { name: 'People I Vouch For' }), 'the tabs while the figures load');
    await visit.checkStill('portfolio analytics loading', 'portfolio-analytics-loading');
    await portfolioRead.release();

    // Analytics: the numbers, then the three charts (their library loads with this tab).
    await shown(page.getByRole('heading', { name: 'Top Attributes' }), 'the top-attributes chart');
    await shown(page.locator('.recharts-surface').first(), 'a drawn chart');
    expect(await page.getByRole('img', { name: /Integrity leads with 20 points/ }).count()).toBe(1);
    expect(await page.getByRole('img', { name: /Score Over Time/ }).count()).toBe(1);
    await shown(page.getByRole('heading', { name: 'Category Breakdown' }), 'the donut');
    // The donut's tooltip: the points of the slice's category. The first slice starts at 3 o'clock and runs
    // anticlockwise; a point 20° above 3 o'clock, halfway through the ring, is on it (a ring's box centre is in the hole).
    const donut = page.getByRole('region', { name: 'Category Breakdown' }).locator('.recharts-wrapper > svg.recharts-surface');
    await donut.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = (await donut.boundingBox())!;
    const ring = (Math.min(box.width, box.height) / 2) * 0.7;
    await page.mouse.move(box.x + box.width / 2 + ring * Math.cos(0.35), box.y + box.height / 2 - ring * Math.sin(0.35));
    await shown(page.getByText('Core Character: 30 points'), 'the donut tooltip');
    // Each chart's text alternative.
    for (const summary of await page.getByText('Show the data as a table').all()) await summary.click();
    await shown(page.getByRole('table', { name: 'Top attributes by points' }).getByRole('rowheader', { name: 'Integrity' }), 'the data table');
    await shown(page.getByRole('table', { name: 'Score on each day with a vouch' }), 'the score table');
    await check(visit, 'portfolio analytics');

    await page.getByRole('tab', { name: 'Vouch Messages' }).click();
    const messages = page.getByRole('list', { name: 'Vouch messages' });
    await shown(messages.getByRole('article', { name: 'Message from Ben Giver' }), 'the messages');
    // Newest first, the stored formatting rendered.
    expect(await messages.getByRole('article').allTextContents()).toEqual([
      expect.stringContaining('Calm under pressure.'),
      expect.stringContaining('Paula is always there.'),
    ]);
    await shown(messages.locator('strong', { hasText: 'always' }), 'bold text');
    await check(visit, 'portfolio messages');

    // The list's first read is held, so its loading state is seen as it is: the shapes of its rows (issue 23 §3).
    const peopleRead = await holdRequests(page, (url) => url.pathname.endsWith('/vouches-given'));
    await page.getByRole('tab', { name: 'People I Vouch For' }).click();
    await shown(page.getByRole('status', { name: 'Loading vouches' }), 'the people list’s loading state');
    expect(await page.getByTestId('vouch-card-skeleton').count()).toBe(3);
    await visit.checkStill('portfolio people loading', 'portfolio-people-loading');
    await peopleRead.release();
    await shown(page.getByRole('list', { name: 'People I vouch for' }).getByRole('article', { name: 'Ann Giver' }), 'the people I vouch for');
    await check(visit, 'portfolio people i vouch for');

    await page.getByRole('tab', { name: 'People Who Vouch For Me' }).click();
    const received = page.getByRole('list', { name: 'People who vouch for me' });
    await shown(received.getByRole('article', { name: 'Ben Giver' }), 'the people who vouch for me');
    await shown(received.getByRole('article', { name: 'Ann Giver' }), 'both of them');
    await check(visit, 'portfolio people who vouch for me');

    // Held too: the stats' labels over the shapes of their numbers, and the rows' shapes.
    const invitesRead = await holdRequests(page, (url) => url.pathname === '/api/me/invites');
    await page.getByRole('tab', { name: 'My Invites' }).click();
    const stats = page.getByLabel('Invite stats');
    await shown(page.getByRole('status', { name: 'Loading invites' }), 'the invites’ loading state');
    expect(await page.getByTestId('row-skeleton').count()).toBe(3);
    await shown(stats.getByText('Registered'), 'the stats’ labels while loading');
    await visit.checkStill('portfolio invites loading', 'portfolio-invites-loading');
    await invitesRead.release();
    await shown(stats.getByText('Pending'), 'the invite stats');
    await shown(page.getByText(kept.invite_code), 'an invite');
    await check(visit, 'portfolio invites');
    await page.getByRole('button', { name: `Delete invite ${doomed.invite_code}` }).click();
    await shown(toastWith(page, 'Invite deleted successfully'), 'the deletion toast');
    await gone(page.getByText(doomed.invite_code), 'the deleted invite');
    await shown(page.getByText(kept.invite_code), 'the kept invite');
  }, 180_000);
});
