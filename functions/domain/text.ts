/** Plain-text helpers shared by the sanitizer and the message counter. */
import { Parser } from 'htmlparser2';

/** Tags whose end the reader sees as a line break (besides <br>, which is one). */
const BLOCK_TAGS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * The visible text of an HTML fragment: tags dropped, entities decoded,
 * block ends and <br> as line breaks, trailing line breaks dropped. Counts
 * what the reader sees. A real HTML parser (htmlparser2, the one
 * sanitize-html uses) reads the markup in one pass, so no input costs more
 * than linear time, unlike the regular expressions this replaced.
 */
export function visibleText(html: string): string {
  const parts: string[] = [];
  const parser = new Parser(
    {
      ontext: (text) => parts.push(text),
      onopentag: (name) => {
        if (name === 'br') parts.push('\n');
      },
      onclosetag: (name) => {
        if (BLOCK_TAGS.has(name)) parts.push('\n');
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  // &nbsp; reads as a space (the editor writes runs of spaces with it).
  const text = parts.join('').replaceAll('\u00a0', ' ');
  return withoutTrailingNewlines(text);
}

function withoutTrailingNewlines(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 10) end--;
  return text.slice(0, end);
}
