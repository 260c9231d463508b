// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { VouchListPage } from '#contract/features/members';
import { holdApiAnswers, makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import { MessagesTab } from './MessagesTab';

afterEach(resetApp);

const page: VouchListPage = {
  owner: { id: 'member-a', username: 'ada', full_name: 'Ada Lovelace' },
  total: 1,
  vouches: [
    {
      id: 'v1',
      member: { limited: true, id: 'member-b', username: 'bob', full_name: 'Bob Builder', avatar_url: null },
      attributes: ['Integrity'],
      message: '<p>Kind.</p>',
      points: 12,
      created_at: '2026-01-02T10:00:00.000Z',
    },
  ],
  next_cursor: null,
};

it('holds the shape of the messages while they load, under one status, then shows them', async () => {
  stubApi({ 'GET /api/profiles/member-a/vouches-received': () => ({ status: 200, body: page }) });
  const answer = holdApiAnswers();
  renderWithApp(<MessagesTab userId="member-a" />, { profile: makeProfile() });
  expect(await screen.findByRole('status', { name: 'Loading messages' })).toBeTruthy();
  expect(screen.getAllByTestId('vouch-row-skeleton')).toHaveLength(3);
  answer();
  expect(await screen.findByRole('article', { name: 'Message from Bob Builder' })).toBeTruthy();
  expect(screen.queryByRole('status', { name: 'Loading messages' })).toBeNull();
});
