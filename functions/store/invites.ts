/**
 * Invites: created by members (at most 10 each, ever — expired ones still
 * count, as the spec says "10 per user in total"; deleting a pending one
 * gives its slot back), reserved by PreSignUp for one e-mail, redeemed by
 * PostConfirmation exactly once.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { INVITE_HOLD_MS, INVITE_VALID_MS, MAX_INVITES_PER_MEMBER, isInviteAvailableForSignUp, type InviteChannel } from '../domain/invites';
import { db } from '../services/db';
import { newInviteCode } from '../services/ids';
import { StoreRefused } from './errors';
import { withoutKeys, type InviteRecord } from './items';
import { gsi1, inviteExpiryPartition, keys } from './keys';
import { cancellationCodes, isConditionFailure, queryItems, queryPage, tableName, transactWrite, withContentionRetry, type TransactItems } from './table';


const epochSeconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

function toInvite(item: Record<string, unknown>): InviteRecord {
  const raw = withoutKeys<InviteRecord>(item);
  return {
    ...raw,
    invitee_email: raw.invitee_email ?? null,
    redeemed_user_id: raw.redeemed_user_id ?? null,
    redeemed_at: raw.redeemed_at ?? null,
    registered: raw.registered ?? false,
  };
}

export async function getInvite(code: string): Promise<InviteRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.invite(code), ConsistentRead: true }));
  return out.Item ? toInvite(out.Item) : undefined;
}

/**
 * The invite if a new sign-up could use it now (unredeemed, unexpired, not
 * held by an unconfirmed sign-up), else undefined: what PreSignUp would let through.
 */
export async function getRedeemableInvite(code: string, now: Date): Promise<InviteRecord | undefined> {
  const invite = await getInvite(code);
  return invite && isInviteAvailableForSignUp(invite, now) ? invite : undefined;
}

export async function countInvitesHeld(userId: string): Promise<number> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.inviteCounter(userId), ConsistentRead: true }));
  return (out.Item?.count as number | undefined) ?? 0;
}

export interface NewInvite {
  inviter_user_id: string;
  channel: InviteChannel;
  invitee_email?: string | null;
}

/**
 * Creates an invite with a fresh code. The member's counter is raised in
 * the same transaction, on condition that it is below the limit, so no
 * burst of requests can get past 10.
 */
export async function createInvite(input: NewInvite, now: Date): Promise<InviteRecord> {
  const createdAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + INVITE_VALID_MS).toISOString();
  for (let codeAttempt = 0; codeAttempt < 5; codeAttempt++) {
    const code = newInviteCode();
    const invite: InviteRecord = {
      id: code,
      invite_code: code,
      inviter_user_id: input.inviter_user_id,
      channel: input.channel,
      invitee_email: input.invitee_email ?? null,
      invite_expires_at: expiresAt,
      redeemed_user_id: null,
      redeemed_at: null,
      registered: false,
      created_at: createdAt,
    };
    const items: TransactItems = [
      {
        Update: {
          TableName: tableName(),
          Key: keys.inviteCounter(input.inviter_user_id),
          UpdateExpression: 'SET #c = if_not_exists(#c, :zero) + :one',
          ConditionExpression: 'attribute_not_exists(#c) OR #c < :max',
          ExpressionAttributeNames: { '#c': 'count' },
          ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': MAX_INVITES_PER_MEMBER },
        },
      },
      {
        Put: {
          TableName: tableName(),
          // Redemption fields are left out until they exist, so conditions can use attribute_not_exists.
          Item: {
            ...keys.invite(code),
            GSI1PK: gsi1.invitesOf(input.inviter_user_id),
            GSI1SK: gsi1.inviteSort(createdAt, code),
            id: code,
            invite_code: code,
            inviter_user_id: invite.inviter_user_id,
            channel: invite.channel,
            invitee_email: invite.invitee_email,
            invite_expires_at: expiresAt,
            registered: false,
            created_at: createdAt,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.inviteExpiryMarker(expiresAt, code), invite_code: code, expiresAt: epochSeconds(expiresAt) + 90 * 86400 },
        },
      },
    ];
    try {
      await withContentionRetry(() => transactWrite(items), undefined, 30);
      return invite;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes?.[0] === 'ConditionalCheckFailed') throw new StoreRefused('invite_limit');
      if (codes?.[1] === 'ConditionalCheckFailed') continue; // 1 in 31^8: the code exists already; draw another
      throw error;
    }
  }
  throw new Error('could not draw an unused invite code');
}

/** The key a page of a member's invites goes on from: GSI1's LastEvaluatedKey, inside the member's own GSI1 partition. */
export function invitesPageKeyShape(inviterId: string): { keyNames: readonly string[]; fixed: Record<string, string> } {
  return { keyNames: ['PK', 'SK', 'GSI1PK', 'GSI1SK'], fixed: { GSI1PK: gsi1.invitesOf(inviterId) } };
}

