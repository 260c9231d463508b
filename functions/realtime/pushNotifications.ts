/**
 * DynamoDB Stream → the member's open pages. Every notification written to
 * the table (an INSERT of a NOTIFS# item) is posted to each open WebSocket
 * connection of its member; a connection found gone is forgotten. One of
 * the consumers of the table's one stream reader (functions/stream/), in
 * AWS and locally alike.
 *
 * A push is best effort: a page that misses one (closed, reconnecting)
 * reads the list when it connects again, and the page drops a second copy
 * of an id it already has, so nothing is lost or shown twice.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { postToConnection } from '#services/socketPush';
import { allAtOnce } from '#services/streamBatch';
import { deleteConnection, listConnections } from '#store/connections';
import { decodeNotification, isNotificationItem, type NotificationRecord } from '#store/notifications';
import { toNotificationView } from '#functions/views/notifications';

/** The notification a record inserted, if it did. */
export function insertedNotification(record: DynamoDBRecord): NotificationRecord | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image) return undefined;
  const item = unmarshall(image as Record<string, AttributeValue>);
  return isNotificationItem(item) ? decodeNotification(item) : undefined;
}

export async function pushNotification(notification: NotificationRecord, now: Date): Promise<number> {
  const connections = await listConnections(notification.user_id, now);
  const message = { kind: 'notification', notification: toNotificationView(notification) };
  const results = await Promise.all(
    connections.map(async (connectionId) => {
      const outcome = await postToConnection(connectionId, message).catch(() => 'failed' as const);
      if (outcome === 'gone') await deleteConnection(notification.user_id, connectionId);
      return outcome === 'sent' ? 1 : 0;
    }),
  );
  return results.reduce<number>((a, b) => a + b, 0);
}

/** The records the table's one stream reader hands over (functions/stream/consumers.ts): each pushed on its own. */
export async function consumePushNotifications(records: readonly DynamoDBRecord[]): Promise<DynamoDBBatchResponse> {
  const now = new Date();
  return allAtOnce('pushNotifications', records, async (record) => {
    const notification = insertedNotification(record);
    if (notification) await pushNotification(notification, now);
  });
}
