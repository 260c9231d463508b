/**
 * Data access requests (spec: data_access_requests: id, user_id,
 * user_handle, request_reason, status). In the member's own partition of
 * requests:
 *   request  `DATA_REQUESTS#<user>`/`REQUEST#<created_at>#<id>`
 *   guard    `DATA_REQUESTS#<user>`/`PENDING` (the pending request's id)
 * "A pending request blocks a new one" is the guard's `attribute_not_exists`
 * in the same transaction as the request and its notification, so two
 * requests at once cannot both pass, and nothing is half written.
 */
import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { DATA_REQUEST_REASON, dataAccessRequestNotification } from '#domain/dataRequests';
import { db } from '#services/db';
import { defineEntity } from './entity';
import { StoreRefused } from './errors';
import { notificationPut, type NewNotification } from './notifications';
import { queryItems } from './table';
import { cancellationOf, writeTransaction } from './transaction';
import { tableName } from './table';

/** What this entity's writes refuse (errors.ts StoreRefusals). */
declare module './errors' {
  interface StoreRefusals {
    /** The member already has a pending data access request. */
    data_request_pending: true;
  }
}

export const dataRequestsPartition = (userId: string): string => `DATA_REQUESTS#${userId}`;

/** The member's pending request's id, beside their requests: its absence is "no request pending". */
export const pendingDataRequestGuard = /* @__PURE__ */ defineEntity({
  name: 'pending data request guard',
  schema: z.object({ request_id: z.string(), created_at: z.string() }),
  key: ({ user_id }: { user_id: string }) => ({ PK: dataRequestsPartition(user_id), SK: 'PENDING' }),
});

const dataRequestSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_handle: z.string(),
  request_reason: z.string(),
  /** pending → done once the export is stored; → failed when every delivery of its export failed. */
  status: z.enum(['pending', 'done', 'failed']),
  created_at: z.string(),
  /** Set when the export is stored (status done): when, and the export's object key in the exports bucket. */
  done_at: z.optional(z.string()),
  export_key: z.optional(z.string()),
  /** How many deliveries of the export have begun (the stream retries a failed one). */
  export_attempts: z.optional(z.number()),
  /** Set when the request is closed as failed. */
  failed_at: z.optional(z.string()),
});
export type DataRequestRecord = z.infer<typeof dataRequestSchema>;

/** In the member's partition of requests, by creation time. */
export const dataRequestEntity = /* @__PURE__ */ defineEntity({
  name: 'data access request',
  schema: dataRequestSchema,
  key: ({ user_id, created_at, id }: { user_id: string; created_at: string; id: string }) => ({
    PK: dataRequestsPartition(user_id),
    SK: `REQUEST#${created_at}#${id}`,
  }),
});

/**
 * Records a pending request and its data_access_request notification, unless
 * the member has one pending ('data_request_pending').
 */
