/**
 * Issue 8, sections 4 and 5 in Chromium: the directory (search, a card's
 * Limited View, the profile dialog and its tabs), the vouch-list pages and
 * Vouch Now's tabs, search and sorts (on a relationship tab too); axe on
 * every page and dialog. Also (issue 22): Vouch Now while the profile read
 * fails (§10), and focus back on the opener when a dialog closes (§13).
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUpCompleteMember, vouchBody } from '#test-support/backendHelpers';
import { TEST_PASSWORD } from '#test-support/stack';
import { callOk } from '#test-support/apiClient';
import { useBrowser } from './support/browser';
import { signedInVisit } from './support/session';
import { at, dialogNamed, focusedName, gone, shown } from './support/ui';
import { holdRequests } from './support/heldRequests';

const browser = useBrowser();

/** A request the test holds until it says. */
function held(): { wait: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const wait = new Promise<void>((resolve) => (release = resolve));
  return { wait, release };
}

describe('directory, profiles and vouch lists', () => {
  it('a member searches the directory, opens a profile, reads the vouch lists and browses Vouch Now', async () => {
    const word = `Zq${randomBytes(3).toString('hex')}`;
    const [viewer, friend, stranger] = await Promise.all([
      signUpCompleteMember(`Vic ${word}`),
      signUpCompleteMember(`Fay ${word}`),
      signUpCompleteMember(`Sam ${word}`),
    ]);
    await callOk('createVouch', { token: viewer.token, body: vouchBody(friend.userId) });
    await callOk('createVouch', { token: stranger.token, body: vouchBody(friend.userId) });

    const visit = await signedInVisit(browser(), viewer.email, TEST_PASSWORD);
    const { page } = visit;

    // The directory: search by the start of a word, any case.
    await page.goto('/vouch-community');
    await shown(page.getByRole('heading', { name: 'Vouch Community' }), 'the directory');
    await shown(page.getByRole('article', { name: 'Vic ' + word }).getByText('YOUR PROFILE'), 'own card');
    await visit.checkA11y('directory');
    await page.getByPlaceholder('Search by name, username, or bio...').fill(word.slice(0, 5).toLowerCase());
    // The search's own answer (the list before it holds every member): exactly the two others.
    await shown(page.getByText('2 Community Members', { exact: true }), 'the search count');
    const friendCard = page.getByRole('article', { name: `Fay ${word}` });
    const strangerCard = page.getByRole('article', { name: `Sam ${word}` });
    await shown(friendCard, 'the friend found by search');
    await shown(strangerCard.getByText('Limited View'), 'the limited card');
    await shown(friendCard.getByRole('button', { name: `Update Vouch for Fay ${word}` }), 'Update Vouch on a vouched member');
    await visit.checkA11y('directory search results');
    await visit.shot('directory-search');

    // The profile dialog and its tabs. The profile's read is held, so the tab's loading state is seen as it
    // is: the spec's 'Loading...' over the shape of the profile (issue 23 §3).
    const profileRead = await holdRequests(page, (url) => url.pathname === `/api/profiles/${friend.userId}`);
    await friendCard.getByRole('button', { name: `View profile of Fay ${word}` }).click();
    const dialog = dialogNamed(page, `Fay ${word}`);
    await shown(dialog.getByRole('status').getByText('Loading...'), 'the profile tab’s loading state');
    await shown(dialog.getByTestId('profile-dialog-skeleton'), 'the shape of the profile');
    await visit.checkStill('profile dialog loading', 'profile-dialog-loading');
    await profileRead.release();
    await shown(dialog.getByText('Score Breakdown'), 'the profile tab');
    await shown(dialog.getByText('Recent Vouches'), 'recent vouches');
    await visit.checkA11y('profile dialog');
    await visit.shot('profile-dialog');
    await dialog.getByRole('tab', { name: 'Receives Vouches From (2)' }).click();
    // The panel named by its tab: while tabs switch, the Profile panel (whose Recent Vouches name Sam too) may still show.
    await shown(dialog.getByRole('tabpanel', { name: 'Receives Vouches From (2)' }).getByText(`Sam ${word}`), 'a voucher in the received tab');
    await visit.checkA11y('profile dialog, received tab');
    await dialog.getByRole('tab', { name: 'Gives Vouches To (0)' }).click();
    await shown(dialog.getByRole('tabpanel', { name: 'Gives Vouches To (0)' }).getByText('No vouches given yet'), 'the empty given tab');
    await page.keyboard.press('Escape');
    // Closed, the dialog hands focus back to the button that opened it (issue 22 §13).
    await gone(dialog, 'the profile dialog');
    await expect.poll(() => focusedName(page)).toBe(`View profile of Fay ${word}`);

    // The vouch lists: who vouched for the friend, and whom the viewer vouched for. The first read is held,
    // so the loading state is seen as it is: a heading that says so over the shapes of the cards (issue 23 §3).
    const listRead = await holdRequests(page, (url) => url.pathname.endsWith('/vouches-received'));
    await page.goto(`/vouches-by/${friend.userId}`);
    await shown(page.getByRole('heading', { level: 1, name: 'Loading vouches...' }), 'the vouch list’s loading state');
    expect(await page.getByTestId('vouch-card-skeleton').count()).toBe(3);
    await visit.checkStill('vouches-by page loading', 'vouches-by-loading');
    await listRead.release();
    await shown(page.getByRole('heading', { name: `People Who Vouch For Fay ${word}` }), 'the received list');
    await shown(page.getByText('Gives: 32 pts').first(), 'the points badge of a voucher');
    await visit.checkA11y('vouches-by page');
    await visit.shot('vouches-by');
    await page.goto('/vouches-for/' + viewer.userId);
    await shown(page.getByRole('heading', { name: 'People I Vouch For' }), 'the owner wording');
    await shown(page.getByText('Receives: 32 pts'), 'the points badge of a vouchee');
    await visit.checkA11y('vouches-for page');
    await page.goto('/vouches-by/not-a-member');
    await shown(page.getByText('User profile not found'), 'the not-found text');
    await shown(page.getByRole('button', { name: 'Try Again' }), 'Try Again');

    // Vouch Now: tabs and search.
    await page.goto('/vouched');
    await shown(page.getByRole('tab', { name: 'All Members' }), 'the tabs');
    await page.getByRole('tab', { name: 'Vouched by Me' }).click();
    await shown(page.getByRole('article', { name: `Fay ${word}` }), 'the vouched member in Vouched by Me');
    await shown(page.getByText('1 Community Member', { exact: true }), 'the count line');
    await page.getByRole('tab', { name: 'Vouching for Me' }).click();
    await shown(page.getByText('No Vouches Received Yet'), 'the empty state');
    await page.getByRole('tab', { name: 'All Members' }).click();
    await page.getByLabel('Search members').fill(`sam ${word}`);
    await shown(page.getByText('1 Community Member', { exact: true }), 'the search count on Vouch Now');
    await shown(page.getByRole('article', { name: `Sam ${word}` }), 'search on Vouch Now');
    await visit.checkA11y('vouch now');
    await visit.shot('vouch-now');

    // The old address leads to the directory.
    await page.goto('/vouched-users');
    await at(page, '/vouch-community');
    // My Vouch Portfolio is built (tests/e2e/portfolio.test.ts opens every tab).
    await page.goto('/my-vouch-dashboard');
    await shown(page.getByRole('heading', { name: 'My Vouch Portfolio', level: 1 }), 'the portfolio');

    // Request Vouch: the explainer and Share & Invite.
    await page.goto('/request-vouch');
    await shown(page.getByRole('heading', { name: 'Request Vouch' }), 'the Request Vouch page');
    await visit.checkA11y('request vouch page');
    await page.getByRole('button', { name: 'Share & Invite' }).last().click();
    await shown(dialogNamed(page, 'Share & Invite'), 'the Share & Invite dialog');
    await visit.checkA11y('share and invite dialog from request vouch');
    await page.keyboard.press('Escape');
    await gone(dialogNamed(page, 'Share & Invite'), 'the Share & Invite dialog');
    await expect.poll(() => focusedName(page)).toBe('Share & Invite');
  });

  it('a member sorts Vouched by Me on Vouch Now and sees the order change', async () => {
    const word = `Zs${randomBytes(3).toString('hex')}`;
    const [viewer, ada, ben, helper1, helper2] = await Promise.all([
      signUpCompleteMember(`Viv ${word}`),
      signUpCompleteMember(`Ada ${word}`),
      signUpCompleteMember(`Ben ${word}`),
      signUpCompleteMember(`Hal ${word}`),
      signUpCompleteMember(`Hue ${word}`),
    ]);
    // The viewer vouched for Ada, then Ben (newest first: Ben, Ada); Ada has two more vouches (most vouched: Ada, Ben).
    await callOk('createVouch', { token: viewer.token, body: vouchBody(ada.userId) });
    await callOk('createVouch', { token: viewer.token, body: vouchBody(ben.userId) });
    await Promise.all([helper1, helper2].map((h) => callOk('createVouch', { token: h.token, body: vouchBody(ada.userId) })));

    const visit = await signedInVisit(browser(), viewer.email, TEST_PASSWORD);
    const { page } = visit;

    // Issue 22 §10: the profile read fails (the session's three attempts). Vouch Now says 'Loading your profile...'
    // from the first moment (the first read is held: no blank page meanwhile), then the spec's count while its
    // own retry waits; that retry (held until the state is checked) reads the profile and the page opens.
    const [firstRead, retryRead] = [held(), held()];
    let reads = 0;
    await page.route(
      (url) => url.pathname === '/api/me',
      async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        reads++;
        if (reads === 1) await firstRead.wait;
        if (reads <= 3)
          return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable","message":"Unavailable"}}' });
        if (reads === 4) await retryRead.wait;
        return route.fallback();
      },
    );
    await page.goto('/vouched');
    await shown(page.getByText('Loading your profile...'), 'the loading state during the first read');
    firstRead.release();
    await shown(page.getByText('Having trouble connecting to our servers. Retrying... (1/3)'), 'the retry count');
    await visit.checkStill('vouch now while retrying the profile', 'vouch-now-profile-retrying');
    retryRead.release();
    await page.getByRole('tab', { name: 'Vouched by Me' }).click();
    const grid = page.getByRole('list', { name: 'Community members' });
    const names = () => grid.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    const inOrder = async (expected: string[], what: string) => {
      await shown(grid.getByRole('article', { name: expected[0] }), what);
      await expect.poll(names, { message: what }).toEqual(expected);
    };
    await inOrder([`Ben ${word}`, `Ada ${word}`], 'newest vouch first');
    const sort = page.getByLabel('Sort by');
    await sort.selectOption({ label: 'Most Vouched' });
    await inOrder([`Ada ${word}`, `Ben ${word}`], 'most vouched first');
    await visit.checkA11y('vouch now, vouched by me sorted by most vouched');
    await visit.shot('vouch-now-sorted');
    await sort.selectOption({ label: 'Needs Vouches' });
    await inOrder([`Ben ${word}`, `Ada ${word}`], 'fewest vouches first');
  });
});
