/**
 * Account deletion (issue 10 §7): the member's one pending request, the
 * token its e-mail link carries, and the audit record of a finalised
 * deletion.
 *
 *  - request `USER#<id>`/`DELETION_REQUEST`: the hash of the current token,
 *    requested_at, state `requested` → `confirmed` (with confirmed_at,
 *    delete_at and the execution's name). One per member, so "at most one
 *    pending deletion" is the key itself; a new request overwrites the old
 *    one only on condition (not confirmed, not under 5 minutes old).
 *  - token `DELETION_TOKEN#<sha-256 of the token>`/`DELETION_TOKEN`: which
 *    member a link names. The token itself is never stored. A token is good
 *    only while the member's request still holds its hash, so a replaced,
 *    cancelled or finalised request's link is dead however old it is.
 *  - audit `ACCOUNT_DELETION#<id>`/`ACCOUNT_DELETION` (spec account_deletions).
 *
 * Confirming hides the profile (deletion_pending_at) in the same
 * transaction; cancelling shows it again in the same transaction as the
 * request's delete; finalising anonymises it in one transaction with the
 * request's delete and the audit item, so each step is all or nothing and a
 * cancel racing the finalisation loses or wins as a whole.
 */
import { createHash } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from '#services/db';
import {
  DELETED_USER_NAME,
  DELETION_LINK_VALID_MS,
  DELETION_REPEAT_BLOCK_MS,
  anonymizedUsername,
  isDeletionLinkValid,
} from '#domain/accountDeletion';
import { memberSearchWords } from '#domain/memberSearch';
import { defineEntity } from './entity';
import { StoreRefused } from './errors';
import { displayNameEntity } from './displayNameIndex';
import { emailGuard, OWN_OR_ABSENT, usernameGuard, usernameSkeletonGuard } from './guards';
import { memberCountDecrement } from './memberCount';
import { memberPartition } from './memberPartition';
import { searchIndexItems } from './memberSearch';
import { blankProfile, getProfile, profileEntity, type ProfileRecord } from './profiles';
import { scoreEntity } from './scores';
import { searchTermsEntity } from './searchTerms';
import { cancellationOf, writeTransaction, type NamedItems } from './transaction';
import { isConditionFailure, queryItems, readItem, tableName, withContentionRetry } from './table';
import { grantsToViewerPartition, viewGrantsPartition } from './viewPermissions';

/** What this entity's writes refuse (errors.ts StoreRefusals). */
declare module './errors' {
  interface StoreRefusals {
    /** A deletion was requested under 5 minutes ago. */
    deletion_recent: true;
    /** The deletion is confirmed and waits out its grace: nothing to request again. */
    deletion_scheduled: true;
    /** No pending deletion matches this token (unknown, replaced, expired, cancelled or done). */
    deletion_token_invalid: true;
  }
}

/** Stored instead of the token: whoever reads the table cannot use a link from it. */
export function hashDeletionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const requestSchema = z.object({
  user_id: z.string(),
  token_hash: z.string(),
  requested_at: z.string(),
  state: z.enum(['requested', 'confirmed']),
  confirmed_at: z.optional(z.string()),
  delete_at: z.optional(z.string()),
  execution_name: z.optional(z.string()),
});
export type DeletionRequestRecord = z.infer<typeof requestSchema>;

const auditSchema = z.object({
  user_id: z.string(),
  deletion_token: z.string(),
  reason: z.string(),
  metadata: z.object({ original_username: z.string(), original_full_name: z.nullable(z.string()), deletion_timestamp: z.string() }),
});
export type DeletionAuditRecord = z.infer<typeof auditSchema>;

const epochSeconds = (ms: number) => Math.floor(ms / 1000);
/** Items of a request nobody confirmed vanish (TTL) a day after its link died. */
const UNCONFIRMED_LIFETIME_MS = DELETION_LINK_VALID_MS * 2;
/** When the table drops an unconfirmed request and its token: the request's time plus its lifetime. */
const unconfirmedExpiry = (requestedAt: string) => epochSeconds(Date.parse(requestedAt) + UNCONFIRMED_LIFETIME_MS);

/**
 * The member's one request, beside their profile. An unconfirmed one has a
 * TTL; confirming removes it (the update's REMOVE expiresAt), so a
 * confirmed one has none.
 */
