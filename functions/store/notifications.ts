/**
 * Notifications (spec: notifications: id, user_id, type, title, message,
 * is_read, created_at). One item per notification, in the member's own
 * partition of notifications:
 *   PK NOTIFS#<user>, SK NOTIF#<id>
 * The id starts with the creation time (epoch ms in base 36, fixed width),
 * so the partition sorts by time: "the 20 newest" is one Query, descending.
 * The key holds the owner, so a member can only ever read or mark their own:
 * another member's id under the caller's partition is simply not there.
 *
 * While unread, an item also carries GSI1PK UNREAD#<user> / GSI1SK <id>
 * (a sparse index entry, removed when read), so the unread count (capped:
 * the badge shows 99+) and "mark all read" read only the unread items.
 * The partition is apart from USER#<id> so the own-records Query
 * (SK < "VOUCH#") never reads notifications.
 *
 * Writers that must notify in the same transaction as their own write (a
 * vouch received, a redeemed invite) add `notificationPut(...)` to their
 * named items; others call `createNotification`.
 */
import { randomBytes } from 'node:crypto';
import { QueryCommand, UpdateCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { NOTIFICATION_TYPES, NOTIFICATIONS_SHOWN, BADGE_CAP, type NotificationContent, type NotificationType } from '#domain/notifications';
import { NOTIFICATIONS_PARTITION_PREFIX, TABLE_SCHEMA } from '#functions/schema/table';
import { db } from '#services/db';
import { defineEntity } from './entity';
import { StoreRefused } from './errors';
import { isConditionFailure, tableName } from './table';
import type { TransactItem } from './transaction';

/** What this entity's writes refuse (errors.ts StoreRefusals). */
declare module './errors' {
  interface StoreRefusals {
    /** No notification of the member's with this id (another member's reads the same: not there). */
    notification_missing: true;
  }
}

const NOTIFICATION_PREFIX = 'NOTIF#';

export const notificationsPartition = (userId: string): string => `${NOTIFICATIONS_PARTITION_PREFIX}${userId}`;
const unreadIndexPartition = (userId: string): string => `UNREAD#${userId}`;

/** A notification id: 9 base-36 characters of epoch ms (sorts by time until the year 5188), '-', 12 hex characters of randomness. */
export const NOTIFICATION_ID_LENGTH = 22;
export function newNotificationId(nowMs: number): string {
  return `${nowMs.toString(36).padStart(9, '0')}-${randomBytes(6).toString('hex')}`;
}

/** Is this text shaped like a notification id? Checks the length before looking at characters (linear, no pattern). */
export function isNotificationId(value: string): boolean {
  if (value.length !== NOTIFICATION_ID_LENGTH || value[9] !== '-') return false;
  for (let i = 0; i < value.length; i++) {
    if (i === 9) continue;
    const c = value.charCodeAt(i);
    const digit = c >= 48 && c <= 57;
    const lower = c >= 97 && c <= 122;
    if (!(digit || (i < 9 ? lower : c >= 97 && c <= 102))) return false;
  }
  return true;
}

const notificationSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
});

/** In the member's own partition of notifications, sorted by id (time); on the sparse unread index (GSI1) while unread. */
export const notificationEntity = /* @__PURE__ */ defineEntity({
  name: 'notification',
  schema: notificationSchema,
  key: ({ user_id, id }: { user_id: string; id: string }) => ({ PK: notificationsPartition(user_id), SK: `${NOTIFICATION_PREFIX}${id}` }),
  indexes: {
    unread: {
      index: TABLE_SCHEMA.gsi1,
      partition: (record) => (record.is_read ? undefined : unreadIndexPartition(record.user_id)),
      sort: (record) => record.id,
    },
  },
});

export interface NotificationRecord {
  id: string;
  user_id: string;
  type: NotificationType;
  title: string;
  message: string;
  is_read: boolean;
  created_at: string;
}

/** Is this table item a notification (by its key)? For readers of the table's stream. */
export function isNotificationItem(item: Record<string, unknown>): boolean {
  return typeof item.PK === 'string' && item.PK.startsWith('NOTIFS#') && typeof item.SK === 'string' && item.SK.startsWith(NOTIFICATION_PREFIX);
}

