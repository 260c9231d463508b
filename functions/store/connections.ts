/**
 * Open WebSocket connections of the notification bell (API Gateway
 * WebSocket API; locally bin/local/notificationSocket.ts). One item per
 * connection, in the member's partition of connections:
 *   PK SOCKETS#<user>, SK CONN#<connection id>, expiresAt (TTL)
 * so "push to this member's open pages" is one Query. API Gateway closes a
 * connection after 2 hours at most; the TTL (3 hours) removes an item whose
 * $disconnect never arrived, and a push that finds a connection gone
 * deletes it.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#services/db';
import { queryItems, tableName, type Key } from './table';

const CONNECTION_PREFIX = 'CONN#';
/** API Gateway's maximum connection duration is 2 hours; the item outlives it by one. */
export const CONNECTION_TTL_SECONDS = 3 * 60 * 60;

export const connectionsPartition = (userId: string): string => `SOCKETS#${userId}`;
export const connectionKey = (userId: string, connectionId: string): Key => ({ PK: connectionsPartition(userId), SK: `${CONNECTION_PREFIX}${connectionId}` });

/** Records an open connection of the member ($connect, after the JWT was checked). */
export async function saveConnection(userId: string, connectionId: string, now: Date): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...connectionKey(userId, connectionId),
        user_id: userId,
        connection_id: connectionId,
        connected_at: now.toISOString(),
        expiresAt: Math.floor(now.getTime() / 1000) + CONNECTION_TTL_SECONDS,
      },
    }),
  );
}

/** Forgets a connection ($disconnect, or a push found it gone). */
export async function deleteConnection(userId: string, connectionId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: connectionKey(userId, connectionId) }));
}

/** The member's open connections (ids), leaving out any whose TTL passed but which DynamoDB has not removed yet. */
export async function listConnections(userId: string, now: Date): Promise<string[]> {
  const items = await queryItems({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    FilterExpression: 'expiresAt > :now',
    ExpressionAttributeValues: { ':pk': connectionsPartition(userId), ':prefix': CONNECTION_PREFIX, ':now': Math.floor(now.getTime() / 1000) },
    ConsistentRead: true,
  });
  return items.flatMap((item) => (typeof item.connection_id === 'string' ? [item.connection_id] : []));
}
