/**
 * Uniqueness guards: one item per username and per e-mail, keyed by the
 * lower-cased value and holding the member's id. Written with
 * attribute_not_exists(PK) in the same transaction as the profile (or the
 * username move), they make both unique ignoring case.
 */
import * as z from 'zod/mini';
import { defineEntity } from './entity';
import { confusableSkeleton } from '#domain/confusables';
import { normalizeEmail } from '#domain/email';

/** What every guard holds: the member whose name or address it is. */
const guardSchema = z.object({ user_id: z.string() });

/** Usernames are stored lower case already (profiles.ts); the guard compares them the same way. */
export const usernameGuard = /* @__PURE__ */ defineEntity({
  name: 'username guard',
  schema: guardSchema,
  key: ({ username }: { username: string }) => ({ PK: `USERNAME#${username.trim().toLowerCase()}`, SK: 'USERNAME' }),
});

/**
 * A second guard per username, keyed by its confusable skeleton (TR39): "rnaya" and "maya", or "0mar" and
 * "omar", name one item, so two members never hold look-alike usernames. Written in the same transaction as
 * the exact guard. Members from before it have none until their next username change.
 */
export const usernameSkeletonGuard = /* @__PURE__ */ defineEntity({
  name: 'username look-alike guard',
  schema: guardSchema,
  key: ({ username }: { username: string }) => ({ PK: `USERNAME_SKELETON#${confusableSkeleton(username.trim())}`, SK: 'USERNAME_SKELETON' }),
});

/** Put or Delete conditions for a skeleton guard: absent, or the member's own. */
export const OWN_OR_ABSENT = 'attribute_not_exists(PK) OR user_id = :me';

export const emailGuard = /* @__PURE__ */ defineEntity({
  name: 'e-mail guard',
  schema: guardSchema,
  key: ({ email }: { email: string }) => ({ PK: `EMAIL#${normalizeEmail(email)}`, SK: 'EMAIL' }),
});
