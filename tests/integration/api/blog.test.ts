/**
 * The blog against DynamoDB Local: the page reads only the cache the
 * scheduled refresh keeps, so a slow, broken or oversized feed never reaches
 * it; only without a cached copy does a request read the feed, briefly, and
 * then it answers the spec's message. The feed here is a server of this test
 * whose answers the test chooses; the job and the uncached route run in this
 * process so they read it (BLOG_FEED_URL), the cached reads go through the local API.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler as refreshBlogFeed } from '#functions/jobs/refreshBlogFeed';
import { db } from '#services/db';
import { FEED_MAX_BYTES } from '#services/blogFeed';
import { blogCacheEntity } from '#store/blogCache';
import { call, invoke } from '#test-support/apiClient';
import { useStackEnv } from '#test-support/stack';

type Answer = { status: number; body: string | Buffer; chunked?: boolean } | 'hang';
let answer: Answer = { status: 200, body: '' };
let requests = 0;
let server: http.Server;
let stackFeedUrl: string;

const sampleFeed = readFileSync(new URL('../../../bin/local/sampleFeed.xml', import.meta.url), 'utf8');
const feedOf = (titles: string[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>${titles
    .map(
      (t, i) =>
        `<item><title>${t}</title><link>https://news.example.test/p/${i}</link><pubDate>Mon, 0${i + 1} Jun 2025 10:00:00 GMT</pubDate><description>&lt;p&gt;About ${t}&lt;/p&gt;</description></item>`,
    )
    .join('')}</channel></rss>`;

beforeAll(async () => {
  stackFeedUrl = useStackEnv().env.BLOG_FEED_URL!;
  server = http.createServer((_req, res) => {
    requests++;
    if (answer === 'hang') return; // never answers: the reader's time limit must end it
    const { status, body, chunked } = answer;
    res.writeHead(
      status,
      chunked ? { 'content-type': 'application/rss+xml' } : { 'content-type': 'application/rss+xml', 'content-length': Buffer.byteLength(body) },
    );
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  process.env.BLOG_FEED_URL = `http://localhost:${(server.address() as AddressInfo).port}/feed.xml`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  // Leave the cache as the stack's own schedule would: the sample feed's posts.
  process.env.BLOG_FEED_URL = stackFeedUrl;
  await refreshBlogFeed();
});

const clearCache = () => db().send(new DeleteCommand({ TableName: process.env.TABLE_NAME, Key: blogCacheEntity.key() }));
const cachedItem = async () =>
  (await db().send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: blogCacheEntity.key(), ConsistentRead: true }))).Item;

beforeEach(() => {
  answer = { status: 200, body: '' };
  requests = 0;
});

describe('the scheduled refresh and the cached read', () => {
  it('caches the feed newest first, and the page answers from the cache without asking the feed', async () => {
    answer = { status: 200, body: feedOf(['Older post', 'Newest post']) };
    expect(await refreshBlogFeed()).toEqual({ posts: 2 });

    answer = 'hang';
    requests = 0;
    // The feed now hangs: a page that asked it would still be waiting, and the feed would have counted the request.
    // That count, not the page's time (a busy machine's, with the handler's first load in it), shows it never asked.
    const page = await call('listBlogPosts');
    expect(page.status).toBe(200);
    expect(page.body!.posts.map((p) => p.title)).toEqual(['Newest post', 'Older post']);
    expect(page.body!.posts[0]).toEqual({
      title: 'Newest post',
      link: 'https://news.example.test/p/1',
      pub_date: '2025-06-02T10:00:00.000Z',
      excerpt: 'About Newest post',
    });
    expect(requests).toBe(0);
  });

  it('keeps the last good copy when the feed fails, answers malformed XML or is oversized', async () => {
    answer = { status: 200, body: feedOf(['Kept post']) };
    await refreshBlogFeed();
    const before = await cachedItem();

    answer = { status: 503, body: 'down' };
    await expect(refreshBlogFeed()).rejects.toThrow('Failed to fetch RSS feed');
    answer = { status: 200, body: '<rss><channel><item><title>cut off' };
    await expect(refreshBlogFeed()).rejects.toThrow('RSS feed parsing failed');
    answer = { status: 200, body: '<html><body>Not a feed</body></html>' };
    await expect(refreshBlogFeed()).rejects.toThrow('RSS feed parsing failed');
    const oversized = `${feedOf(['Huge']).slice(0, -'</channel></rss>'.length)}<!-- ${'x'.repeat(FEED_MAX_BYTES)} --></channel></rss>`;
    answer = { status: 200, body: oversized };
    await expect(refreshBlogFeed()).rejects.toThrow('Failed to fetch RSS feed');
    // A feed that does not say its size is cut off as it arrives.
    answer = { status: 200, body: oversized, chunked: true };
    await expect(refreshBlogFeed()).rejects.toThrow('Failed to fetch RSS feed');

    expect(await cachedItem()).toEqual(before);
    const page = await call('listBlogPosts');
    expect(page.body!.posts.map((p) => p.title)).toEqual(['Kept post']);
  });

  it('reads the sample feed the local stack serves', async () => {
    process.env.BLOG_FEED_URL = stackFeedUrl;
    try {
      expect(await refreshBlogFeed()).toEqual({ posts: 3 });
    } finally {
      process.env.BLOG_FEED_URL = `http://localhost:${(server.address() as AddressInfo).port}/feed.xml`;
    }
    const page = await call('listBlogPosts');
    expect(page.body!.posts[0]!.title).toBe('Why character beats credentials');
    expect(page.body!.posts[0]!.excerpt.endsWith('...')).toBe(true);
    expect(page.body!.posts[0]!.excerpt.length).toBe(303);
    expect(sampleFeed).toContain('<rss');
  });
});

describe('without a cached copy', () => {
  it('reads the feed once and caches it', async () => {
    answer = { status: 200, body: feedOf(['First visit']) };
    await clearCache();
    const page = await invoke('listBlogPosts');
    expect(page.status).toBe(200);
    expect(page.body!.posts.map((p) => p.title)).toEqual(['First visit']);
    expect(await cachedItem()).toMatchObject({ posts: [{ title: 'First visit' }] });
  });

  it('answers 502 with the spec’s message when the feed fails, cannot be parsed or is oversized', async () => {
    answer = { status: 500, body: 'boom' };
    await clearCache();
    expect((await invoke('listBlogPosts')).error).toEqual({ code: 'feed_unavailable', message: 'Failed to fetch RSS feed' });

    answer = { status: 200, body: '<html>not rss</html>' };
    await clearCache();
    const notRss = await invoke('listBlogPosts');
    expect(notRss.status).toBe(502);
    expect(notRss.error).toEqual({ code: 'feed_unavailable', message: 'RSS feed parsing failed' });

    answer = { status: 200, body: 'x'.repeat(FEED_MAX_BYTES + 1) };
    await clearCache();
    expect((await invoke('listBlogPosts')).error?.message).toBe('Failed to fetch RSS feed');
  });

  it('gives up on a feed that does not answer within its short time limit', async () => {
    answer = 'hang';
    await clearCache();
    const started = Date.now();
    const page = await invoke('listBlogPosts');
    expect(page.status).toBe(502);
    expect(page.error?.message).toBe('Failed to fetch RSS feed');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
