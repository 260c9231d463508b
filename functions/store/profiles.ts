/** Profiles and their uniqueness guards (username, e-mail; both case-insensitive, see guards.ts). */
import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from '#services/db';
import { TABLE_SCHEMA } from '#functions/schema/table';
import { defineEntity } from './entity';
import { StoreRefused } from './errors';
import { emailGuard, OWN_OR_ABSENT, usernameGuard, usernameSkeletonGuard } from './guards';
import { memberPartition } from './memberPartition';
import { memberCountIncrement } from './memberCount';
import { searchIndexItems } from './memberSearch';
import { treeRootPut } from './inviteTreeRoots';
import { emptyScoreItem, scoreItemWithVouch } from './scores';
import type { VouchPoints } from '#domain/scoring';
import { cancellationOf, writeTransaction, type NamedItems } from './transaction';
import { isConditionFailure, readItem, tableName, withContentionRetry } from './table';
import { normalizeEmail } from '#domain/email';
import { memberSearchWords } from '#domain/memberSearch';

/** What this entity's writes refuse (errors.ts StoreRefusals). */
declare module './errors' {
  interface StoreRefusals {
    username_taken: true;
    email_taken: true;
    profile_exists: true;
    profile_missing: true;
  }
}

const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  full_name: z.nullable(z.string()),
  /** Always lower case; unique through its guard item. */
  username: z.string(),
  /**
   * True while the username is one the system made up and the member has not
   * chosen; their own profile save clears it. Items written before the flag
   * existed lack it and read as chosen (docs/data-model.md, migration note).
   */
  username_generated: z.optional(z.boolean()),
  avatar_url: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  title_description: z.nullable(z.string()),
  linkedin_url: z.nullable(z.string()),
  is_super_admin: z.boolean(),
  /** KMS ciphertext, base64; never leaves the server. */
  birth_date_encrypted: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  country: z.nullable(z.string()),
  location_completed: z.boolean(),
  phone: z.nullable(z.string()),
  is_phone_verified: z.boolean(),
  join_intent: z.array(z.string()),
  vouch_seeker_type: z.array(z.string()),
  my_motivation: z.nullable(z.string()),
  terms_accepted_at: z.nullable(z.string()),
  /** Who invited the member (the inviter's id, from the invite redeemed at sign-up); absent for the first members. */
  invited_by: z.optional(z.string()),
  /** Beyond the spec: true once the member turned off the e-mail about a vouch received; absent reads as on. */
  vouch_emails_off: z.optional(z.boolean()),
  /** Set by the PostAuthentication trigger (login sync); absent until the first sign-in after it existed. */
  last_login_at: z.optional(z.nullable(z.string())),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set while a confirmed deletion waits out its grace (accountDeletions.ts): the profile is hidden. */
  deletion_pending_at: z.optional(z.string()),
  /** Set when the deletion was finalised: the profile is anonymised and hidden for good. */
  deleted_at: z.optional(z.string()),
  /** When a confirmed password reset ended every session (sessionsEnded.ts); tokens from sign-ins before it are refused. */
  sessions_ended_at: z.optional(z.string()),
});
export type ProfileRecord = z.infer<typeof profileSchema>;

/**
 * A profile sits in its member's partition, and on GSI5: every member, newest
 * first (the directory's default order). GSI5 projects `id`, `full_name` and
 * `deleted_at` only (schema/table.ts), so it takes a write only when one of
 * those changes: never at a sign-in.
 */
export const profileEntity = /* @__PURE__ */ defineEntity({
  name: 'profile',
  schema: profileSchema,
  key: ({ id }: { id: string }) => ({ PK: memberPartition(id), SK: 'PROFILE' }),
  indexes: {
    members: { index: TABLE_SCHEMA.gsi5, partition: (): string => 'MEMBERS', sort: (profile) => `${profile.created_at}#${profile.id}` },
  },
});

/** The member list (GSI5): its index and its one partition. */
export const membersIndex = { ...TABLE_SCHEMA.gsi5, partition: profileEntity.indexes.members.partition() } as const;

/** What names a member and when; every other field of a blank profile is empty. */
type ProfileIdentity = Pick<
  ProfileRecord,
  'id' | 'email' | 'email_verified' | 'full_name' | 'username' | 'username_generated' | 'is_super_admin' | 'created_at' | 'updated_at'
