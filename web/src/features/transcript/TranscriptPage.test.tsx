// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transcript } from '#contract/features/me';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import MyTranscriptRedirect from './MyTranscriptRedirect';
import TranscriptPage from './TranscriptPage';

afterEach(resetApp);

const vouch = (n: number): Transcript['vouches'][number] => ({
  id: `v${n}`,
  voucher: { id: `u${n}`, username: `voucher${n}`, full_name: `Voucher ${n}`, email: `voucher${n}@example.test`, avatar_url: null },
  message: `<p>Message <strong>${n}</strong></p>`,
  attributes: ['Integrity', 'Kindness', 'Focus'],
  relationship_category: 'life',
  relationship_context: 'friend',
  interaction_frequency: 'Weekly',
  first_met_year: 2015,
  character_confidence: 4,
  points: 22,
  created_at: '2026-01-01T00:00:00.000Z',
});

const transcript = (count: number): Transcript => ({
  owner: {
    id: 'me',
    username: 'ada',
    full_name: 'Ada Lovelace',
    email: 'ada@example.test',
    avatar_url: null,
    title_description: null,
    city: null,
    state: null,
    country: null,
  },
  score: { total_score: 22 * count, tier: 'Trusted By Some', total_vouches: count },
  summary: {
    top_traits: [
      { name: 'Integrity', count },
      { name: 'Focus', count: 1 },
    ],
    contexts: ['friend'],
    categories: [{ key: 'other', label: 'Other', count: 2 }],
  },
  total: count,
  vouches: Array.from({ length: count }, (_, i) => vouch(count - i)),
  next_cursor: null,
});

const page = (
  <Routes>
    <Route path="profile/:username/transcript" element={<TranscriptPage />} />
    <Route path="my-vouch-transcript" element={<MyTranscriptRedirect />} />
  </Routes>
);

describe('the transcript page', () => {
  it('/my-vouch-transcript goes to the member’s own transcript', async () => {
    stubApi({ 'GET /api/me/transcript': () => ({ status: 200, body: transcript(1) }) });
    renderWithApp(page, { profile: makeProfile({ username: 'ada' }), path: '/my-vouch-transcript' });
    expect(await screen.findByRole('heading', { name: 'Character Transcript' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/profile/ada/transcript');
  });

  it('shows the transcript’s frame while the member’s profile loads', async () => {
    renderWithApp(page, { profile: makeProfile({ username: 'ada' }), path: '/profile/ada/transcript', fetchProfile: () => new Promise(() => {}) });
    expect(await screen.findByTestId('transcript-skeleton')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Character Transcript' })).toBeTruthy();
  });

  it('another username goes to the own transcript', async () => {
    stubApi({ 'GET /api/me/transcript': () => ({ status: 200, body: transcript(1) }) });
    renderWithApp(page, { profile: makeProfile({ username: 'ada' }), path: '/profile/someone/transcript' });
    // The frame shows while the profile loads, so wait for the move itself.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile/ada/transcript'));
    expect(await screen.findAllByTestId('vouch-detail')).toHaveLength(1);
  });

  it('shows the first 3 vouch details, then all after View All Vouch Details, and the Other category', async () => {
    stubApi({ 'GET /api/me/transcript': () => ({ status: 200, body: transcript(5) }) });
    renderWithApp(page, { profile: makeProfile({ username: 'ada' }), path: '/profile/ada/transcript' });
    expect(await screen.findAllByTestId('vouch-detail')).toHaveLength(3);
    expect(screen.getByText('Other: 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View All Vouch Details' }));
    expect(await screen.findAllByTestId('vouch-detail')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'View All Vouch Details' })).toBeNull();
  });

  it('View All reads the details past the first page, page after page from the cursors, and shows them all', async () => {
    const first = { ...transcript(4), total: 9, next_cursor: 'page-2' };
    const later = [
      { vouches: [vouch(40), vouch(41), vouch(42)].map((v, i) => ({ ...v, id: `later-${i}` })), next_cursor: 'page-3' },
      { vouches: [vouch(43), vouch(44)].map((v, i) => ({ ...v, id: `last-${i}` })), next_cursor: null },
    ];
    let served = 0;
    const requests = stubApi({
      'GET /api/me/transcript': () => ({ status: 200, body: first }),
      'GET /api/me/transcript/vouches': () => ({ status: 200, body: later[served++] }),
    });
    renderWithApp(page, { profile: makeProfile({ username: 'ada' }), path: '/profile/ada/transcript' });
    expect(await screen.findAllByTestId('vouch-detail')).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 9 vouches.')).toBeTruthy();
    // Nothing past the first page is read before it is asked for.
    expect(requests.filter((r) => r.path === '/api/me/transcript/vouches')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'View All Vouch Details' }));
    await waitFor(() => expect(screen.getAllByTestId('vouch-detail')).toHaveLength(9));
    expect(requests.filter((r) => r.path === '/api/me/transcript/vouches').map((r) => r.search)).toEqual(['?cursor=page-2', '?cursor=page-3']);
    expect(screen.queryByText(/Showing \d+ of/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so, with Try Again, when a later page fails', async () => {
    stubApi({
      'GET /api/me/transcript': () => ({ status: 200, body: { ...transcript(4), total: 9, next_cursor: 'page-2' } }),
      'GET /api/me/transcript/vouches': () => ({ status: 500, body: { error: { code: 'internal', message: 'Internal error' } } }),
    });
    renderWithApp(page, { profile: makeProfile({ username: 'ada' }), path: '/profile/ada/transcript' });
    fireEvent.click(await screen.findByRole('button', { name: 'View All Vouch Details' }));
    expect(await screen.findByText('The rest of the vouch details could not be loaded.')).toBeTruthy();
    expect(screen.getAllByTestId('vouch-detail')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('says access is denied when the profile could not be loaded', async () => {
    stubApi({});
    renderWithApp(page, {
      profile: makeProfile({ username: 'ada' }),
      path: '/profile/ada/transcript',
      fetchProfile: async () => {
        throw new Error('offline');
      },
    });
    expect(await screen.findByText('Access denied. You can only view your own transcript.')).toBeTruthy();
  });

  it('says the transcript failed to load when the API fails', async () => {
    stubApi({ 'GET /api/me/transcript': () => ({ status: 500, body: { error: { code: 'internal', message: 'Internal error' } } }) });
    renderWithApp(page, { profile: makeProfile({ username: 'ada' }), path: '/profile/ada/transcript' });
    expect(await screen.findByText('Failed to load character transcript')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
