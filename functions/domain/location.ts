/**
 * The rule for a place name (city, state, country), written once for the
 * API's schema and the web forms. A place keeps what its name is made of:
 * letters of any script with their combining marks (and the zero-width
 * joiners some scripts spell with, between letters), spaces, apostrophes
 * (' and ’), hyphens (-, ‐ and the non-breaking ‑) and periods, so "O'Fallon"
 * and "Côte d’Ivoire" are saved as typed (upper-cased). Markup is refused
 * with its own message rather than stripped: stripping turned "<b>Oregon</b>"
 * into "BOREGONB". Markup escaped as character references (&lt;b&gt;) is
 * markup too; a bare & is only an invalid character.
 * Every check is one pass over the text, after a length check; no pattern
 * that can backtrack sees the member's text.
 */
export const LOCATION_MIN = 2;
export const LOCATION_MAX = 100;
/** Raw input, at most, before whitespace is collapsed: far above any place name, so longer is refused unread. */
export const LOCATION_RAW_MAX = 1000;

const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const PUNCTUATION = new Set([' ', "'", '\u2019', '-', '\u2010', '\u2011', '.']);
const MARKUP = new Set(['<', '>']);
/**
 * Zero-width non-joiner and joiner: part of how some scripts spell a name
 * (Persian خرم‌آباد, Khorramabad, has a ZWNJ), so kept between letters.
 */
const JOINERS = new Set(['\u200c', '\u200d']);
/**
 * How far past '&' a character reference is looked for: the longest named
 * one (&CounterClockwiseContourIntegral;) has 31 letters. The bound keeps
 * the scan linear however many '&' the text holds.
 */
const REFERENCE_BODY_MAX = 32;

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

/** Whether a joiner sits between two letters (or marks): it shapes the letters beside it, and alone it is only invisible. */
function joinsLetters(previous: string, next: number | undefined): boolean {
  return LETTER_OR_MARK.test(previous) && next !== undefined && LETTER_OR_MARK.test(String.fromCodePoint(next));
}

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHexDigit = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const isAsciiAlnum = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/** Whether a character reference (&lt; &#60; &#x3c;) starts at `at`, where `text` holds '&'. */
function isCharacterReferenceAt(text: string, at: number): boolean {
  let i = at + 1;
  const numeric = text[i] === '#';
  if (numeric) i++;
  const hex = numeric && (text[i] === 'x' || text[i] === 'X');
  if (hex) i++;
  const bodyChar = hex ? isHexDigit : numeric ? isDigit : isAsciiAlnum;
  const start = i;
  while (i < text.length && i - start < REFERENCE_BODY_MAX && bodyChar(text.charCodeAt(i))) i++;
  return i > start && text[i] === ';';
}

/** What is wrong with a cleaned place name, in the words to show; null when it may be saved. */
export function locationProblem(label: string, cleaned: string): string | null {
  if (cleaned.length > LOCATION_MAX) return locationMessages.tooLong(label);
  let invalid = false;
  let at = 0;
  let previous = '';
  for (const ch of cleaned) {
    if (MARKUP.has(ch) || (ch === '&' && isCharacterReferenceAt(cleaned, at))) return locationMessages.markup(label);
    if (JOINERS.has(ch)) {
      if (!joinsLetters(previous, cleaned.codePointAt(at + ch.length))) invalid = true;
    } else if (!PUNCTUATION.has(ch) && !LETTER_OR_MARK.test(ch)) invalid = true;
    previous = ch;
    at += ch.length;
  }
  if (invalid) return locationMessages.invalid(label);
  if (cleaned.length < LOCATION_MIN) return locationMessages.tooShort(label);
  return null;
}
