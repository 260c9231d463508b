/**
 * The allow-list for vouch messages: exactly what the editor produces
 * (paragraphs, line breaks, bold, italic, underline, lists, links, and the
 * toolbar's text size: spans, keeping of their classes only Quill's three
 * size classes).
 * Everything else is dropped on the server before storing, and the web
 * renders the stored message as it is.
 *
 * Written on htmlparser2's Parser, the parser sanitize-html runs, and doing
 * what sanitize-html did with our options, output for output
 * (tests/unit/backend/richTextEquivalence.test.ts compares them on hostile
 * input): sanitize-html also bundled postcss, a second copy of htmlparser2
 * and its entity tables, about 100 KiB gzipped of a Lambda bundle for
 * options we never use. Every step is one pass; the parser's own cost per
 * nesting level is bounded by the vouch schema (markupDepth).
 */
import { Parser } from '#domain/htmlparser2';
import { flattenNestedSizes } from './richTextSizes';

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ol', 'ul', 'li', 'a', 'span']);
/** The editor's text sizes: the only classes a span keeps (others are removed, as is an empty class). */
const SIZE_CLASSES = new Set(['ql-size-small', 'ql-size-large', 'ql-size-huge']);
/** Written as `<br />`, never closed. */
const SELF_CLOSING_TAGS = new Set(['img', 'br', 'hr', 'area', 'base', 'basefont', 'input', 'link', 'meta']);
/** Dropped with everything inside them, not kept as text. */
const NON_TEXT_TAGS = new Set(['script', 'style', 'textarea', 'option', 'noscript']);
/** The only attributes kept, on links only. */
const LINK_ATTRIBUTES = new Set(['href', 'rel', 'target']);
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** What HTML accepts as an attribute name. */
const VALID_ATTRIBUTE_NAME = /^[^\0\t\n\f\r /<=>]+$/;
/** Links open outside the app and pass no referrer or opener (set over whatever the author wrote). */
const LINK_OVERRIDES = { rel: 'noopener noreferrer nofollow', target: '_blank' };

/** The message as stored: the allow-list's output, with size spans inside size spans unwrapped (richTextSizes.ts). */
export function sanitizeMessage(html: string): string {
  return flattenNestedSizes(allowListed(html));
}

/** Exactly what sanitize-html gave with the product's options (tests/unit/backend/richTextEquivalence.test.ts). */
function allowListed(html: string): string {
  let out = '';
  /** Tag names of the open elements, as the parser reports them. */
  const open: string[] = [];
  /** Positions in `open` of elements that are dropped (their text is kept). */
  const dropped = new Set<number>();
  /** Inside a dropped non-text element: how many elements deep, 0 outside. */
  let inDroppedBody = 0;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (inDroppedBody) {
          inDroppedBody++;
          return;
        }
        open.push(name);
        if (!ALLOWED_TAGS.has(name)) {
          dropped.add(open.length - 1);
          if (NON_TEXT_TAGS.has(name)) inDroppedBody = 1;
          return;
        }
        out += `<${name}${name === 'a' ? linkAttributes(attributes) : name === 'span' ? sizeClass(attributes.class) : ''}${SELF_CLOSING_TAGS.has(name) ? ' />' : '>'}`;
      },
      ontext(text) {
        if (!inDroppedBody) out += escapeText(text);
      },
      onclosetag(name) {
        if (inDroppedBody) {
          inDroppedBody--;
          if (inDroppedBody) return;
        }
        // A close tag that is not the innermost open element's changes nothing.
        if (open.length === 0 || open[open.length - 1] !== name) return;
        open.pop();
        if (dropped.delete(open.length) || SELF_CLOSING_TAGS.has(name)) return;
        out += `</${name}>`;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out.trim();
}

/** The kept attributes of a link, in the author's order, with rel and target forced. */
function linkAttributes(written: Record<string, string>): string {
  let out = '';
  for (const [name, value] of Object.entries({ ...written, ...LINK_OVERRIDES })) {
    if (!VALID_ATTRIBUTE_NAME.test(name) || !LINK_ATTRIBUTES.has(name) || value === '') continue;
    if (name === 'href' && isForbiddenHref(value)) continue;
    out += ` ${name}="${escapeText(value).replaceAll('"', '&quot;')}"`;
  }
  return out;
}

/** A span's class attribute with only the size classes left in it, or nothing. */
function sizeClass(written: string | undefined): string {
  if (!written) return '';
  const kept = written.split(/\s+/).filter((name) => SIZE_CLASSES.has(name));
  return kept.length ? ` class="${kept.join(' ')}"` : '';
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * A link whose scheme is not allowed, or protocol-relative (//host). Read
 * as browsers read it: without control characters, spaces and embedded
 * comments, which are used to smuggle `javascript:` past a check.
 */
function isForbiddenHref(href: string): boolean {
  const cleaned = withoutComments(withoutControlsAndSpaces(href));
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(cleaned);
  if (!scheme) return /^[/\\]{2}/.test(cleaned);
  return !ALLOWED_SCHEMES.has(scheme[1]!.toLowerCase());
}

/** Every character up to U+0020 (controls and the space) removed. */
function withoutControlsAndSpaces(text: string): string {
  let out = '';
  for (const char of text) if (char.charCodeAt(0) > 0x20) out += char;
  return out;
}

/**
 * Removes `<!-- … -->` comments the way repeatedly cutting the first one
 * would, including comments that only form once an inner one is cut
 * (`<!<!---->-- -->`), in one pass: the characters kept so far never hold a
 * complete `<!--`, so each search for `-->` starts where the last one ended.
 */
function withoutComments(href: string): string {
  const kept: string[] = [];
  let at = 0;
  while (at < href.length) {
    kept.push(href[at]!);
    at++;
    const n = kept.length;
    if (n < 4 || kept[n - 4] !== '<' || kept[n - 3] !== '!' || kept[n - 2] !== '-' || kept[n - 1] !== '-') continue;
    const end = href.indexOf('-->', at);
    if (end === -1) return kept.join('') + href.slice(at);
    kept.length = n - 4;
    at = end + 3;
  }
  return kept.join('');
}
