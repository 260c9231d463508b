/**
 * The rule for a place name (city, state, country), written once for the
 * API's schema and the web forms. A place keeps what its name is made of:
 * letters of any script with their combining marks, spaces, apostrophes
 * (' and ’), hyphens and periods, so "O'Fallon" and "Côte d’Ivoire" are
 * saved as typed (upper-cased). Markup is refused with its own message
 * rather than stripped: stripping turned "<b>Oregon</b>" into "BOREGONB".
 * Every check is one pass over the text, after a length check.
 */
export const LOCATION_MIN = 2;
export const LOCATION_MAX = 100;
/** Raw input, at most, before whitespace is collapsed: far above any place name, so longer is refused unread. */
export const LOCATION_RAW_MAX = 1000;

const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const PUNCTUATION = new Set([' ', "'", '\u2019', '-', '.']);
const MARKUP = new Set(['<', '>']);

export const locationMessages = {
  tooShort: (label: string) => `${label} must be at least ${LOCATION_MIN} characters long.`,
  tooLong: (label: string) => `${label} must be at most ${LOCATION_MAX} characters long.`,
  invalid: (label: string) => `${label} contains invalid characters.`,
  markup: (label: string) => `${label} cannot contain markup such as <b>: type the place name only.`,
};

/** Whitespace collapsed and trimmed, in one canonical Unicode form; nothing else is changed. */
export function cleanLocationValue(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** What is wrong with a cleaned place name, in the words to show; null when it may be saved. */
export function locationProblem(label: string, cleaned: string): string | null {
  if (cleaned.length > LOCATION_MAX) return locationMessages.tooLong(label);
  let invalid = false;
  for (const ch of cleaned) {
    if (MARKUP.has(ch)) return locationMessages.markup(label);
    if (!PUNCTUATION.has(ch) && !LETTER_OR_MARK.test(ch)) invalid = true;
  }
  if (invalid) return locationMessages.invalid(label);
  if (cleaned.length < LOCATION_MIN) return locationMessages.tooShort(label);
  return null;
}
