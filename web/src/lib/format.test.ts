import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatBlogDate } from '#domain/blog';
import { relativeTime as relativeTimeIn } from '#domain/notifications';
import { formatDate, formatNumber, formatPoints, userLocales } from './format';

const relativeTime = (createdAt: string, now: number, locales: string[]) => relativeTimeIn(createdAt, now, undefined, locales);

const US = ['en-US'];
const DE = ['de-DE'];
/** 2026-11-27 09:05 UTC */
const AT = Date.UTC(2026, 10, 27, 9, 5);

afterEach(() => vi.unstubAllGlobals());

describe("the member's locales", () => {
  it('are the browser’s languages, best first, skipping any tag Intl refuses', () => {
    expect(userLocales({ languages: ['de-DE', 'en'], language: 'de-DE' })).toEqual(['de-DE', 'en']);
    expect(userLocales({ languages: ['not a tag!', 'fr-CA'], language: 'fr-CA' })).toEqual(['fr-CA']);
    expect(userLocales({ languages: [], language: 'it-IT' })).toEqual(['it-IT']);
    expect(userLocales({ languages: [], language: '' })).toEqual([]);
  });

  it('are what the formatters use when none is given', () => {
    vi.stubGlobal('navigator', { languages: ['de-DE'], language: 'de-DE' });
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatPoints(1234)).toBe('1.234 pts');
    expect(formatDate(AT, 'long', { timeZone: 'UTC' })).toBe('27. November 2026');
    vi.stubGlobal('navigator', { languages: ['en-US'], language: 'en-US' });
    expect(formatNumber(1234567)).toBe('1,234,567');
  });
});

describe('numbers in two locales', () => {
  it('group thousands the locale’s way, and points keep the spec’s "pts"', () => {
    expect(formatNumber(30000, US)).toBe('30,000');
    expect(formatNumber(30000, DE)).toBe('30.000');
    expect(formatPoints(1234, US)).toBe('1,234 pts');
    expect(formatPoints(1234, DE)).toBe('1.234 pts');
    expect(formatPoints(0, DE)).toBe('0 pts');
  });
});

describe('dates in two locales', () => {
  it.each([
    ['long', 'November 27, 2026', '27. November 2026'],
    ['short', 'Nov 27, 2026', '27. Nov. 2026'],
    ['medium', 'Nov 27, 2026', '27.11.2026'],
  ] as const)('%s', (style, us, de) => {
    expect(formatDate(AT, style, { timeZone: 'UTC', locales: US })).toBe(us);
    expect(formatDate(AT, style, { timeZone: 'UTC', locales: DE })).toBe(de);
  });

  it('with the time, in the locale’s clock', () => {
    expect(formatDate(AT, 'time', { timeZone: 'UTC', locales: US })).toBe('9:05 AM');
    expect(formatDate(AT, 'time', { timeZone: 'UTC', locales: DE })).toBe('9:05');
    expect(formatDate('2026-11-27T09:05:00.000Z', 'mediumWithTime', { timeZone: 'UTC', locales: US })).toBe('Nov 27, 2026, 9:05 AM');
    expect(formatDate('2026-11-27T09:05:00.000Z', 'mediumWithTime', { timeZone: 'UTC', locales: DE })).toBe('27.11.2026, 09:05');
  });

  it('reads ISO text, milliseconds and Dates alike, and gives nothing for no date', () => {
    const iso = new Date(AT).toISOString();
    const options = { timeZone: 'UTC', locales: US };
    expect(formatDate(iso, 'long', options)).toBe(formatDate(new Date(AT), 'long', options));
    expect(formatDate(AT, 'long', options)).toBe('November 27, 2026');
    expect(formatDate('not a date', 'long', options)).toBe('');
  });

  it('a blog post’s day is the same for every reader, worded in each one’s locale', () => {
    expect(formatBlogDate('2025-06-08T23:30:00-05:00', US)).toBe('June 9, 2025');
    expect(formatBlogDate('2025-06-08T12:00:00Z', US)).toBe('June 8, 2025');
    expect(formatBlogDate('2025-06-08T12:00:00Z', DE)).toBe('8. Juni 2025');
    expect(formatBlogDate(null, DE)).toBe('');
  });

  it('a notification older than a week shows its date in the locale; newer ones stay relative', () => {
    const created = new Date(AT - 8 * 86_400_000).toISOString();
    expect(relativeTime(created, AT, US)).toMatch(/^Nov 1[89], 2026$/);
    expect(relativeTime(created, AT, DE)).toMatch(/^1[89]\. Nov\. 2026$/);
    expect(relativeTime(new Date(AT - 5 * 60_000).toISOString(), AT, DE)).toBe('5m ago');
  });
});
