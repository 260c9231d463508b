/**
 * Dates and numbers in the member's own locale (issue 23 §3): the browser's
 * preferred languages (`navigator.languages`), one memoised Intl formatter
 * per locale and style (functions/domain/intlFormat.ts). Every date and
 * number the app shows goes through here; no page writes a locale out.
 */
// Not the blog's or notifications' rules: they bring the HTML parser along; their pages pass userLocales() to them.
import { dateTimeFormat } from '#domain/intlFormat';
import { userLocales } from './formatNumber';

export { formatNumber, formatPoints, userLocales } from './formatNumber';

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
export function formatDate(
  value: string | number | Date,
  style: DateStyle,
  options: { timeZone?: string; locales?: readonly string[] } = {},
): string {
  const at = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(at)) return '';
  const intl = options.timeZone ? { ...DATE_STYLES[style], timeZone: options.timeZone } : DATE_STYLES[style];
  return dateTimeFormat(options.locales ?? userLocales(), intl).format(at);
}
