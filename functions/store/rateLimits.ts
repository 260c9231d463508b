/**
 * Fixed-window rate limiting: one counter item per (route, caller, minute),
 * raised atomically; DynamoDB's TTL removes old windows.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../services/db';
import { keys } from './keys';
import { tableName } from './table';

/** Counts this request and says whether it is within `limit` for the current minute. */
export async function takeRateToken(routeId: string, caller: string, limit: number, now: Date): Promise<boolean> {
  const minute = Math.floor(now.getTime() / 60_000);
  const out = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.rateCounter(routeId, caller, minute),
      UpdateExpression: 'ADD #n :one SET expiresAt = if_not_exists(expiresAt, :ttl)',
      ExpressionAttributeNames: { '#n': 'n' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': (minute + 2) * 60 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return ((out.Attributes?.n as number | undefined) ?? 0) <= limit;
}
