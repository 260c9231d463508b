/**
 * Uniqueness guards: one item per username and per e-mail, keyed by the
 * lower-cased value and holding the member's id. Written with
 * attribute_not_exists(PK) in the same transaction as the profile (or the
 * username move), they make both unique ignoring case.
 */
import * as z from 'zod/mini';
import { codec } from './codec';
import { readItem, type Key } from './table';
import { confusableSkeleton } from '#domain/confusables';
import { normalizeEmail } from '#domain/email';

/** Usernames are stored lower case already (profiles.ts); the guard compares them the same way. */
export const usernameGuardKey = (username: string): Key => ({ PK: `USERNAME#${username.trim().toLowerCase()}`, SK: 'USERNAME' });
/**
 * A second guard per username, keyed by its confusable skeleton (TR39): "rnaya" and "maya", or "0mar" and
 * "omar", name one item, so two members never hold look-alike usernames. Written in the same transaction as
 * the exact guard. Members from before it have none until their next username change.
 */
export const usernameSkeletonGuardKey = (username: string): Key => ({
  PK: `USERNAME_SKELETON#${confusableSkeleton(username.trim())}`,
  SK: 'USERNAME_SKELETON',
});
/** Put or Delete conditions for a skeleton guard: absent, or the member's own. */
export const OWN_OR_ABSENT = 'attribute_not_exists(PK) OR user_id = :me';
export const emailGuardKey = (email: string): Key => ({ PK: `EMAIL#${normalizeEmail(email)}`, SK: 'EMAIL' });

const guardCodec = codec('uniqueness guard', z.object({ user_id: z.string() }));

export function guardItem(key: Key, userId: string): Record<string, unknown> {
  return { ...key, user_id: userId };
}

/** The member id a guard names, if it exists. A username lookup by a visitor may be a moment stale; sign-up checks are not. */
export async function guardHolder(key: Key, options: { consistent: boolean }): Promise<string | undefined> {
  return (await readItem(key, guardCodec, options))?.user_id;
}