>;

/**
 * A profile with nothing personal filled in: what sign-up writes and what
 * deleting an account leaves, so a field added to the profile is emptied
 * in both.
 */
export function blankProfile(identity: ProfileIdentity): ProfileRecord {
  return {
    ...identity,
    avatar_url: null,
    bio: null,
    title_description: null,
    linkedin_url: null,
    birth_date_encrypted: null,
    city: null,
    state: null,
    country: null,
    location_completed: false,
    phone: null,
    is_phone_verified: false,
    join_intent: [],
    vouch_seeker_type: [],
    my_motivation: null,
    terms_accepted_at: null,
  };
}

export async function getProfile(userId: string): Promise<ProfileRecord | undefined> {
  return readItem(profileEntity.key({ id: userId }), profileEntity);
}

/** The member id that holds this e-mail (any case), if any. */
export async function profileIdByEmail(email: string): Promise<string | undefined> {
  return (await readItem(emailGuard.key({ email }), emailGuard, { consistent: true }))?.user_id;
}

export async function profileIdByUsername(username: string): Promise<string | undefined> {
  return (await readItem(usernameGuard.key({ username }), usernameGuard, { consistent: false }))?.user_id;
}

export async function getProfileByUsername(username: string): Promise<ProfileRecord | undefined> {
  const id = await profileIdByUsername(username);
  return id ? getProfile(id) : undefined;
}

