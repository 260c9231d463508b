/**
 * Member search (spec vouching-and-reputation §5 'Search': name, username or
 * bio, case-insensitive). Deliberately a match on the START OF ANY WORD, not
 * anywhere inside one (docs/decisions.md "Directory search: word prefix"):
 * it is what people type, and it can be answered from an index of words
 * whose cost does not grow with the number of members.
 *
 * The same tokenizer cuts a profile into the words that are indexed and a
 * query into the tokens that are looked up, so they always agree.
 */

/** The longest word kept (longer ones are cut): a key of the index, so bounded. */
export const SEARCH_WORD_MAX = 30;
/**
 * At most this many distinct words of one member are indexed: name and
 * username first, then the bio in order. It bounds the index items a
 * profile edit rewrites (40 removed + 40 added fit one transaction).
 */
export const SEARCH_WORDS_PER_MEMBER = 40;
/** A query uses at most this many tokens (the rest are ignored). */
export const SEARCH_TOKENS_MAX = 5;
/** The longest search text accepted. */
export const SEARCH_QUERY_MAX = 100;
/** At this many distinct search terms a member is flagged (spec §5 'Search'). */
export const SEARCH_TERMS_FLAG_AT = 30;

const SEPARATORS = /[^\p{L}\p{N}]+/u;
const MARKS = /\p{M}/gu;

/** Lower case, accents removed, split at anything that is not a letter or digit; empty pieces dropped. */
export function searchWords(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .split(SEPARATORS)
    .filter((word) => word.length > 0)
    .map((word) => Array.from(word).slice(0, SEARCH_WORD_MAX).join(''));
}

/** The distinct words of a member that the index holds, name and username first (at most SEARCH_WORDS_PER_MEMBER). */
export function memberSearchWords(member: { full_name: string | null; username: string | null; bio: string | null }): string[] {
  const words = new Set<string>();
  for (const text of [member.full_name, member.username, member.bio]) {
    for (const word of searchWords(text)) {
      if (words.size >= SEARCH_WORDS_PER_MEMBER) return [...words];
      words.add(word);
    }
  }
  return [...words];
}

/** The distinct tokens of a search text, at most SEARCH_TOKENS_MAX; none for a blank text. */
export function searchTokens(query: string): string[] {
  return [...new Set(searchWords(query.slice(0, SEARCH_QUERY_MAX)))].slice(0, SEARCH_TOKENS_MAX);
}

/** The token the index is read by: the longest (fewest matches), the first of equals. */
export function leadingToken(tokens: readonly string[]): string | undefined {
  return tokens.reduce<string | undefined>((best, token) => (best === undefined || token.length > best.length ? token : best), undefined);
}

/** Does every token start some word? */
export function matchesAllTokens(words: readonly string[], tokens: readonly string[]): boolean {
  return tokens.every((token) => words.some((word) => word.startsWith(token)));
}

/**
 * The one word under which a member is listed for `token`: the smallest of
 * their words it starts (the index is read in word order, so a member whose
 * several words match is listed once, at the first).
 */
export function listingWord(words: readonly string[], token: string): string | undefined {
  let first: string | undefined;
  for (const word of words) if (word.startsWith(token) && (first === undefined || word < first)) first = word;
  return first;
}

/** The words that leave and join the index when a member's words change from `before` to `after`. */
export function searchWordChanges(before: readonly string[], after: readonly string[]): { removed: string[]; added: string[] } {
  const old = new Set(before);
  const next = new Set(after);
  return { removed: [...old].filter((w) => !next.has(w)), added: [...next].filter((w) => !old.has(w)) };
}
