import { describe, expect, it } from 'vitest';
import { BLOG_EXCERPT_LENGTH, blogExcerpt, blogPostFromItem, formatBlogDate, newestFirst } from '#domain/blog';
import { cpuTimeOf } from '#test-support/cpuTime';

describe('the blog excerpt', () => {
  it('is the description cut to 300 characters plus an ellipsis', () => {
    const long = 'a'.repeat(BLOG_EXCERPT_LENGTH + 50);
    expect(BLOG_EXCERPT_LENGTH).toBe(300);
    expect(blogExcerpt(long)).toBe(`${'a'.repeat(300)}...`);
  });

  it('keeps a description of 300 characters or fewer whole, without an ellipsis', () => {
    expect(blogExcerpt('Short and sweet.')).toBe('Short and sweet.');
    expect(blogExcerpt('b'.repeat(300))).toBe('b'.repeat(300));
  });

  it('never cuts a character made of two UTF-16 units in half', () => {
    const text = `${'c'.repeat(299)}😀${'d'.repeat(10)}`;
    const excerpt = blogExcerpt(text);
    expect(excerpt).toBe(`${'c'.repeat(299)}...`);
  });
});

describe('the blog date', () => {
  it('reads like June 8, 2025', () => {
    expect(formatBlogDate('2025-06-08T14:00:00.000Z')).toBe('June 8, 2025');
    expect(formatBlogDate('2024-12-31T23:59:59.000Z')).toBe('December 31, 2024');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatBlogDate(null)).toBe('');
    expect(formatBlogDate('not a date')).toBe('');
  });
});

describe('a post from a feed item', () => {
  it('turns the description HTML into text by parsing it, entities decoded, whitespace collapsed', () => {
    const post = blogPostFromItem({
      title: 'Trust &amp; <b>you</b>',
      link: 'https://news.example.com/p/trust',
      pubDate: 'Sun, 08 Jun 2025 14:00:00 GMT',
      description: '<p>Hello <script>alert(1)</script><em>friends</em>,</p>\n\n<p>we&#39;re   here.</p>',
    });
    expect(post).toEqual({
      title: 'Trust & you',
      link: 'https://news.example.com/p/trust',
      pub_date: '2025-06-08T14:00:00.000Z',
      excerpt: "Hello alert(1)friends, we're here.",
    });
  });

  it('drops an item without a title or with a link that is not http(s)', () => {
    expect(blogPostFromItem({ title: ' ', link: 'https://a.example/p', description: 'x' })).toBeNull();
    expect(blogPostFromItem({ title: 'T', link: 'javascript:alert(1)', description: 'x' })).toBeNull();
    expect(blogPostFromItem({ title: 'T', link: 'not a url', description: 'x' })).toBeNull();
    expect(blogPostFromItem({ title: 'T', description: 'x' })).toBeNull();
  });

  it('keeps a post whose date cannot be read, with no date', () => {
    expect(blogPostFromItem({ title: 'T', link: 'https://a.example/p', pubDate: 'someday', description: '' })?.pub_date).toBeNull();
  });

  it('reads a long description in linear time', () => {
    const huge = '<div>'.repeat(50_000) + 'x'.repeat(200_000);
    const read = () => blogPostFromItem({ title: 'T', link: 'https://a.example/p', description: huge });
    expect(cpuTimeOf(read, 3)).toBeLessThan(500);
    expect(read()?.excerpt.length).toBe(303);
  });
});

describe('newest first', () => {
  it('sorts by date, newest first, undated posts last', () => {
    const post = (title: string, pub_date: string | null) => ({ title, link: 'https://a.example', pub_date, excerpt: '' });
    const sorted = newestFirst([post('old', '2024-01-01T00:00:00.000Z'), post('none', null), post('new', '2025-06-08T00:00:00.000Z')]);
    expect(sorted.map((p) => p.title)).toEqual(['new', 'old', 'none']);
  });
});