/** Profiles by id, in no particular order; unknown ids are skipped. */
export async function getProfiles(userIds: readonly string[]): Promise<ProfileRecord[]> {
  const unique = [...new Set(userIds)];
  const found: ProfileRecord[] = [];
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName()]: { Keys: unique.slice(i, i + 100).map((id) => profileEntity.key({ id })) },
    };
    // BatchGet may return part of the keys unprocessed under load; ask again for those.
    for (let round = 0; request && Object.keys(request).length && round < 5; round++) {
      const out = await db().send(new BatchGetCommand({ RequestItems: request }));
      for (const item of out.Responses?.[tableName()] ?? []) found.push(profileEntity.decode(item));
      request = out.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

export interface NewMember {
  id: string;
  email: string;
  full_name: string | null;
  /** Candidate usernames, tried in order until one is free. */
  usernameCandidates: readonly string[];
  /** Did the system make the username up (the member has not chosen it yet)? Stored as username_generated. */
  usernameGenerated: boolean;
  is_super_admin?: boolean;
  email_verified?: boolean;
  /** The inviter, when the member joins through an invite; without one the member is a root of the invite tree. */
  invited_by?: string;
}

/** The names createMember gives its own transaction items; `extra` items must use others. */
const MEMBER_ITEMS = ['profile', 'usernameGuard', 'usernameSkeletonGuard', 'emailGuard', 'score', 'memberCount', 'treeRoot'] as const;

/**
 * Writes a new member in one transaction: profile, empty score, username
 * and e-mail guards, plus `extra` items (PostConfirmation passes the invite
 * redemption and the reservation delete, and the claim of an off-platform
 * vouch, whose points `options.receivedVouch` puts in the new score); a failed condition of any extra
 * item is the refusal 'invite_unavailable'. Either all of it is written or
 * nothing. Tries the username candidates in order on a username clash.
 */
export async function createMember(
  member: NewMember,
  extra: NamedItems,
  nowIso: string,
  options: { receivedVouch?: VouchPoints } = {},
): Promise<ProfileRecord> {
  const clash = MEMBER_ITEMS.find((name) => name in extra) ?? Object.keys(extra).find((name) => name.startsWith('search'));
  if (clash) throw new Error(`createMember: an extra transaction item is named ${clash}, which is one of its own`);
  const email = normalizeEmail(member.email);
  for (const candidate of member.usernameCandidates) {
    const username = candidate.toLowerCase();
    const profile: ProfileRecord = {
      ...blankProfile({
        id: member.id,
        email,
        email_verified: member.email_verified ?? true,
        full_name: member.full_name,
        username,
        username_generated: member.usernameGenerated,
        is_super_admin: member.is_super_admin ?? false,
        created_at: nowIso,
        updated_at: nowIso,
      }),
      ...(member.invited_by ? { invited_by: member.invited_by } : {}),
    };
    const isNew = 'attribute_not_exists(PK)';
    const items: NamedItems = {
      profile: { Put: { TableName: tableName(), Item: profileEntity.item(profile), ConditionExpression: isNew } },
      usernameGuard: { Put: { TableName: tableName(), Item: usernameGuard.item({ user_id: member.id }, { username }), ConditionExpression: isNew } },
      usernameSkeletonGuard: {
        Put: { TableName: tableName(), Item: usernameSkeletonGuard.item({ user_id: member.id }, { username }), ConditionExpression: isNew },
      },
      emailGuard: { Put: { TableName: tableName(), Item: emailGuard.item({ user_id: member.id }, { email }), ConditionExpression: isNew } },
      // A vouch claimed at sign-up (pendingVouches.ts) is counted in the score from its first write.
      score: {
        Put: {
          TableName: tableName(),
          Item: options.receivedVouch ? scoreItemWithVouch(member.id, options.receivedVouch) : emptyScoreItem(member.id),
          ConditionExpression: isNew,
        },
      },
      ...(member.invited_by ? {} : { treeRoot: treeRootPut(member.id, nowIso) }),
      ...searchIndexItems(member.id, [], memberSearchWords(profile)),
      ...extra,
    };
    try {
      // The count's shard is drawn per attempt: a retry after a conflict on it moves another (store/shardedCounter.ts).
      await withContentionRetry(() => writeTransaction({ ...items, memberCount: memberCountIncrement() }));
      return profile;
    } catch (error) {
      const cancelled = cancellationOf(error);
      if (!cancelled) throw error;
      if (cancelled.conditionFailed('profile')) throw new StoreRefused('profile_exists');
      if (cancelled.conditionFailed('emailGuard')) throw new StoreRefused('email_taken');
      if (cancelled.conditionFailed('usernameGuard') || cancelled.conditionFailed('usernameSkeletonGuard')) continue; // username (or a look-alike) taken: next candidate
      if (cancelled.anyConditionFailed(Object.keys(extra))) throw new StoreRefused('invite_unavailable');
      throw error;
    }
  }
  throw new StoreRefused('username_taken');
}

/** Fields a member edits through the API; the e-mail and the admin flag are not among them. */
export type ProfileChanges = Partial<
  Pick<
    ProfileRecord,
    | 'full_name'
    | 'bio'
    | 'title_description'
    | 'linkedin_url'
    | 'birth_date_encrypted'
    | 'city'
    | 'state'
    | 'country'
    | 'location_completed'
    | 'phone'
    | 'is_phone_verified'
    | 'join_intent'
    | 'vouch_seeker_type'
    | 'my_motivation'
    | 'terms_accepted_at'
    | 'username_generated'
    | 'vouch_emails_off'
  >
>;

function updateParts(changes: Record<string, unknown>) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  Object.entries(changes).forEach(([field, value], i) => {
    if (value === undefined) return;
    names[`#f${i}`] = field;
    values[`:v${i}`] = value;
    sets.push(`#f${i} = :v${i}`);
  });
  return { names, values, set: `SET ${sets.join(', ')}` };
}

/** Do these changes touch what the search index holds (name, bio; the username moves in updateProfileWithUsername)? */
const touchesSearch = (changes: ProfileChanges) => changes.full_name !== undefined || changes.bio !== undefined;

const definedChanges = (changes: Record<string, unknown>) => Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));

/**
 * Updates the member's own profile; refuses (profile_missing) when there is
 * none, without creating one. A change of name or bio moves the member's
 * words in the search index in the same transaction, conditioned on the
 * profile being the one read (its updated_at), so the words removed are
 * exactly the ones stored; a profile that moved on meanwhile is read again.
 */
export async function updateProfile(userId: string, changes: ProfileChanges, nowIso: string): Promise<ProfileRecord> {
  if (touchesSearch(changes)) return updateProfileAndSearch(userId, changes, nowIso);
  const parts = updateParts({ ...changes, updated_at: nowIso });
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileEntity.key({ id: userId }),
        UpdateExpression: parts.set,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: parts.names,
        ExpressionAttributeValues: parts.values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return profileEntity.decode(out.Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) throw new StoreRefused('profile_missing');
    throw error;
  }
}

