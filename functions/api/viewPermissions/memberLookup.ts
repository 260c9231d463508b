/**
 * Finding members to grant view access to (spec: search by full name,
 * username or e-mail). Exact matches first: an e-mail (any case) through the
 * e-mail guard and a username (any case, an optional leading @) through the
 * username guard, each a GetItem. Then names, usernames and bios by the start
 * of any word, from the directory's word-prefix index (store/memberSearch.ts):
 * one Query of at most a page, never a Scan.
 */
import { isEmailShape } from '#domain/email';
import { leadingToken, listingWord, matchesAllTokens, memberSearchWords, searchTokens } from '#domain/memberSearch';
import { EMAIL_MAX, USERNAME_PATTERN } from '#domain/validation';
import { searchWordPage } from '#store/memberSearch';
import { getProfiles, profileIdByEmail, profileIdByUsername } from '#store/profiles';

/** Index items read per search: a few more than asked, since a multi-word term drops members matching only its first word. */
const WORD_HITS_READ = 30;

/** Members whose name, username or bio has words starting with every word of `term`, in index order. */
async function idsByWordPrefix(term: string): Promise<string[]> {
  const tokens = searchTokens(term);
  const token = leadingToken(tokens);
  if (!token) return [];
  const { hits } = await searchWordPage(token, WORD_HITS_READ, undefined);
  const profiles = new Map((await getProfiles(hits.map((h) => h.userId))).map((p) => [p.id, p]));
  return hits.flatMap((hit) => {
    const profile = profiles.get(hit.userId);
    if (!profile) return [];
    const words = memberSearchWords(profile);
    // Each member once: at the item of the word their listing is filed under.
    return listingWord(words, token) === hit.word && matchesAllTokens(words, tokens) ? [hit.userId] : [];
  });
}

/** Ids of the members a search term names, best match first, without duplicates; at most `limit`. */
export async function findMemberIds(term: string, limit: number): Promise<string[]> {
  const trimmed = term.trim();
  if (!trimmed || trimmed.length > EMAIL_MAX) return [];
  const username = trimmed.replace(/^@/, '').toLowerCase();
  const email = isEmailShape(trimmed);
  const [byEmail, byUsername, byWords] = await Promise.all([
    email ? profileIdByEmail(trimmed) : undefined,
    USERNAME_PATTERN.test(username) ? profileIdByUsername(username) : undefined,
    // An e-mail is matched whole, never by its words.
    email ? [] : idsByWordPrefix(trimmed),
  ]);
  return [...new Set([byEmail, byUsername, ...byWords].filter((id): id is string => !!id))].slice(0, limit);
}
