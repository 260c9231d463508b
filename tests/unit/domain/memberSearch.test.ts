import { describe, expect, it } from 'vitest';
import {
  SEARCH_TOKENS_MAX,
  SEARCH_WORDS_PER_MEMBER,
  SEARCH_WORD_MAX,
  leadingToken,
  listingWord,
  matchesAllTokens,
  memberSearchWords,
  searchTokens,
  searchWordChanges,
  searchWords,
} from '#domain/memberSearch';

describe('searchWords', () => {
  it('lower-cases, drops accents and splits at anything not a letter or digit', () => {
    expect(searchWords('José  O\u2019Brien-Smith, jr. 2nd')).toEqual(['jose', 'o', 'brien', 'smith', 'jr', '2nd']);
  });
  it('splits usernames at their punctuation', () => {
    expect(searchWords('jane_doe.99')).toEqual(['jane', 'doe', '99']);
  });
  it('keeps letters of other scripts', () => {
    expect(searchWords('Zoë Müller 山田')).toEqual(['zoe', 'muller', '山田']);
  });
  it('gives nothing for null, empty or separators only', () => {
    expect(searchWords(null)).toEqual([]);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(' -_. ')).toEqual([]);
  });
  it(`cuts a word at ${SEARCH_WORD_MAX} characters`, () => {
    expect(searchWords('a'.repeat(100))).toEqual(['a'.repeat(SEARCH_WORD_MAX)]);
  });
});

describe('memberSearchWords', () => {
  it('indexes distinct words of name, username and bio, name first', () => {
    expect(memberSearchWords({ full_name: 'Ann Lee', username: 'ann_lee', bio: 'Nurse. Ann likes tea' })).toEqual([
      'ann',
      'lee',
      'nurse',
      'likes',
      'tea',
    ]);
  });
  it(`keeps at most ${SEARCH_WORDS_PER_MEMBER} words, name and username always among them`, () => {
    const bio = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    const words = memberSearchWords({ full_name: 'Zed Quinn', username: 'zq', bio });
    expect(words).toHaveLength(SEARCH_WORDS_PER_MEMBER);
    expect(words.slice(0, 3)).toEqual(['zed', 'quinn', 'zq']);
  });
});

describe('searchTokens and matching', () => {
  it('tokenizes the query like the profile, distinct, at most a few tokens', () => {
    expect(searchTokens('  Jane  jane D.')).toEqual(['jane', 'd']);
    expect(searchTokens('a b c d e f g h')).toHaveLength(SEARCH_TOKENS_MAX);
    expect(searchTokens(' ,. ')).toEqual([]);
  });
  it('matches the start of any word, never the inside of one', () => {
    const words = memberSearchWords({ full_name: 'Maria Johnson', username: 'mj', bio: 'Teacher in Boston' });
    expect(matchesAllTokens(words, ['jo'])).toBe(true);
    expect(matchesAllTokens(words, ['bos', 'mar'])).toBe(true);
    expect(matchesAllTokens(words, ['ohn'])).toBe(false);
    expect(matchesAllTokens(words, ['maria', 'x'])).toBe(false);
  });
  it('reads the index by the longest token', () => {
    expect(leadingToken(['jo', 'smith', 'a'])).toBe('smith');
    expect(leadingToken(['ab', 'cd'])).toBe('ab');
    expect(leadingToken([])).toBeUndefined();
  });
  it('lists a member once, under the smallest word the token starts', () => {
    expect(listingWord(['jones', 'jo', 'john'], 'jo')).toBe('jo');
    expect(listingWord(['jones', 'john'], 'jo')).toBe('john');
    expect(listingWord(['ann'], 'jo')).toBeUndefined();
  });
  it('says which words leave and join the index', () => {
    expect(searchWordChanges(['ann', 'lee', 'tea'], ['ann', 'li', 'tea', 'x'])).toEqual({ removed: ['lee'], added: ['li', 'x'] });
  });
});
