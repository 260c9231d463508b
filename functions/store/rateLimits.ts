/**
 * Rate limiting as a token bucket per (route, caller), kept in DynamoDB as
 * one number: the bucket's "theoretical arrival time" (GCRA). A bucket holds
 * `limit` tokens and gets one back every 60 s / limit; `tat` is when it would
 * be full again. A request passes when taking a token leaves `tat` at most a
 * minute ahead of now, and then moves `tat` on by one token.
 *
 * Unlike the fixed minute window this replaces, a minute boundary gives no
 * fresh allowance: a burst is at most `limit`, and the steady rate is
 * `limit` per minute.
 *
 * Each attempt is one conditional write, so parallel requests can never
 * take more tokens than there are: an idle bucket is restarted from now
 * (condition: it is full), a busy one has a token taken (condition: one is
 * left). When the guess between the two is wrong, the failed write returns
 * the item, which decides the next attempt without a read.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from '#services/db';
import { defineEntity } from './entity';
import { tableName } from './table';

/**
 * One bucket per (route, caller); `who` is `user:<id>` or `ip:<address>`. Only
 * the conditional updates below write it, TTL included: its expiry follows
 * the request's time, not `tat`.
 */
export const rateBucketEntity = /* @__PURE__ */ defineEntity({
  name: 'rate bucket',
  schema: z.object({ tat: z.number() }),
  key: ({ route_id, who }: { route_id: string; who: string }) => ({ PK: `RATE#${route_id}#${who}`, SK: 'BUCKET' }),
});

const WINDOW_MS = 60_000;
/** Two wrong guesses in a row take a bucket that changes state between them; more means heavy contention: refuse. */
const MAX_ATTEMPTS = 4;

type Attempt = 'restart' | 'take';

function storedTat(error: ConditionalCheckFailedException): number | undefined {
  // lib-dynamodb leaves the item in the error marshalled.
  const tat = (error.Item as { tat?: { N?: string } } | undefined)?.tat?.N;
  return tat === undefined ? undefined : Number(tat);
}

/** Takes a token for this request; false when the caller has none left. */
export async function takeRateToken(routeId: string, caller: string, limit: number, now: Date): Promise<boolean> {
  const nowMs = now.getTime();
  const refillMs = WINDOW_MS / limit;
  // Taking a token moves tat on by refillMs; it may end at most a window ahead of now.
  const latestTat = nowMs + WINDOW_MS - refillMs;
  // By then the bucket is full again, so a missing item means the same: TTL may remove it.
  const expiresAt = Math.ceil((nowMs + WINDOW_MS) / 1000) + 60;
  let attempt: Attempt = 'restart';
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    try {
      await db().send(
        attempt === 'restart'
          ? new UpdateCommand({
              TableName: tableName(),
              Key: rateBucketEntity.key({ route_id: routeId, who: caller }),
              UpdateExpression: 'SET tat = :next, expiresAt = :ttl',
              ConditionExpression: 'attribute_not_exists(tat) OR tat <= :now',
              ExpressionAttributeValues: { ':next': nowMs + refillMs, ':now': nowMs, ':ttl': expiresAt },
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            })
          : new UpdateCommand({
              TableName: tableName(),
              Key: rateBucketEntity.key({ route_id: routeId, who: caller }),
              UpdateExpression: 'SET tat = tat + :refill, expiresAt = :ttl',
              ConditionExpression: 'tat > :now AND tat <= :latest',
              ExpressionAttributeValues: { ':refill': refillMs, ':now': nowMs, ':latest': latestTat, ':ttl': expiresAt },
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            }),
      );
      return true;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      const tat = storedTat(error);
      if (tat !== undefined && tat > latestTat) return false;
      attempt = tat !== undefined && tat > nowMs ? 'take' : 'restart';
    }
  }
  return false;
}
