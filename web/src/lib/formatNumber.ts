/**
 * Numbers in the member's own locale, and the locale itself (issue 23 §3):
 * the browser's preferred languages (`navigator.languages`) and memoised
 * Intl formatters (functions/domain/intlFormat.ts). Apart from the dates
 * (format.ts), so the landing page's sample score carries only this.
 */
import { numberFormat } from '#domain/intlFormat';
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

/** A count or amount with the locale's grouping: '1,234' (en), '1.234' (de). */
export function formatNumber(value: number, locales: readonly string[] = userLocales()): string {
  return numberFormat(locales).format(value);
}

/** Points with the locale's grouping plus 'pts' (spec). */
export function formatPoints(points: number, locales: readonly string[] = userLocales()): string {
  return pointsIn(points, locales);
}
