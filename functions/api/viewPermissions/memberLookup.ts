/**
 * Finding members to grant view access to (spec: search by full name,
 * username or e-mail). Today it answers exact matches only: an e-mail (any
 * case) through the e-mail guard and a username (any case, an optional
 * leading @) through the username guard, each a GetItem. Names and username
 * prefixes need the word-prefix index the directory search is building
 * (issue 8 §5); when it lands, its lookup is added here and the route and
 * the web stay as they are. There is deliberately no second index and no Scan.
 */
import { isEmailShape } from '#domain/email';
import { EMAIL_MAX, USERNAME_PATTERN } from '#domain/validation';
import { profileIdByEmail, profileIdByUsername } from '#store/profiles';

/** Ids of the members a search term names, best match first, without duplicates; at most `limit`. */
export async function findMemberIds(term: string, limit: number): Promise<string[]> {
  const trimmed = term.trim();
  if (!trimmed || trimmed.length > EMAIL_MAX) return [];
  const username = trimmed.replace(/^@/, '').toLowerCase();
  const [byEmail, byUsername] = await Promise.all([
    isEmailShape(trimmed) ? profileIdByEmail(trimmed) : undefined,
    USERNAME_PATTERN.test(username) ? profileIdByUsername(username) : undefined,
  ]);
  return [...new Set([byEmail, byUsername].filter((id): id is string => !!id))].slice(0, limit);
}
