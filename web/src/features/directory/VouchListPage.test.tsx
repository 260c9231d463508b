// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VouchListPage as Page } from '#contract/features/members';
import { holdApiAnswers, makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import VouchListPage from './VouchListPage';

afterEach(resetApp);

const vouch = { attributes: ['Integrity'], message: '<p>Kind.</p>', points: 12, created_at: '2026-01-02T10:00:00.000Z' };

const page: Page = {
  owner: { id: 'member-a', username: 'ada', full_name: 'Ada Lovelace' },
  total: 2,
  vouches: [
    {
      id: 'v1',
      member: {
        limited: false,
        id: 'member-b',
        username: 'bob',
        full_name: 'Bob Builder',
        avatar_url: null,
        bio: 'Builds sheds',
        city: 'Leeds',
        state: null,
        country: 'UK',
        score: { total_score: 192, tier: 'Trusted By Some' },
      },
      ...vouch,
    },
    { id: 'v2', member: { limited: true, id: 'member-c', username: 'cy', full_name: 'Cy Limited', avatar_url: null }, ...vouch },
  ],
  next_cursor: null,
};

describe('vouch list', { timeout: 20_000 }, () => {
  it('shows a party in full with access, and only who they are with the Limited View badge without', async () => {
    stubApi({ 'GET /api/profiles/member-a/vouches-received': () => ({ status: 200, body: page }) });
    renderWithApp(<VouchListPage />, { profile: makeProfile(), path: '/vouches-by' });
    const full = await screen.findByRole('article', { name: 'Bob Builder' });
    expect(within(full).getByText('Builds sheds')).toBeTruthy();
    expect(within(full).getByText('Leeds, UK')).toBeTruthy();
    expect(within(full).getByText('192 pts')).toBeTruthy();
    expect(within(full).queryByText('Limited View')).toBeNull();
    const limited = screen.getByRole('article', { name: 'Cy Limited' });
    expect(within(limited).getByText('Limited View')).toBeTruthy();
    expect(within(limited).getByText('@cy')).toBeTruthy();
    expect(within(limited).queryByText(/^[\d,]+ pts$/)).toBeNull();
  });

  it('holds the shape of the list while it loads: a heading that says so and three card shapes, then the vouches', async () => {
    stubApi({ 'GET /api/profiles/member-a/vouches-received': () => ({ status: 200, body: page }) });
    const answer = holdApiAnswers();
    renderWithApp(<VouchListPage />, { profile: makeProfile(), path: '/vouches-by' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Loading vouches...' })).toBeTruthy();
    expect(screen.getAllByTestId('vouch-card-skeleton')).toHaveLength(3);
    answer();
    expect(await screen.findByRole('article', { name: 'Bob Builder' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Loading vouches...' })).toBeNull();
    expect(screen.queryAllByTestId('vouch-card-skeleton')).toHaveLength(0);
  });

  it("says what failed in the spec's words, with Try Again", async () => {
    let calls = 0;
    stubApi({
      'GET /api/profiles/member-a/vouches-received': () => {
        calls++;
        return calls === 1 ? { status: 403, body: { error: { code: 'forbidden', message: 'Not allowed' } } } : { status: 200, body: page };
      },
    });
    renderWithApp(<VouchListPage />, { profile: makeProfile(), path: '/vouches-by' });
    expect(await screen.findByText('Failed to load user profile: Not allowed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Bob Builder' })).toBeTruthy();
  });
});
