/**
 * Memoised Intl formatters, shared by the domain's wording (points, dates)
 * and the web's lib/format.ts. Building an Intl formatter costs far more
 * than using one (it loads locale data), and a list renders hundreds of
 * dates, so each locale-and-options pair is built once.
 */

/**
 * The locale of text made where no member's locale is known (the server,
 * and the domain's own tests): fixed, so the same input words the same.
 * The web passes the member's own (web/src/lib/format.ts).
 */
export const DEFAULT_LOCALE = 'en-US';

export type Locales = string | readonly string[];

/** Enough for every locale list and option set the app uses; a bound, in case something passes ever-new options. */
const CACHE_LIMIT = 200;

function memo<O extends object, T>(make: (locales: string[], options: O) => T): (locales: Locales, options?: O) => T {
  const cache = new Map<string, T>();
  return (locales, options = {} as O) => {
    const list = typeof locales === 'string' ? [locales] : [...locales];
    const key = `${list.join(',')}|${JSON.stringify(options)}`;
    let made = cache.get(key);
    if (!made) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      made = make(list, options);
      cache.set(key, made);
    }
    return made;
  };
}

export const numberFormat = memo((locales, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, options));

export const dateTimeFormat = memo((locales, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locales, options));
