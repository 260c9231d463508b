// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberSummary } from '#contract/features/members';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import VouchNowPage from './VouchNowPage';

afterEach(resetApp);

const bob: MemberSummary = {
  limited: false,
  id: 'member-b',
  email: 'bob@example.com',
  linkedin_url: null,
  vouches_given: 2,
  full_name: 'Bob Builder',
  username: 'bob',
  avatar_url: null,
  title_description: 'Carpenter',
  bio: null,
  city: 'Leeds',
  state: null,
  country: 'UK',
  score: { total_score: 620, tier: 'Clearly Trusted', total_vouches: 7 },
  viewer_has_vouched: false,
};

const noVouchYet = { 'GET /api/vouches/mine/member-b': () => ({ status: 200, body: { vouch: null } }) };

/** Closes the wizard a vouch link opened, untouched (no exit question), to reach the page behind it. */
async function closeWizard(name: string) {
  const wizard = await screen.findByRole('dialog', { name });
  fireEvent.click(within(wizard).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
}

describe('Vouch Now', { timeout: 20_000 }, () => {
  it('opens the wizard for the member ?user= names, and leaves their card with tier and score', async () => {
    const requests = stubApi({ 'GET /api/members/bob': () => ({ status: 200, body: bob }), ...noVouchYet });
    renderWithApp(<VouchNowPage />, { profile: makeProfile(), path: '/vouched?user=bob' });
    expect(await screen.findByText('Step 1 of 7')).toBeTruthy();
    await closeWizard('Vouch for Bob Builder');
    expect(await screen.findByRole('heading', { name: 'Bob Builder' })).toBeTruthy();
    expect(screen.getByText('620 pts')).toBeTruthy();
    expect(screen.getByText('Clearly Trusted')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/members/bob')).toBe(true);
  });

  it('takes an id in ?user= too, and opens the wizard again from the card once closed', async () => {
    stubApi({ 'GET /api/members/member-b': () => ({ status: 200, body: bob }), ...noVouchYet });
    renderWithApp(<VouchNowPage />, { profile: makeProfile(), path: '/vouched?user=member-b' });
    await closeWizard('Vouch for Bob Builder');
    fireEvent.click(await screen.findByRole('button', { name: 'Vouch Now' }));
    expect(await screen.findByText('Step 1 of 7')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Vouch for Bob Builder' })).toBeTruthy();
  });

  it("says 'Loading your profile...', then the spec's retry count once the session's reads failed; the retry reads it", async () => {
    stubApi({});
    let calls = 0;
    let releaseSecond: () => void = () => undefined;
    const secondHeld = new Promise<void>((resolve) => (releaseSecond = resolve));
    const profile = makeProfile();
    renderWithApp(<VouchNowPage />, {
      profile,
      path: '/vouched',
      // The session's three attempts fail (the second waits to be let go); the page's first retry (after 2 s) answers.
      fetchProfile: async () => {
        calls++;
        if (calls === 2) await secondHeld;
        if (calls <= 3) throw new Error('down');
        return profile;
      },
    });
    expect(await screen.findByText('Loading your profile...')).toBeTruthy();
    // The session's own attempts are part of loading: no count yet.
    expect(screen.queryByTestId('profile-retry-counter')).toBeNull();
    releaseSecond();
    expect(await screen.findByText('Having trouble connecting to our servers. Retrying... (1/3)')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Vouch Now' }, { timeout: 5_000 })).toBeTruthy();
    expect(calls).toBe(4);
  });

  it('shows a limited profile with the Limited View badge and nothing beyond who they are, and still offers Vouch Now', async () => {
    const limited: MemberSummary = { limited: true, id: 'member-b', full_name: 'Bob Builder', username: 'bob', avatar_url: null };
    stubApi({ 'GET /api/members/bob': () => ({ status: 200, body: limited }), ...noVouchYet });
    renderWithApp(<VouchNowPage />, { profile: makeProfile(), path: '/vouched?user=bob' });
    await closeWizard('Vouch for Bob Builder');
    const card = await screen.findByRole('article', { name: 'Member Bob Builder' });
    const badge = within(card).getByText('Limited View');
    expect(badge.getAttribute('aria-describedby')).toBe('limited-view-note');
    expect(document.getElementById('limited-view-note')?.textContent).toBe(
      'Additional details become visible once a vouch relationship is established or view permission is granted.',
    );
    expect(within(card).getByText('@bob')).toBeTruthy();
    expect(within(card).queryByText(/received/)).toBeNull();
    expect(within(card).getByRole('button', { name: 'Vouch Now' })).toBeTruthy();
  });

  it('asks for a complete profile first (and a link does not open the wizard meanwhile)', async () => {
    stubApi({ 'GET /api/members/bob': () => ({ status: 200, body: bob }) });
    renderWithApp(<VouchNowPage />, { profile: makeProfile({ username_generated: true }), path: '/vouched?user=bob' });
    fireEvent.click(await screen.findByRole('button', { name: 'Vouch Now' }));
    expect(await screen.findByText('Profile Incomplete')).toBeTruthy();
    expect(screen.getByText('Please complete your profile information first.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Vouch for Bob Builder' })).toBeNull();
  });

  it('opens the wizard on their vouch, as Update Vouch, when the viewer already vouched', async () => {
    const vouch = {
      id: 'v1',
      voucher_id: 'member-a',
      vouchee_id: 'member-b',
      message: '<p>Kind.</p>',
      attributes: { Integrity: true, Kindness: true, Focus: true },
      first_met_year: 2015,
      first_met_month: null,
      interaction_frequency: 'Weekly',
      relationship_category: 'work',
      relationship_context: 'collaborator_or_teammate',
      character_confidence: 4,
      points: 22,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    stubApi({
      'GET /api/members/bob': () => ({ status: 200, body: { ...bob, viewer_has_vouched: true } }),
      'GET /api/vouches/mine/member-b': () => ({ status: 200, body: { vouch } }),
    });
    renderWithApp(<VouchNowPage />, { profile: makeProfile(), path: '/vouched?user=bob' });
    expect(await screen.findByText('Step 1 of 7')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Update Vouch' })).toBeTruthy();
    await closeWizard('Update Vouch');
    expect(await screen.findByRole('button', { name: 'Update Vouch' })).toBeTruthy();
  });

  it('sorts every tab: the relationship tabs ask the server for the chosen order too', async () => {
    const requests = stubApi({ 'GET /api/directory': () => ({ status: 200, body: { members: [], total: 0, next_cursor: null } }) });
    renderWithApp(<VouchNowPage />, { profile: makeProfile(), path: '/vouched' });
    const sort = (await screen.findByRole('combobox', { name: 'Sort by' })) as HTMLSelectElement;
    fireEvent.change(sort, { target: { value: 'highest-points' } });
    await waitFor(() => expect(requests.some((r) => r.path === '/api/directory' && r.search.includes('sort=highest-points'))).toBe(true));
    fireEvent.click(screen.getByRole('tab', { name: 'Vouched by Me' }));
    await waitFor(() =>
      expect(requests.some((r) => r.search.includes('filter=vouched-by-me') && r.search.includes('sort=highest-points'))).toBe(true),
    );
    fireEvent.change(await screen.findByRole('combobox', { name: 'Sort by' }), { target: { value: 'needs-vouch' } });
    await waitFor(() => expect(requests.some((r) => r.search.includes('filter=vouched-by-me') && r.search.includes('sort=needs-vouch'))).toBe(true));
    expect(screen.queryByText('Newest vouch first')).toBeNull();
  });

  it("heads an empty grid with the spec's lower-case 'No community members found'", async () => {
    stubApi({ 'GET /api/directory': () => ({ status: 200, body: { members: [], total: 0, next_cursor: null } }) });
    renderWithApp(<VouchNowPage />, { profile: makeProfile(), path: '/vouched' });
    expect(await screen.findByRole('heading', { name: 'No community members found' })).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or filters to discover more members of the community.')).toBeTruthy();
  });

  it('says when a sorted relationship tab ranks only the newest vouches (the bound the server keeps)', async () => {
    stubApi({ 'GET /api/directory': () => ({ status: 200, body: { members: [], total: 1200, next_cursor: null, sorted_among_newest: 1000 } }) });
    renderWithApp(<VouchNowPage />, { profile: makeProfile(), path: '/vouched' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Vouching for Me' }));
    expect(await screen.findByText('This order ranks your newest 1,000 vouches. Choose Newest to see every one.')).toBeTruthy();
  });

  it('blocks the page with the birth date modal while the birth date is missing', async () => {
    stubApi({});
    renderWithApp(<VouchNowPage />, { profile: makeProfile({ has_birth_date: false, phone: null, join_intent: [] }), path: '/vouched' });
    expect(await screen.findByRole('dialog', { name: 'Birth Date Required' })).toBeTruthy();
    expect(screen.getByText('Completing your profile...')).toBeTruthy();
  });
});
