// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import BlogPage from './BlogPage';

afterEach(resetApp);

const post = { title: 'Why character matters', link: 'https://news.example.org/p/1', pub_date: '2026-01-05T10:00:00.000Z', excerpt: 'A short read.' };

describe('blog', () => {
  it('says it is loading, and which retry runs, while its retries run; then shows the posts', { timeout: 20_000 }, async () => {
    let calls = 0;
    stubApi({
      'GET /api/blog/posts': () => {
        calls++;
        return calls < 3
          ? { status: 503, body: { error: { code: 'feed_unavailable', message: 'Feed down' } } }
          : { status: 200, body: { posts: [post], fetched_at: '2026-01-05T11:00:00.000Z' } };
      },
    });
    renderWithApp(<BlogPage />, { profile: makeProfile(), path: '/blog' });
    expect(await screen.findByText('Loading blog posts...')).toBeTruthy();
    expect(await screen.findByText('Having trouble connecting to our servers. Retrying... (1/2)')).toBeTruthy();
    expect(await screen.findByText('Having trouble connecting to our servers. Retrying... (2/2)', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Why character matters' }, { timeout: 8_000 })).toBeTruthy();
    expect(calls).toBe(3);
  });
});
