/**
 * DynamoDB Stream → the member's open pages. Every notification written to
 * the table (an INSERT of a NOTIFS# item) is posted to each open WebSocket
 * connection of its member; a connection found gone is forgotten. In AWS a
 * Lambda on the table's stream; locally the same handler fed from DynamoDB
 * Local's stream (bin/local/streamPoller.ts).
 *
 * A push is best effort: a page that misses one (closed, reconnecting)
 * reads the list when it connects again, and the page drops a second copy
 * of an id it already has, so nothing is lost or shown twice.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { postToConnection } from '#services/socketPush';
import { allAtOnce } from '#services/streamBatch';
import { deleteConnection, listConnections } from '#store/connections';
import { decodeNotification, isNotificationItem, type NotificationRecord } from '#store/notifications';
import { toNotificationView } from '#functions/views/notifications';
import { observed } from '#services/observability';

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

async function handle(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const now = new Date();
  return allAtOnce('pushNotifications', event.Records, async (record) => {
    const notification = insertedNotification(record);
    if (notification) await pushNotification(notification, now);
  });
}

/** The function's entry (services/observability.ts: request-id logs, cold starts). */
export const handler = observed('PushNotifications', handle);
