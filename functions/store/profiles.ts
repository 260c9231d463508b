/** Profiles and their uniqueness guards (username, e-mail; both case-insensitive). */
import { BatchGetCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { emptyUserScore } from '../domain/scoring';
import { db } from '../services/db';
import { StoreRefused } from './errors';
import { withoutKeys, type ProfileRecord } from './items';
import { keys } from './keys';
import { cancellationCodes, isConditionFailure, tableName, transactWrite, withContentionRetry, type TransactItems } from './table';

export async function getProfile(userId: string): Promise<ProfileRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.profile(userId), ConsistentRead: true }));
  return out.Item ? withoutKeys<ProfileRecord>(out.Item) : undefined;
}

/** The member id that holds this e-mail (any case), if any. */
export async function profileIdByEmail(email: string): Promise<string | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.emailGuard(email), ConsistentRead: true }));
  return out.Item?.user_id as string | undefined;
}

export async function profileIdByUsername(username: string): Promise<string | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.usernameGuard(username) }));
  return out.Item?.user_id as string | undefined;
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
      [tableName()]: { Keys: unique.slice(i, i + 100).map((id) => keys.profile(id)) },
    };
    // BatchGet may return part of the keys unprocessed under load; ask again for those.
    for (let round = 0; request && Object.keys(request).length && round < 5; round++) {
      const out = await db().send(new BatchGetCommand({ RequestItems: request }));
      for (const item of out.Responses?.[tableName()] ?? []) found.push(withoutKeys<ProfileRecord>(item));
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
}

/**
 * Writes a new member in one transaction: profile, empty score, username
 * and e-mail guards, plus `extra` items (PostConfirmation passes the invite
 * redemption and the reservation delete). Either all of it is written or
 * nothing. Tries the username candidates in order on a username clash.
 */
export async function createMember(member: NewMember, extra: TransactItems, nowIso: string): Promise<ProfileRecord> {
  const email = member.email.trim().toLowerCase();
  for (const candidate of member.usernameCandidates) {
    const username = candidate.toLowerCase();
    const profile: ProfileRecord = {
      id: member.id,
      email,
      email_verified: member.email_verified ?? true,
      full_name: member.full_name,
      username,
      username_generated: member.usernameGenerated,
      avatar_url: null,
      bio: null,
      title_description: null,
      linkedin_url: null,
      is_super_admin: member.is_super_admin ?? false,
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
      created_at: nowIso,
      updated_at: nowIso,
    };
    const items: TransactItems = [
      { Put: { TableName: tableName(), Item: { ...keys.profile(member.id), ...profile }, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { TableName: tableName(), Item: { ...keys.usernameGuard(username), user_id: member.id }, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { TableName: tableName(), Item: { ...keys.emailGuard(email), user_id: member.id }, ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.score(member.id), user_id: member.id, ...emptyUserScore(), version: 0 },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...extra,
    ];
    try {
      await withContentionRetry(() => transactWrite(items));
      return profile;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      if (codes[0] === 'ConditionalCheckFailed') throw new StoreRefused('profile_exists');
      if (codes[2] === 'ConditionalCheckFailed') throw new StoreRefused('email_taken');
      if (codes[1] === 'ConditionalCheckFailed') continue; // username taken: next candidate
      if (codes.slice(4).includes('ConditionalCheckFailed')) throw new StoreRefused('invite_unavailable');
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

/** Updates the member's own profile; refuses (profile_missing) when there is none, without creating one. */
export async function updateProfile(userId: string, changes: ProfileChanges, nowIso: string): Promise<ProfileRecord> {
  const parts = updateParts({ ...changes, updated_at: nowIso });
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(userId),
        UpdateExpression: parts.set,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: parts.names,
        ExpressionAttributeValues: parts.values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return withoutKeys<ProfileRecord>(out.Attributes ?? {});
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

/** Enough attempts for a burst of one member's own simultaneous edits to all land. */
const USERNAME_MOVE_ATTEMPTS = 40;

function usernameMoveItems(current: ProfileRecord, next: string, changes: ProfileChanges, nowIso: string): TransactItems {
  // The member's own save: from now on the username is theirs (a stored fact, see isGeneratedUsername).
  const parts = updateParts({ ...changes, username: next, username_generated: false, updated_at: nowIso });
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.profile(current.id),
        UpdateExpression: parts.set,
        // The username read a moment ago must still be the member's: two edits at once cannot both move it.
        ConditionExpression: 'attribute_exists(PK) AND #old = :old',
        ExpressionAttributeNames: { ...parts.names, '#old': 'username' },
        ExpressionAttributeValues: { ...parts.values, ':old': current.username },
      },
    },
    { Put: { TableName: tableName(), Item: { ...keys.usernameGuard(next), user_id: current.id }, ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Delete: {
        TableName: tableName(),
        Key: keys.usernameGuard(current.username),
        ConditionExpression: 'user_id = :me',
        ExpressionAttributeValues: { ':me': current.id },
      },
    },
  ];
}

/**
 * Profile edit that may change the username: moves the username guard in
 * the same transaction, so two members can never end up with one name.
 * When the member's own profile moved on since `current` was read (most
 * often their own second request: a double submit), the edit is retried
 * from what is stored now, so it is last-writer-wins like any other field
 * instead of a refusal; 'username_taken' means another member holds it.
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
        await transactWrite(usernameMoveItems(seen, next, changes, nowIso));
      } catch (error) {
        const codes = cancellationCodes(error);
        if (!codes?.includes('ConditionalCheckFailed')) throw error;
        const fresh = await getProfile(seen.id);
        if (!fresh) throw new StoreRefused('profile_missing');
        if (fresh.username === seen.username) {
          if (codes[1] === 'ConditionalCheckFailed') throw new StoreRefused('username_taken');
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
  );
}
