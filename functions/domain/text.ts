/** Plain-text helpers shared by the sanitizer and the message counter. */
import { Tokenizer, type TokenizerCallbacks } from './htmlparser2';

const ignore = () => undefined;
/** Every tokenizer event, ignored: each reader below listens only to the ones it needs. */
const SILENT: TokenizerCallbacks = {
  ontext: ignore,
  ontextentity: ignore,
  onopentagname: ignore,
  onopentagend: ignore,
  onselfclosingtag: ignore,
  onclosetag: ignore,
  onattribdata: ignore,
  onattribentity: ignore,
  onattribend: ignore,
  onattribname: ignore,
  oncdata: ignore,
  oncomment: ignore,
  ondeclaration: ignore,
  onend: ignore,
  onprocessinginstruction: ignore,
};

/** One pass of htmlparser2's tokenizer over the markup, calling the given listeners. */
function tokenize(html: string, decodeEntities: boolean, listeners: Partial<TokenizerCallbacks>): void {
  const tokenizer = new Tokenizer({ decodeEntities }, { ...SILENT, ...listeners });
  tokenizer.write(html);
  tokenizer.end();
}

/** Tags whose end the reader sees as a line break (besides <br>, which is one). */
const BLOCK_TAGS = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * The visible text of an HTML fragment: tags dropped, entities decoded,
 * block ends and <br> as line breaks, trailing line breaks dropped. Counts
 * what the reader sees.
 *
 * It reads the markup with htmlparser2's tokenizer (the parser sanitize-html
 * uses) in one pass, so no input costs more than linear time: unlike the
 * regular expressions this replaced, and unlike htmlparser2's Parser, whose
 * stack of open elements makes deeply nested markup quadratic (thousands of
 * unclosed <ul><li> took tens of milliseconds). No tree is needed here, only
 * the tags and the text, in order.
 */
export function visibleText(html: string): string {
  const parts: string[] = [];
  const tagName = (start: number, end: number) => html.slice(start, end).toLowerCase();
  tokenize(html, true, {
    ontext: (start, end) => parts.push(html.slice(start, end)),
    ontextentity: (codepoint) => parts.push(String.fromCodePoint(codepoint)),
    onopentagname: (start, end) => {
      if (tagName(start, end) === 'br') parts.push('\n');
    },
    onclosetag: (start, end) => {
      const name = tagName(start, end);
      // Browsers read </br> as <br>.
      if (name === 'br' || BLOCK_TAGS.has(name)) parts.push('\n');
    },
  });
  // &nbsp; reads as a space (the editor writes runs of spaces with it).
  return withoutTrailingNewlines(parts.join('').replaceAll('\u00a0', ' '));
}

function withoutTrailingNewlines(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 10) end--;
  return text.slice(0, end);
}

/** Elements that never hold others, so never deepen the nesting. */
const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * How deep the markup nests: open elements not yet closed, at most. Read in
 * one pass by the tokenizer. The sanitizer's parser keeps a stack of open
 * elements that costs time per element and per depth, so deeply nested
 * markup (which no editor writes) is refused before it gets there.
 */
export function markupDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  let opening = '';
  tokenize(html, false, {
    onopentagname: (start, end) => {
      opening = html.slice(start, end).toLowerCase();
    },
    onopentagend: () => {
      if (VOID_TAGS.has(opening)) return;
      depth++;
      if (depth > deepest) deepest = depth;
    },
    onclosetag: () => {
      if (depth > 0) depth--;
    },
  });
  return deepest;
}
