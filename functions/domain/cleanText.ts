/**
 * The one cleaning every name and free text goes through before it is
 * checked or stored: Unicode NFC (so "é" typed two ways is one name), then
 * control and invisible format characters removed (zero-width spaces and
 * joiners, bidi overrides, BOM: they make a name look empty or like another),
 * then trimmed. A name that is empty after this is no name.
 *
 * Each step is one pass over the input (a character class, no quantifier
 * that can backtrack), so the cost stays linear in the input's length.
 */

/** Control characters (Cc) and format characters (Cf: zero-width space/joiners, bidi marks, BOM, soft hyphen). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
/** As above, but keeping the line feed that separates paragraphs of a multi-line text. */
const INVISIBLE_KEEP_NEWLINE = /[^\P{Cc}\n]|\p{Cf}/gu;

/** A one-line text (a name, a title): no control character survives, line breaks included. */
export function cleanLine(raw: string): string {
  return raw.normalize('NFC').replace(INVISIBLE, '').trim();
}

/** A multi-line text (a bio, a motivation): line breaks kept (CRLF and CR become LF), every other control dropped. */
export function cleanMultiline(raw: string): string {
  return raw.normalize('NFC').replace(/\r\n?/g, '\n').replace(INVISIBLE_KEEP_NEWLINE, '').trim();
}
