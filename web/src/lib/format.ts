/**
 * Dates and numbers in the member's own locale (issue 23 §3): the browser's
 * preferred languages (`navigator.languages`), one memoised Intl formatter
 * per locale and style (functions/domain/intlFormat.ts). Every date and
 * number the app shows goes through here; no page writes a locale out.
 */
import { formatBlogDate as blogDateIn } from '#domain/blog';
import { dateTimeFormat, numberFormat } from '#domain/intlFormat';
import { relativeTime as relativeTimeIn } from '#domain/notifications';
import { formatPoints as pointsIn } from '#domain/scoring';

/** The browser's languages, best first, keeping only tags Intl accepts; empty means the runtime's default. */
export function userLocales(nav: Pick<Navigator, 'languages' | 'language'> | undefined = globalThis.navigator): string[] {
  const wanted = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  const usable: string[] = [];
  for (const tag of wanted) {
    try {
      usable.push(...Intl.getCanonicalLocales(tag));
    } catch {
      // A malformed tag is skipped; the next preference (or the default) takes over.
    }
  }
  return usable;
}

/** The ways the app writes a date: one name per look, so each page picks a look, not options. */
const DATE_STYLES = {
  /** 'November 27, 2026' */
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  /** 'Nov 27, 2026' */
  short: { year: 'numeric', month: 'short', day: 'numeric' },
  /** 'Nov 27, 2026' (the locale's medium date) */
  medium: { dateStyle: 'medium' },
  /** 'Nov 27, 2026, 9:05 AM' */
  mediumWithTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 'November 27, 2026 at 9:05 AM' */
  longWithTime: { dateStyle: 'long', timeStyle: 'short' },
  /** 'Friday, November 27, 2026 at 9:05 AM' */
  fullWithTime: { dateStyle: 'full', timeStyle: 'short' },
  /** '11/27/2026, 9:05:00 AM' (the locale's default date and time) */
  numericWithTime: { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' },
  /** '9:05 AM' */
  time: { hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/**
 * A date (ISO text, epoch milliseconds or Date) in the member's locale;
 * `timeZone` pins the day (a calendar day stored as UTC midnight), else the
 * member's own zone. '' for a value that is no date.
 */
export function formatDate(value: string | number | Date, style: DateStyle, options: { timeZone?: string; locales?: readonly string[] } = {}): string {
  const at = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(at)) return '';
  const intl = options.timeZone ? { ...DATE_STYLES[style], timeZone: options.timeZone } : DATE_STYLES[style];
  return dateTimeFormat(options.locales ?? userLocales(), intl).format(at);
}

/** A count or amount with the locale's grouping: '1,234' (en), '1.234' (de). */
export function formatNumber(value: number, locales: readonly string[] = userLocales()): string {
  return numberFormat(locales).format(value);
}

/** Points with the locale's grouping plus 'pts' (spec). */
export function formatPoints(points: number, locales: readonly string[] = userLocales()): string {
  return pointsIn(points, locales);
}

/** A notification's time: 'Just now', '5m ago' … then the date in the member's locale. */
export function relativeTime(createdAt: string, nowMs: number, locales: readonly string[] = userLocales()): string {
  return relativeTimeIn(createdAt, nowMs, undefined, locales);
}

/** A blog post's day (the same day for every reader), in the member's locale. */
export function formatBlogDate(iso: string | null, locales: readonly string[] = userLocales()): string {
  return blogDateIn(iso, locales);
}
