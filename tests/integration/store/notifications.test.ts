/**
 * The notifications store on DynamoDB Local: newest first, 20 at most, the
 * unread count (capped), marking one and all read, and a notification
 * written inside another write's transaction exists only when that write does.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#services/db';
import {
  countUnreadNotifications,
  createNotification,
  isNotificationId,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  newNotificationId,
  notificationPut,
} from '#store/notifications';
import { isRefusal } from '#store/errors';
import { tableName } from '#store/table';
import { TransactionCancelled, writeTransaction } from '#store/transaction';
import { useStackEnv } from '#test-support/stack';

beforeAll(() => {
  useStackEnv();
});

const member = () => `test-${randomUUID()}`;
const at = (i: number) => new Date(Date.parse('2026-11-23T10:00:00Z') + i * 1000).toISOString();
const content = (i: number) => ({ type: 'other' as const, title: `Title ${i}`, message: `Message ${i}` });

describe('notifications store', () => {
  it('ids sort by time and are recognised by shape only', () => {
    const a = newNotificationId(Date.parse('2026-11-23T10:00:00Z'));
    const b = newNotificationId(Date.parse('2026-11-23T10:00:01Z'));
    expect(a < b).toBe(true);
    expect(isNotificationId(a)).toBe(true);
    expect(isNotificationId(`${a}x`)).toBe(false);
    expect(isNotificationId(a.toUpperCase())).toBe(false);
    expect(isNotificationId('x'.repeat(22))).toBe(false);
  });

  it('lists the 20 newest, newest first, and counts unread up to the cap', async () => {
    const userId = member();
    for (let i = 0; i < 25; i++) await createNotification({ user_id: userId, ...content(i) }, at(i));
    const list = await listNotifications(userId);
    expect(list).toHaveLength(20);
    expect(list[0]).toMatchObject({ user_id: userId, title: 'Title 24', message: 'Message 24', type: 'other', is_read: false, created_at: at(24) });
    expect(list[19]!.title).toBe('Title 5');
    expect(await countUnreadNotifications(userId)).toBe(25);
    expect(await countUnreadNotifications(userId, 10)).toBe(10);
  });

  it('marks one read (own only) and then all', async () => {
    const userId = member();
    const other = member();
    const a = await createNotification({ user_id: userId, ...content(1) }, at(1));
    await createNotification({ user_id: userId, ...content(2) }, at(2));
    await createNotification({ user_id: userId, ...content(3) }, at(3));
    await markNotificationRead(userId, a.id);
    await markNotificationRead(userId, a.id); // again is fine
    expect((await listNotifications(userId)).find((n) => n.id === a.id)?.is_read).toBe(true);
    // Another member cannot mark it: under their key it does not exist.
    await expect(markNotificationRead(other, a.id)).rejects.toSatisfy((e) => isRefusal(e, 'notification_missing'));
    expect(await markAllNotificationsRead(userId)).toBe(2);
    expect((await listNotifications(userId)).every((n) => n.is_read)).toBe(true);
    expect(await markAllNotificationsRead(userId)).toBe(0);
  });

  it('a notification in another write’s transaction is written only with it', async () => {
    const userId = member();
    const guardKey = { PK: `TEST#${randomUUID()}`, SK: 'TEST' };
    await db().send(new PutCommand({ TableName: tableName(), Item: guardKey }));
    await expect(
      writeTransaction({
        other: { Put: { TableName: tableName(), Item: guardKey, ConditionExpression: 'attribute_not_exists(PK)' } },
        notification: notificationPut({ user_id: userId, ...content(1) }, at(1)),
      }),
    ).rejects.toBeInstanceOf(TransactionCancelled);
    expect(await listNotifications(userId)).toEqual([]);
    await writeTransaction({ notification: notificationPut({ user_id: userId, ...content(2) }, at(2)) });
    expect(await listNotifications(userId)).toHaveLength(1);
  });
});