/** One page of a member's invites, newest first (GSI1), and the key of the next page. */
export async function listInvitesPage(
  inviterId: string,
  limit: number,
  start: Record<string, string> | undefined,
): Promise<{ invites: InviteRecord[]; nextKey: Record<string, unknown> | undefined }> {
  const page = await queryPage(
    { IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': gsi1.invitesOf(inviterId) }, ScanIndexForward: false },
    limit,
    start,
  );
  return { invites: page.items.map(toInvite), nextKey: page.nextKey };
}

/** A member's invites, newest first (GSI1), all of them. */
export async function listInvitesOf(inviterId: string): Promise<InviteRecord[]> {
  const items = await queryItems({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': gsi1.invitesOf(inviterId) },
    ScanIndexForward: false,
  });
  return items.map(toInvite);
}

/**
 * Deletes one of the member's own pending invites and gives the slot back.
 * Someone else's invite reads as missing; a used or expired one, or one a
 * sign-up is holding right now, as not pending.
 */
export async function deletePendingInvite(inviterId: string, code: string, now: Date): Promise<void> {
  const invite = await getInvite(code);
  if (!invite || invite.inviter_user_id !== inviterId) throw new StoreRefused('invite_missing');
  const nowIso = now.toISOString();
  try {
    await withContentionRetry(() =>
      transactWrite([
        {
          Delete: {
            TableName: tableName(),
            Key: keys.invite(code),
            ConditionExpression:
              'inviter_user_id = :me AND attribute_not_exists(redeemed_user_id) AND invite_expires_at > :now AND (attribute_not_exists(reserved_until) OR reserved_until < :now)',
            ExpressionAttributeValues: { ':me': inviterId, ':now': nowIso },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: keys.inviteCounter(inviterId),
            UpdateExpression: 'SET #c = #c - :one',
            ConditionExpression: '#c > :zero',
            ExpressionAttributeNames: { '#c': 'count' },
            ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
          },
        },
        { Delete: { TableName: tableName(), Key: keys.inviteExpiryMarker(invite.invite_expires_at, code) } },
      ]),
    );
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') throw new StoreRefused('invite_not_pending');
    throw error;
  }
}

/**
 * PreSignUp: holds the code for this e-mail. Only one e-mail can hold an
 * unredeemed, unexpired code at a time (the same e-mail may sign up again,
 * and a hold left by an abandoned sign-up lapses after INVITE_HOLD_MS, 15 minutes).
 * The reservation item tells PostConfirmation which code this e-mail holds.
 */
export async function reserveInvite(code: string, email: string, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const until = new Date(now.getTime() + INVITE_HOLD_MS).toISOString();
  const lower = email.trim().toLowerCase();
  try {
    await withContentionRetry(() =>
      transactWrite([
        {
          Update: {
            TableName: tableName(),
            Key: keys.invite(code),
            UpdateExpression: 'SET reserved_email = :email, reserved_until = :until',
            ConditionExpression:
              'attribute_exists(PK) AND attribute_not_exists(redeemed_user_id) AND invite_expires_at > :now AND (attribute_not_exists(reserved_email) OR reserved_email = :email OR reserved_until < :now)',
            ExpressionAttributeValues: { ':email': lower, ':until': until, ':now': nowIso },
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.signUpReservation(lower), invite_code: code, email: lower, reserved_until: until, expiresAt: epochSeconds(until) + 86400 },
          },
        },
      ]),
    );
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') throw new StoreRefused('invite_unavailable');
    throw error;
  }
}

/** The code an e-mail reserved at sign-up, if any. */
export async function reservedCodeFor(email: string): Promise<string | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.signUpReservation(email), ConsistentRead: true }));
  return out.Item?.invite_code as string | undefined;
}

/**
 * The transaction items that redeem a reserved code for a new member
 * (used inside createMember's transaction): only the e-mail that holds it,
 * only once, only before it expires.
 */
export function redeemInviteItems(code: string, email: string, userId: string, nowIso: string): TransactItems {
  const lower = email.trim().toLowerCase();
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.invite(code),
        UpdateExpression: 'SET redeemed_user_id = :user, redeemed_at = :now, registered = :true REMOVE reserved_email, reserved_until',
        ConditionExpression: 'reserved_email = :email AND attribute_not_exists(redeemed_user_id) AND invite_expires_at > :now',
        ExpressionAttributeValues: { ':user': userId, ':now': nowIso, ':true': true, ':email': lower },
      },
    },
    { Delete: { TableName: tableName(), Key: keys.signUpReservation(lower) } },
  ];
}

/**
 * Nightly: marks every unredeemed invite whose expiry passed on `day`
 * (YYYY-MM-DD, UTC) up to `now`. Reads only that day's marker partition.
 * Returns how many invites were marked.
 */
export async function markExpiredInvitesOfDay(day: string, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  let marked = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK <= :now',
        ExpressionAttributeValues: { ':pk': inviteExpiryPartition(`${day}T00:00:00.000Z`), ':now': nowIso },
        ExclusiveStartKey: start,
      }),
    );
    for (const marker of out.Items ?? []) {
      const code = marker.invite_code as string;
      try {
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: keys.invite(code),
            UpdateExpression: 'SET expired_at = :now',
            ConditionExpression:
              'attribute_exists(PK) AND attribute_not_exists(redeemed_user_id) AND attribute_not_exists(expired_at) AND invite_expires_at <= :now',
            ExpressionAttributeValues: { ':now': nowIso },
          }),
        );
        marked++;
      } catch (error) {
        // Redeemed, deleted or already marked: nothing to do for this one.
        if (!isConditionFailure(error)) throw error;
      }
      await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: marker.PK as string, SK: marker.SK as string } }));
    }
    start = out.LastEvaluatedKey;
  } while (start);
  return marked;
}

/** The last day the expiry job finished, so a missed night is caught up. */
export async function getJobCursor(job: string): Promise<string | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.jobCursor(job), ConsistentRead: true }));
  return out.Item?.day as string | undefined;
}

export async function setJobCursor(job: string, day: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.jobCursor(job), day } }));
}
