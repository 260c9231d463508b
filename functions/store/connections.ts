/**
 * Open WebSocket connections of the notification bell (API Gateway
 * WebSocket API; locally bin/local/notificationSocket.ts). Two items per
 * connection, written together:
 *   PK SOCKETS#<user>, SK CONN#<connection id>   the member's connections,
 *     so "push to this member's open pages" is one Query;
 *   PK SOCKET#<connection id>, SK SOCKET          whose connection it is, so
 *     $disconnect (which API Gateway gives only the connection id) finds the
 *     member by deleting this item and reading the old image: no read grant.
 * Both carry expiresAt (TTL). API Gateway closes a connection after 2 hours
 * at most; the TTL (3 hours) removes items whose $disconnect never arrived,
 * and a push that finds a connection gone deletes them.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from '#services/db';
import { defineEntity } from './entity';
import { queryItems, tableName } from './table';
import { writeTransaction } from './transaction';

const CONNECTION_PREFIX = 'CONN#';
/** API Gateway's maximum connection duration is 2 hours; the item outlives it by one. */
export const CONNECTION_TTL_SECONDS = 3 * 60 * 60;

export const connectionsPartition = (userId: string): string => `SOCKETS#${userId}`;

/** What both items of a connection hold; the TTL runs from the connection's opening. */
const connectionSchema = z.object({ user_id: z.string(), connection_id: z.string(), connected_at: z.string() });
const connectionTtl = ({ connected_at }: { connected_at: string }) => Math.floor(Date.parse(connected_at) / 1000) + CONNECTION_TTL_SECONDS;

/** The member's connection, in their partition of open pages. */
export const connectionEntity = /* @__PURE__ */ defineEntity({
  name: 'socket connection',
  schema: connectionSchema,
  key: ({ user_id, connection_id }: { user_id: string; connection_id: string }) => ({
    PK: connectionsPartition(user_id),
    SK: `${CONNECTION_PREFIX}${connection_id}`,
  }),
  ttl: connectionTtl,
});

/** The connection's owner item: whose connection this is. */
export const connectionOwnerEntity = /* @__PURE__ */ defineEntity({
  name: 'socket connection owner',
  schema: connectionSchema,
  key: ({ connection_id }: { connection_id: string }) => ({ PK: `SOCKET#${connection_id}`, SK: 'SOCKET' }),
  ttl: connectionTtl,
});

/** Records an open connection of the member ($connect, after the JWT was checked). */
export async function saveConnection(userId: string, connectionId: string, now: Date): Promise<void> {
  const record = { user_id: userId, connection_id: connectionId, connected_at: now.toISOString() };
  await writeTransaction({
    connection: { Put: { TableName: tableName(), Item: connectionEntity.item(record) } },
    owner: { Put: { TableName: tableName(), Item: connectionOwnerEntity.item(record) } },
  });
}

/** Forgets a connection of a known member (the local socket closed, or a push found it gone). */
export async function deleteConnection(userId: string, connectionId: string): Promise<void> {
  await Promise.all([
    db().send(new DeleteCommand({ TableName: tableName(), Key: connectionEntity.key({ user_id: userId, connection_id: connectionId }) })),
    db().send(new DeleteCommand({ TableName: tableName(), Key: connectionOwnerEntity.key({ connection_id: connectionId }) })),
  ]);
}

/**
 * Forgets a connection knowing only its id ($disconnect): deletes the owner
 * item, and with the member it named, the member's item. Returns that
 * member, or null when the connection was not (or no longer) recorded.
 */
export async function forgetConnection(connectionId: string): Promise<string | null> {
  const deleted = await db().send(
    new DeleteCommand({ TableName: tableName(), Key: connectionOwnerEntity.key({ connection_id: connectionId }), ReturnValues: 'ALL_OLD' }),
  );
  const userId = deleted.Attributes?.user_id;
  if (typeof userId !== 'string') return null;
  await db().send(new DeleteCommand({ TableName: tableName(), Key: connectionEntity.key({ user_id: userId, connection_id: connectionId }) }));
  return userId;
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

/**
 * Forgets every open connection of the member (their account's deletion was
 * confirmed), so no push reaches their pages from then on; a page that
 * reconnects is refused at $connect. A member has one per open tab.
 */
export async function forgetConnectionsOf(userId: string, now: Date): Promise<number> {
  const connectionIds = await listConnections(userId, now);
  await Promise.all(connectionIds.map((connectionId) => deleteConnection(userId, connectionId)));
  return connectionIds.length;
}