/** The profile changed between our read and our write: read it again and retry from there. */
class ProfileMovedOn extends Error {
  constructor() {
    super('profile moved on');
    this.name = 'ProfileMovedOn';
  }
}

/** The condition that the profile is still the one read (updated_at moves with every write). */
const unchangedSince = (read: ProfileRecord) => ({
  ConditionExpression: 'attribute_exists(PK) AND #readAt = :readAt',
  ExpressionAttributeNames: { '#readAt': 'updated_at' },
  ExpressionAttributeValues: { ':readAt': read.updated_at },
});

async function updateProfileAndSearch(userId: string, changes: ProfileChanges, nowIso: string): Promise<ProfileRecord> {
  return withContentionRetry(
    async () => {
      const current = await getProfile(userId);
      if (!current) throw new StoreRefused('profile_missing');
      const next: ProfileRecord = { ...current, ...definedChanges(changes), updated_at: nowIso };
      const parts = updateParts({ ...changes, updated_at: nowIso });
      const condition = unchangedSince(current);
      try {
        await writeTransaction({
          profile: {
            Update: {
              TableName: tableName(),
              Key: profileEntity.key({ id: userId }),
              UpdateExpression: parts.set,
              ConditionExpression: condition.ConditionExpression,
              ExpressionAttributeNames: { ...parts.names, ...condition.ExpressionAttributeNames },
              ExpressionAttributeValues: { ...parts.values, ...condition.ExpressionAttributeValues },
            },
          },
          ...searchIndexItems(userId, memberSearchWords(current), memberSearchWords(next)),
        });
      } catch (error) {
        if (cancellationOf(error)?.conditionFailed('profile')) throw new ProfileMovedOn();
        throw error;
      }
      return next;
    },
    (error) => error instanceof ProfileMovedOn,
    USERNAME_MOVE_ATTEMPTS,
    PROFILE_MOVED_MAX_DELAY_MS,
  );
}

/**
 * Each retry happens only because another of the member's own username
 * moves landed in between, so a burst of n edits needs at most n - 1.
 */
const USERNAME_MOVE_ATTEMPTS = 50;
/**
 * Such a retry waits for no throttle, only for a moment to read again: with
 * the table's second-long backoff, the last of 50 edits at once waited
 * about 25 s and outlived the function's 30 s on a busy machine (a 500).
 */
const PROFILE_MOVED_MAX_DELAY_MS = 50;