export const deletionRequestEntity = /* @__PURE__ */ defineEntity({
  name: 'deletion request',
  schema: requestSchema,
  key: ({ user_id }: { user_id: string }) => ({ PK: memberPartition(user_id), SK: 'DELETION_REQUEST' }),
  ttl: ({ state, requested_at }) => (state === 'requested' ? unconfirmedExpiry(requested_at) : undefined),
});

/**
 * Which member a link names, under the hash of its token (not in its
 * record). Its TTL follows the request's stage, not its record (the
 * request's lifetime, then past the grace), so each Put sets it.
 */
export const deletionTokenEntity = /* @__PURE__ */ defineEntity({
  name: 'deletion token',
  schema: z.object({ user_id: z.string() }),
  key: ({ token_hash }: { token_hash: string }) => ({ PK: `DELETION_TOKEN#${token_hash}`, SK: 'DELETION_TOKEN' }),
});

/** The audit record of a finalised deletion (spec account_deletions), one per member. */
export const deletionAuditEntity = /* @__PURE__ */ defineEntity({
  name: 'account deletion',
  schema: auditSchema,
  key: ({ user_id }: { user_id: string }) => ({ PK: `ACCOUNT_DELETION#${user_id}`, SK: 'ACCOUNT_DELETION' }),
});

export async function getDeletionRequest(userId: string): Promise<DeletionRequestRecord | undefined> {
  return readItem(deletionRequestEntity.key({ user_id: userId }), deletionRequestEntity);
}

export async function getDeletionAudit(userId: string): Promise<DeletionAuditRecord | undefined> {
  return readItem(deletionAuditEntity.key({ user_id: userId }), deletionAuditEntity);
}

/**
 * Stores a new request (and its token's item) unless one was made under 5
 * minutes ago ('deletion_recent') or the deletion is already confirmed
 * ('deletion_scheduled'); the condition decides, so two requests at once
 * cannot both pass.
 */
export async function createDeletionRequest(userId: string, tokenHash: string, now: Date): Promise<DeletionRequestRecord> {
  const requestedAt = now.toISOString();
  const record: DeletionRequestRecord = { user_id: userId, token_hash: tokenHash, requested_at: requestedAt, state: 'requested' };
  try {
    await writeTransaction({
      request: {
        Put: {
          TableName: tableName(),
          Item: deletionRequestEntity.item(record),
          ConditionExpression: 'attribute_not_exists(PK) OR (#state = :requested AND requested_at <= :blockedSince)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':requested': 'requested', ':blockedSince': new Date(now.getTime() - DELETION_REPEAT_BLOCK_MS).toISOString() },
        },
      },
      token: {
        Put: {
          TableName: tableName(),
          Item: { ...deletionTokenEntity.item({ user_id: userId }, { token_hash: tokenHash }), expiresAt: unconfirmedExpiry(requestedAt) },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    });
    return record;
  } catch (error) {
    if (!cancellationOf(error)?.conditionFailed('request')) throw error;
    const current = await getDeletionRequest(userId);
    throw new StoreRefused(current?.state === 'confirmed' ? 'deletion_scheduled' : 'deletion_recent');
  }
}

/** Takes back a request whose e-mail could not be sent (only if it is still this one). */
export async function withdrawDeletionRequest(userId: string, tokenHash: string): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: deletionRequestEntity.key({ user_id: userId }),
        ConditionExpression: 'token_hash = :hash AND #state = :requested',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':hash': tokenHash, ':requested': 'requested' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  await db().send(new DeleteCommand({ TableName: tableName(), Key: deletionTokenEntity.key({ token_hash: tokenHash }) }));
}

/**
 * The request a token names, when the token is still its current one and
 * still good: a `requested` one within 24 hours of the request, a
 * `confirmed` one until its deletion time. Else 'deletion_token_invalid'.
 */
export async function requestForToken(tokenHash: string, now: Date): Promise<DeletionRequestRecord> {
  const holder = await readItem(deletionTokenEntity.key({ token_hash: tokenHash }), deletionTokenEntity);
  const request = holder && (await getDeletionRequest(holder.user_id));
  if (!request || request.token_hash !== tokenHash) throw new StoreRefused('deletion_token_invalid');
  const good =
    request.state === 'requested' ? isDeletionLinkValid(request.requested_at, now) : !!request.delete_at && now < new Date(request.delete_at);
  if (!good) throw new StoreRefused('deletion_token_invalid');
  return request;
}

/**
 * The final confirmation: the request becomes `confirmed` (conditioned on
 * the token, the state and the link's 24 hours) and the profile is hidden,
 * in one transaction.
 */
export async function confirmDeletionRequest(
  request: DeletionRequestRecord,
  now: Date,
  deleteAt: Date,
  executionName: string,
): Promise<DeletionRequestRecord> {
  const nowIso = now.toISOString();
  const confirmed: DeletionRequestRecord = {
    ...request,
    state: 'confirmed',
    confirmed_at: nowIso,
    delete_at: deleteAt.toISOString(),
    execution_name: executionName,
  };
  try {
    await writeTransaction({
      request: {
        Update: {
          TableName: tableName(),
          Key: deletionRequestEntity.key({ user_id: request.user_id }),
          UpdateExpression: 'SET #state = :confirmed, confirmed_at = :now, delete_at = :deleteAt, execution_name = :execution REMOVE expiresAt',
          ConditionExpression: 'token_hash = :hash AND #state = :requested AND requested_at > :linkCutoff',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: {
            ':confirmed': 'confirmed',
            ':requested': 'requested',
            ':now': nowIso,
            ':deleteAt': confirmed.delete_at,
            ':execution': executionName,
            ':hash': request.token_hash,
            ':linkCutoff': new Date(now.getTime() - DELETION_LINK_VALID_MS).toISOString(),
          },
        },
      },
      profile: {
        Update: {
          TableName: tableName(),
          Key: profileEntity.key({ id: request.user_id }),
          UpdateExpression: 'SET deletion_pending_at = :now',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deleted_at)',
          ExpressionAttributeValues: { ':now': nowIso },
        },
      },
      // The link must outlive the grace: Cancel Deletion uses it until the deletion time.
      token: {
        Update: {
          TableName: tableName(),
          Key: deletionTokenEntity.key({ token_hash: request.token_hash }),
          UpdateExpression: 'SET expiresAt = :expires',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':expires': epochSeconds(deleteAt.getTime() + DELETION_LINK_VALID_MS) },
        },
      },
    });
    return confirmed;
  } catch (error) {
    if (cancellationOf(error)?.anyConditionFailed(['request', 'profile', 'token'])) throw new StoreRefused('deletion_token_invalid');
    throw error;
  }
}