export const decodeNotification = (item: Record<string, unknown>): NotificationRecord => notificationEntity.decode(item);

/** What a writer gives: whose it is, its type and texts. */
export type NewNotification = NotificationContent & { user_id: string };

/** The record a new notification will be (unread, created now). */
export function newNotification(input: NewNotification, nowIso: string): NotificationRecord {
  return {
    id: newNotificationId(Date.parse(nowIso)),
    user_id: input.user_id,
    type: input.type,
    title: input.title,
    message: input.message,
    is_read: false,
    created_at: nowIso,
  };
}

/**
 * A Put of a new notification, for a writer's own transaction (one of its
 * named items, e.g. `{ vouch, score, givenCount, notification: notificationPut(...) }`),
 * so the notification exists exactly when the write it tells of does.
 */
export function notificationPut(input: NewNotification, nowIso: string): TransactItem {
  return notificationPutOf(newNotification(input, nowIso));
}

/** The Put of a notification record already made (`newNotification`), when the writer wants to know its id. */
export function notificationPutOf(record: NotificationRecord): TransactItem {
  return { Put: { TableName: tableName(), Item: notificationEntity.item(record), ConditionExpression: 'attribute_not_exists(PK)' } };
}

/** Writes one notification on its own (not part of another write). */
export async function createNotification(input: NewNotification, nowIso: string): Promise<NotificationRecord> {
  const record = newNotification(input, nowIso);
  await db().send(new PutCommand({ TableName: tableName(), Item: notificationEntity.item(record), ConditionExpression: 'attribute_not_exists(PK)' }));
  return record;
}

/** The member's newest notifications, newest first (20 unless told). One Query, consistent. */
export async function listNotifications(userId: string, limit: number = NOTIFICATIONS_SHOWN): Promise<NotificationRecord[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': notificationsPartition(userId), ':prefix': NOTIFICATION_PREFIX },
      ScanIndexForward: false,
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map(decodeNotification);
}

/**
 * How many of the member's notifications are unread, counted up to `cap`
 * (100 by default: the badge shows '99+' above 99, so counting further
 * would only cost reads). One Query of the sparse unread index.
 */
export async function countUnreadNotifications(userId: string, cap: number = BADGE_CAP + 1): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': unreadIndexPartition(userId) },
        Select: 'COUNT',
        Limit: cap - count,
        ExclusiveStartKey: start,
      }),
    );
    count += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start && count < cap);
  return Math.min(count, cap);
}

/** Marks one of the member's notifications read (again is fine). Refuses 'notification_missing' when the member has none with this id. */
export async function markNotificationRead(userId: string, id: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: notificationEntity.key({ user_id: userId, id }),
        UpdateExpression: 'SET is_read = :true REMOVE GSI1PK, GSI1SK',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new StoreRefused('notification_missing');
    throw error;
  }
}

const MARK_ALL_PARALLEL = 10;

/**
 * Marks every unread notification of the member read; returns how many it
 * marked. The unread ones are found through the unread index (every page)
 * and, because an index lags its table by a moment, also among the newest
 * 20 read consistently, so one that arrived just before the click is
 * included. Each is one UpdateItem (10 at a time); one that vanished
 * meanwhile is skipped.
 */
export async function markAllNotificationsRead(userId: string): Promise<number> {
  const ids = new Set<string>();
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': unreadIndexPartition(userId) },
        ProjectionExpression: 'GSI1SK',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? []) if (typeof item.GSI1SK === 'string') ids.add(item.GSI1SK);
    start = out.LastEvaluatedKey;
  } while (start);
  for (const newest of await listNotifications(userId)) if (!newest.is_read) ids.add(newest.id);

  const queue = [...ids];
  let marked = 0;
  const worker = async () => {
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      try {
        await markNotificationRead(userId, id);
        marked++;
      } catch (error) {
        if (!(error instanceof StoreRefused)) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(MARK_ALL_PARALLEL, queue.length) }, worker));
  return marked;
}