export async function createDataRequest(userId: string, handle: string, nowIso: string): Promise<DataRequestRecord> {
  const record: DataRequestRecord = {
    id: randomUUID(),
    user_id: userId,
    user_handle: handle,
    request_reason: DATA_REQUEST_REASON,
    status: 'pending',
    created_at: nowIso,
  };
  try {
    await writeTransaction({
      pending: {
        Put: {
          TableName: tableName(),
          Item: pendingDataRequestGuard.item({ request_id: record.id, created_at: nowIso }, { user_id: userId }),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      request: {
        Put: {
          TableName: tableName(),
          Item: dataRequestEntity.item(record),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      notification: notificationPut({ user_id: userId, ...dataAccessRequestNotification() }, nowIso),
    });
    return record;
  } catch (error) {
    if (cancellationOf(error)?.conditionFailed('pending')) throw new StoreRefused('data_request_pending');
    throw error;
  }
}

/** The member's requests, newest first. */
export async function listDataRequests(userId: string): Promise<DataRequestRecord[]> {
  const items = await queryItems({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :request)',
    ExpressionAttributeValues: { ':pk': dataRequestsPartition(userId), ':request': 'REQUEST#' },
    ScanIndexForward: false,
    ConsistentRead: true,
  });
  return items.map((item) => dataRequestEntity.decode(item));
}

/** Is this table item a data access request (by its key)? For the export reading the table's stream. */
export function isDataRequestItem(item: Record<string, unknown>): boolean {
  return typeof item.PK === 'string' && item.PK.startsWith('DATA_REQUESTS#') && typeof item.SK === 'string' && item.SK.startsWith('REQUEST#');
}

export const decodeDataRequest = (item: Record<string, unknown>): DataRequestRecord => dataRequestEntity.decode(item);

/**
 * The export of a pending request is stored: in one transaction the request
 * becomes done (conditioned on still being pending, so a retried export
 * changes nothing more), the pending guard goes (a new request may follow),
 * and the member's notification is written. False when the request was no
 * longer pending (already done, or gone).
 */
export async function completeDataRequest(
  request: Pick<DataRequestRecord, 'id' | 'user_id' | 'created_at'>,
  exportKey: string,
  notification: Omit<NewNotification, 'user_id'>,
  nowIso: string,
): Promise<boolean> {
  return closePendingRequest(
    request,
    { status: 'done', set: 'done_at = :now, export_key = :key', values: { ':key': exportKey } },
    notification,
    nowIso,
  );
}

/**
 * Ends a pending request (done or failed) in one transaction: the request's
 * status and its dates (conditioned on still pending), its pending guard
 * deleted, the member's notification written. False when it was no longer
 * pending, so a redelivery changes nothing more.
 */
async function closePendingRequest(
  request: Pick<DataRequestRecord, 'id' | 'user_id' | 'created_at'>,
  outcome: { status: 'done' | 'failed'; set: string; values?: Record<string, unknown> },
  notification: Omit<NewNotification, 'user_id'>,
  nowIso: string,
): Promise<boolean> {
  try {
    await writeTransaction({
      request: {
        Update: {
          TableName: tableName(),
          Key: dataRequestEntity.key(request),
          UpdateExpression: `SET #status = :outcome, ${outcome.set}`,
          ConditionExpression: 'attribute_exists(PK) AND #status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':outcome': outcome.status, ':pending': 'pending', ':now': nowIso, ...outcome.values },
        },
      },
      guard: {
        Delete: {
          TableName: tableName(),
          Key: pendingDataRequestGuard.key({ user_id: request.user_id }),
          ConditionExpression: 'attribute_not_exists(PK) OR request_id = :id',
          ExpressionAttributeValues: { ':id': request.id },
        },
      },
      notification: notificationPut({ user_id: request.user_id, ...notification }, nowIso),
    });
    return true;
  } catch (error) {
    if (cancellationOf(error)?.conditionFailed('request')) return false;
    throw error;
  }
}

/**
 * One more delivery of the request's export begins: counts it on the
 * request and returns the count, or null when the request is no longer
 * pending (done, failed or gone), so a redelivery does nothing.
 */
export async function beginExportAttempt(request: Pick<DataRequestRecord, 'id' | 'user_id' | 'created_at'>): Promise<number | null> {
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: dataRequestEntity.key(request),
        UpdateExpression: 'ADD export_attempts :one',
        ConditionExpression: 'attribute_exists(PK) AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':one': 1, ':pending': 'pending' },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(out.Attributes?.export_attempts ?? 1);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}

/**
 * Every delivery of the export failed: in one transaction the request
 * becomes failed (still pending until now), its pending guard goes (a new
 * request may follow) and the member is told. False when it was no longer pending.
 */
export async function failDataRequest(
  request: Pick<DataRequestRecord, 'id' | 'user_id' | 'created_at'>,
  notification: Omit<NewNotification, 'user_id'>,
  nowIso: string,
): Promise<boolean> {
  return closePendingRequest(request, { status: 'failed', set: 'failed_at = :now' }, notification, nowIso);
}