function usernameMoveItems(current: ProfileRecord, next: string, changes: ProfileChanges, nowIso: string): NamedItems {
  // The member's own save: from now on the username is theirs (a stored fact, see isGeneratedUsername).
  const parts = updateParts({ ...changes, username: next, username_generated: false, updated_at: nowIso });
  const after: ProfileRecord = { ...current, ...definedChanges(changes), username: next };
  const condition = unchangedSince(current);
  const me = { ':me': current.id };
  const newSkeleton = usernameSkeletonGuard.key({ username: next });
  const oldSkeleton = usernameSkeletonGuard.key({ username: current.username });
  // One transaction may not touch an item twice: a move between look-alikes of one's own keeps the skeleton guard.
  const skeletonMoves = newSkeleton.PK !== oldSkeleton.PK;
  return {
    profile: {
      Update: {
        TableName: tableName(),
        Key: profileEntity.key({ id: current.id }),
        UpdateExpression: parts.set,
        // The profile read a moment ago (its username, and the words the index holds for it) must still be the
        // member's: two edits at once cannot both move the name, nor leave stale words behind.
        ConditionExpression: `${condition.ConditionExpression} AND #old = :old`,
        ExpressionAttributeNames: { ...parts.names, ...condition.ExpressionAttributeNames, '#old': 'username' },
        ExpressionAttributeValues: { ...parts.values, ...condition.ExpressionAttributeValues, ':old': current.username },
      },
    },
    ...searchIndexItems(current.id, memberSearchWords(current), memberSearchWords(after)),
    newGuard: {
      Put: {
        TableName: tableName(),
        Item: usernameGuard.item({ user_id: current.id }, { username: next }),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    oldGuard: {
      Delete: {
        TableName: tableName(),
        Key: usernameGuard.key({ username: current.username }),
        ConditionExpression: 'user_id = :me',
        ExpressionAttributeValues: me,
      },
    },
    // Own or absent: members from before the skeleton guards have none to move.
    newSkeletonGuard: {
      Put: {
        TableName: tableName(),
        Item: usernameSkeletonGuard.item({ user_id: current.id }, { username: next }),
        ConditionExpression: OWN_OR_ABSENT,
        ExpressionAttributeValues: me,
      },
    },
    ...(skeletonMoves
      ? {
          oldSkeletonGuard: {
            Delete: { TableName: tableName(), Key: oldSkeleton, ConditionExpression: OWN_OR_ABSENT, ExpressionAttributeValues: me },
          },
        }
      : {}),
  };
}

/**
 * Profile edit that may change the username: moves the username guard in
 * the same transaction, conditioned on the username read, so two members
 * can never end up with one name; 'username_taken' means another member
 * holds it.
 *
 * Why this one keeps a retry (the score does not): the move deletes the old
 * guard, whose key IS the current username, and a transaction cannot take
 * a key from another item's value, so the write must name the username it
 * read. When the member's own profile moved on since `current` was read
 * (their own second request: a double submit, or two tabs), the old guard's
 * key is stale; the edit is then read again and retried from what is
 * stored now, so it is last-writer-wins like any other field instead of a
 * refusal. Other members can never cause a retry: a clash on the new name
 * is a definite refusal.
 */
export async function updateProfileWithUsername(
  current: ProfileRecord,
  username: string,
  changes: ProfileChanges,
  nowIso: string,
): Promise<ProfileRecord> {
  const next = username.toLowerCase();
  let seen = current;
  return withContentionRetry(
    async () => {
      if (next === seen.username) return updateProfile(seen.id, { ...changes, username_generated: false }, nowIso);
      try {
        await writeTransaction(usernameMoveItems(seen, next, changes, nowIso));
      } catch (error) {
        const cancelled = cancellationOf<'profile' | 'newGuard' | 'oldGuard' | 'newSkeletonGuard'>(error);
        if (!cancelled?.anyConditionFailed(['profile', 'newGuard', 'oldGuard', 'newSkeletonGuard'])) throw error;
        const fresh = await getProfile(seen.id);
        if (!fresh) throw new StoreRefused('profile_missing');
        if (fresh.username === seen.username && fresh.updated_at === seen.updated_at) {
          if (cancelled.conditionFailed('newGuard') || cancelled.conditionFailed('newSkeletonGuard')) throw new StoreRefused('username_taken');
          throw error;
        }
        seen = fresh;
        throw new ProfileMovedOn();
      }
      const updated = await getProfile(seen.id);
      if (!updated) throw new StoreRefused('profile_missing');
      return updated;
    },
    (error) => error instanceof ProfileMovedOn,
    USERNAME_MOVE_ATTEMPTS,
    PROFILE_MOVED_MAX_DELAY_MS,
  );
}

/**
 * Points the member's avatar_url at a new avatar and says which one it
 * replaced, so the caller deletes exactly that object. The write is
 * conditioned on the profile read (its updated_at) and on it not being
 * deleted; a profile that moved on meanwhile (another save of the member's)
 * is read again, so two avatar saves at once each report the one they
 * replaced. 'profile_missing' when there is no live profile.
 */
export async function replaceAvatarUrl(userId: string, url: string, nowIso: string): Promise<{ profile: ProfileRecord; previous: string | null }> {
  return withContentionRetry(
    async () => {
      const current = await getProfile(userId);
      if (!current || current.deleted_at) throw new StoreRefused('profile_missing');
      const condition = unchangedSince(current);
      try {
        const out = await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: profileEntity.key({ id: userId }),
            UpdateExpression: 'SET avatar_url = :url, updated_at = :now',
            ConditionExpression: `${condition.ConditionExpression} AND attribute_not_exists(deleted_at)`,
            ExpressionAttributeNames: condition.ExpressionAttributeNames,
            ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':url': url, ':now': nowIso },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return { profile: profileEntity.decode(out.Attributes ?? {}), previous: current.avatar_url };
      } catch (error) {
        if (isConditionFailure(error)) throw new ProfileMovedOn();
        throw error;
      }
    },
    (error) => error instanceof ProfileMovedOn,
    USERNAME_MOVE_ATTEMPTS,
    PROFILE_MOVED_MAX_DELAY_MS,
  );
}