/**
 * A new Cancel Deletion link for a confirmed request in its grace: the
 * request takes the new token's hash and the old token's item goes, in one
 * transaction (conditioned on the old hash and the deletion time not having
 * come), so exactly one link is good at a time. Else 'deletion_token_invalid'.
 */
export async function replaceDeletionToken(request: DeletionRequestRecord, tokenHash: string, now: Date): Promise<DeletionRequestRecord> {
  if (request.state !== 'confirmed' || !request.delete_at) throw new StoreRefused('deletion_token_invalid');
  try {
    await writeTransaction({
      request: {
        Update: {
          TableName: tableName(),
          Key: deletionRequestEntity.key({ user_id: request.user_id }),
          UpdateExpression: 'SET token_hash = :hash',
          ConditionExpression: 'token_hash = :oldHash AND #state = :confirmed AND delete_at > :now',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':hash': tokenHash, ':oldHash': request.token_hash, ':confirmed': 'confirmed', ':now': now.toISOString() },
        },
      },
      // Like the confirmed link it replaces, it outlives the grace.
      token: {
        Put: {
          TableName: tableName(),
          Item: {
            ...deletionTokenEntity.item({ user_id: request.user_id }, { token_hash: tokenHash }),
            expiresAt: epochSeconds(new Date(request.delete_at).getTime() + DELETION_LINK_VALID_MS),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      oldToken: { Delete: { TableName: tableName(), Key: deletionTokenEntity.key({ token_hash: request.token_hash }) } },
    });
    return { ...request, token_hash: tokenHash };
  } catch (error) {
    if (cancellationOf(error)?.anyConditionFailed(['request', 'token'])) throw new StoreRefused('deletion_token_invalid');
    throw error;
  }
}

/**
 * Cancel Deletion: the request is deleted (conditioned on its token and, for
 * a confirmed one, on its deletion time not having come) and the profile is
 * shown again, in one transaction. Answers the request as it was, so the
 * caller can stop a confirmed one's execution.
 */
export async function cancelDeletionRequest(request: DeletionRequestRecord, now: Date): Promise<void> {
  const common = { ':hash': request.token_hash };
  const items: NamedItems =
    request.state === 'requested'
      ? {
          request: {
            Delete: {
              TableName: tableName(),
              Key: deletionRequestEntity.key({ user_id: request.user_id }),
              ConditionExpression: 'token_hash = :hash AND #state = :requested',
              ExpressionAttributeNames: { '#state': 'state' },
              ExpressionAttributeValues: { ...common, ':requested': 'requested' },
            },
          },
        }
      : {
          request: {
            Delete: {
              TableName: tableName(),
              Key: deletionRequestEntity.key({ user_id: request.user_id }),
              ConditionExpression: 'token_hash = :hash AND #state = :confirmed AND delete_at > :now',
              ExpressionAttributeNames: { '#state': 'state' },
              ExpressionAttributeValues: { ...common, ':confirmed': 'confirmed', ':now': now.toISOString() },
            },
          },
          profile: {
            Update: {
              TableName: tableName(),
              Key: profileEntity.key({ id: request.user_id }),
              UpdateExpression: 'REMOVE deletion_pending_at',
              ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deleted_at)',
            },
          },
        };
  try {
    await writeTransaction({
      ...items,
      token: { Delete: { TableName: tableName(), Key: deletionTokenEntity.key({ token_hash: request.token_hash }) } },
    });
  } catch (error) {
    if (cancellationOf(error)?.anyConditionFailed(['request', 'profile'])) throw new StoreRefused('deletion_token_invalid');
    throw error;
  }
}

/** The profile as finalising leaves it: the name 'Deleted User', everything personal gone. */
function anonymized(profile: ProfileRecord, nowIso: string): ProfileRecord {
  return {
    ...blankProfile({
      id: profile.id,
      email: '',
      email_verified: false,
      full_name: DELETED_USER_NAME,
      username: anonymizedUsername(profile.id),
      username_generated: true,
      is_super_admin: false,
      created_at: profile.created_at,
      updated_at: nowIso,
    }),
    deleted_at: nowIso,
  };
}

/**
 * Removes every view permission the member gave (their grants partition)
 * and every one they were given (GSI1 under them as viewer); safe to run again.
 */
async function removeViewGrants(userId: string): Promise<number> {
  const [given, received] = await Promise.all([
    queryItems({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': viewGrantsPartition(userId) },
      ProjectionExpression: 'PK, SK',
      ConsistentRead: true,
    }),
    queryItems({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': grantsToViewerPartition(userId) },
      ProjectionExpression: 'PK, SK',
    }),
  ]);
  const items = [...given, ...received];
  for (const item of items) await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: item.PK, SK: item.SK } }));
  return items.length;
}

