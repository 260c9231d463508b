/**
 * View permissions through the real UI (issue 8 §6): member A finds B on
 * the profile edit page, grants access, and B's GET /api/members/{A} turns
 * full; A revokes, and B's next request is limited again. The card, with
 * its search results and its list, is checked by axe; My Profile shows the
 * Tier Progress card (§8) and is checked too.
 */
import { describe, expect, it } from 'vitest';
import { signUpCompleteMember, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { callOk } from '#test-support/apiClient';
import { TEST_PASSWORD } from '#test-support/stack';
import { useBrowser } from './support/browser';
import { signedInVisit } from './support/session';
import { gone, shown, toastWith } from './support/ui';

const browser = useBrowser();

const memberAsSeenBy = (viewer: TestMember, owner: TestMember) => callOk('getMember', { params: { username: owner.username }, token: viewer.token });

describe('view permissions', () => {
  it('A grants B view access on the profile edit page, B sees the full profile, A revokes, B sees the limited one', async () => {
    const [alma, ben, cleo] = await Promise.all([
      signUpCompleteMember('Alma Access'),
      signUpCompleteMember('Ben Viewer'),
      signUpCompleteMember('Cleo Voucher'),
    ]);
    // Alma has a reputation (a vouch from Cleo), so what Ben sees depends on the permission alone.
    await callOk('createVouch', {
      token: cleo.token,
      body: vouchBody(alma.userId, { attributes: ['Integrity', 'Reliability', 'Kindness', 'Empathy', 'Visionary'] }),
    });
    expect((await memberAsSeenBy(ben, alma)).limited).toBe(true);

    const visit = await signedInVisit(browser(), alma.email, TEST_PASSWORD);
    const { page } = visit;

    await page.goto('/profile/edit');
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'View Permissions' }) });
    await shown(card.getByText('No one has been granted access yet.'), 'the empty list of people with access');
    await card.getByRole('searchbox', { name: 'Search members' }).fill(ben.username);
    const results = card.getByTestId('view-search-results');
    await shown(results.getByText('Ben Viewer'), 'Ben in the search results');
    await visit.checkA11y('profile editor with View Permissions search results');
    await visit.shot('view-permissions-search');

    await results.getByRole('button', { name: 'Grant Access' }).click();
    await shown(toastWith(page, 'Access Granted'), 'the Access Granted toast');
    const list = card.getByTestId('view-permission-list');
    await shown(list.getByText('Ben Viewer'), 'Ben in the list of people with access');
    await visit.shot('view-permissions-granted');

    const full = await memberAsSeenBy(ben, alma);
    expect(full).toMatchObject({ limited: false, email: alma.email.toLowerCase() });

    // Granting again is refused by the server in the spec's words.
    await results.getByRole('button', { name: 'Grant Access' }).click();
    await shown(toastWith(page, 'Ben Viewer already has view access to your profile'), 'the Already Granted toast');
    await shown(toastWith(page, 'Already Granted'), 'the Already Granted title');

    await list.getByRole('button', { name: 'Revoke access of Ben Viewer' }).click();
    await shown(toastWith(page, 'Access Revoked'), 'the Access Revoked toast');
    await gone(list.getByText('Ben Viewer'), 'Ben in the list of people with access');
    await visit.checkA11y('profile editor after revoking');
    await visit.shot('view-permissions-revoked');

    expect(await memberAsSeenBy(ben, alma)).toEqual({
      limited: true,
      id: alma.userId,
      full_name: 'Alma Access',
      username: alma.username,
      avatar_url: null,
    });

    await page.goto('/my-profile');
    await shown(page.getByRole('heading', { name: 'Tier Progress' }), 'the Tier Progress card');
    const toNext = await page.getByTestId('points-to-next-tier').textContent();
    expect(toNext).toBe('458 pts to Clearly Trusted');
    await visit.checkA11y('my profile with Tier Progress');
    await visit.shot('tier-progress');
    await visit.close();
  });
});