export type FinalizeOutcome =
  | { finalized: true; audit: DeletionAuditRecord }
  /** Nothing to do: no confirmed request (cancelled, or finalised before: then `audit` says when). */
  | { finalized: false; audit: DeletionAuditRecord | undefined };

/**
 * Finalises a confirmed deletion whose grace has ended: in one transaction
 * the request is deleted (conditioned on still being confirmed: a cancel
 * that came first wins), the profile is replaced by its anonymised form
 * (out of the member list), the username and e-mail guards and the name's
 * look-alike index entry (displayNameIndex.ts) are released,
 * the search words and recorded search terms are deleted, the score leaves
 * the directory's orders, the member count drops, and the audit item is
 * written. The vouches the member gave stay (their voucher id now shows
 * 'Deleted User'); nobody else's score changes. The view permissions the
 * member gave and was given are deleted first (idempotent). Running it again changes
 * nothing: without a confirmed request there is nothing to do.
 */
export async function finalizeDeletion(userId: string, now: Date, reason: string): Promise<FinalizeOutcome> {
  return withContentionRetry(
    async () => {
      const request = await getDeletionRequest(userId);
      if (request?.state !== 'confirmed') return { finalized: false, audit: await getDeletionAudit(userId) };
      const profile = await getProfile(userId);
      if (!profile || profile.deleted_at) return { finalized: false, audit: await getDeletionAudit(userId) };
      await removeViewGrants(userId);

      const nowIso = now.toISOString();
      const after = anonymized(profile, nowIso);
      const audit: DeletionAuditRecord = {
        user_id: userId,
        deletion_token: request.token_hash,
        reason,
        metadata: { original_username: profile.username, original_full_name: profile.full_name, deletion_timestamp: nowIso },
      };
      const me = { ':me': userId };
      try {
        await writeTransaction({
          request: {
            Delete: {
              TableName: tableName(),
              Key: deletionRequestEntity.key({ user_id: userId }),
              ConditionExpression: '#state = :confirmed AND token_hash = :hash',
              ExpressionAttributeNames: { '#state': 'state' },
              ExpressionAttributeValues: { ':confirmed': 'confirmed', ':hash': request.token_hash },
            },
          },
          // A Put of the whole record: no attribute of the old profile (nor its member-list keys) survives.
          profile: {
            Put: {
              TableName: tableName(),
              Item: { ...profileEntity.key({ id: userId }), ...after },
              ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deleted_at) AND updated_at = :read',
              ExpressionAttributeValues: { ':read': profile.updated_at },
            },
          },
          audit: {
            Put: { TableName: tableName(), Item: deletionAuditEntity.item(audit), ConditionExpression: 'attribute_not_exists(PK)' },
          },
          oldUsernameGuard: {
            Delete: {
              TableName: tableName(),
              Key: usernameGuard.key({ username: profile.username }),
              ConditionExpression: 'attribute_not_exists(PK) OR user_id = :me',
              ExpressionAttributeValues: me,
            },
          },
          newUsernameGuard: { Put: { TableName: tableName(), Item: usernameGuard.item({ user_id: userId }, { username: after.username }) } },
          // The deleted member's look-alike guard is released with the name (the anonymous name gets none).
          oldUsernameSkeletonGuard: {
            Delete: {
              TableName: tableName(),
              Key: usernameSkeletonGuard.key({ username: profile.username }),
              ConditionExpression: OWN_OR_ABSENT,
              ExpressionAttributeValues: me,
            },
          },
          emailGuard: {
            Delete: {
              TableName: tableName(),
              Key: emailGuard.key({ email: profile.email }),
              ConditionExpression: 'attribute_not_exists(PK) OR user_id = :me',
              ExpressionAttributeValues: me,
            },
          },
          score: {
            Update: {
              TableName: tableName(),
              Key: scoreEntity.key({ user_id: userId }),
              UpdateExpression: 'REMOVE #byScore, #byVouches',
              ExpressionAttributeNames: {
                '#byScore': scoreEntity.indexes.byScore.index.partitionKey,
                '#byVouches': scoreEntity.indexes.byVouches.index.partitionKey,
              },
            },
          },
          searchTerms: { Delete: { TableName: tableName(), Key: searchTermsEntity.key({ user_id: userId }) } },
          memberCount: memberCountDecrement(),
          token: { Delete: { TableName: tableName(), Key: deletionTokenEntity.key({ token_hash: request.token_hash }) } },
          ...searchIndexItems(userId, memberSearchWords(profile), []),
          ...displayNameEntryRemoval(profile),
        });
      } catch (error) {
        const cancelled = cancellationOf(error);
        // A cancel or a profile edit landed between our read and our write: read again and decide anew.
        if (cancelled?.anyConditionFailed(['request', 'profile'])) throw new DeletionMovedOn();
        throw error;
      }
      return { finalized: true, audit };
    },
    (error) => error instanceof DeletionMovedOn,
  );
}

/** The name leaves the look-alike index at once (the stream job then clears the flags it held). */
function displayNameEntryRemoval(profile: ProfileRecord): NamedItems {
  if (!profile.full_name) return {};
  return {
    displayNameEntry: { Delete: { TableName: tableName(), Key: displayNameEntity.key({ full_name: profile.full_name, user_id: profile.id }) } },
  };
}

class DeletionMovedOn extends Error {
  constructor() {
    super('deletion request or profile moved on');
    this.name = 'DeletionMovedOn';
  }
}

/** For the local seed and tests: put a request in place as if made at `requestedAt`. */
export async function putDeletionRequestForTest(record: DeletionRequestRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: deletionRequestEntity.item(record) }));
  await db().send(
    new PutCommand({ TableName: tableName(), Item: deletionTokenEntity.item({ user_id: record.user_id }, { token_hash: record.token_hash }) }),
  );
}
