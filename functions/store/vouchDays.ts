/**
 * The points a member received per day (the portfolio's score over time),
 * one item in their partition: `USER#<id>` / `VOUCH_DAYS`, one top-level
 * number `day#<YYYY-MM-DD>` per UTC day a vouch they received was first
 * given. Like the score (scores.ts), it moves by ADD deltas inside each
 * vouch's own transaction (create, edit, delete, the off-platform vouch
 * claimed at sign-up), so it always equals domain dailyPointsFromVouches of
 * the stored vouches without a read before the write.
 *
 * Why a separate item and why this sort key: the score item is read by every
 * directory card and profile, so it must not grow with a member's history;
 * this one is read by the dashboard alone. `VOUCH_DAYS` sorts after `VOUCH#`
 * ('_' > '#') and does not begin with it, so neither GET /api/me's own-records
 * Query (SK < "VOUCH#") nor the received-vouches Query (begins_with "VOUCH#")
 * reads it. It grows by about 25 bytes per day with a vouch (a year of daily
 * vouches ≈ 9 KB), far below the 400 KB item limit.
 */
import * as z from 'zod/mini';
import { dailyPointsDelta, type DatedPoints } from '#domain/portfolio';
import { StoredItemInvalid } from './codec';
import { defineEntity } from './entity';
import { memberPartition } from './memberPartition';
import type { TransactItem } from './transaction';
import { readItem, tableName } from './table';

/** Beside the profile; the declaration holds its fixed part, the `day#…` numbers are read apart (decodeVouchDays). */
export const vouchDaysEntity = /* @__PURE__ */ defineEntity({
  name: 'vouch days',
  schema: z.object({ user_id: z.string() }),
  key: ({ user_id }: { user_id: string }) => ({ PK: memberPartition(user_id), SK: 'VOUCH_DAYS' }),
});

const DAY_PREFIX = 'day#';

/** The whole item for these points per day (the backfill's Put; vouch transactions ADD instead). */
export function vouchDaysItem(userId: string, days: Record<string, number>): Record<string, unknown> {
  const points = Object.fromEntries(Object.entries(days).map(([day, value]) => [`${DAY_PREFIX}${day}`, value]));
  return { ...vouchDaysEntity.item({ user_id: userId }), ...points };
}

/** The stored points per day (days at 0, whose vouches are all gone, included as stored). */
export function decodeVouchDays(item: Record<string, unknown>): Record<string, number> {
  const days: Record<string, number> = {};
  for (const [attribute, points] of Object.entries(item)) {
    if (!attribute.startsWith(DAY_PREFIX)) continue;
    if (typeof points !== 'number') throw new StoredItemInvalid('vouch days', `${attribute}: expected a number`);
    days[attribute.slice(DAY_PREFIX.length)] = points;
  }
  return days;
}

/** A member's points per day; none stored reads as no days. Eventually consistent unless asked (the dashboard's read). */
export async function getVouchDays(userId: string, options: { consistent: boolean } = { consistent: false }): Promise<Record<string, number>> {
  return (await readItem(vouchDaysEntity.key({ user_id: userId }), { decode: decodeVouchDays }, options)) ?? {};
}

/**
 * The transaction item that moves a member's points per day when a vouch
 * they received is added, removed or edited (both); undefined when no day
 * moves (an edit that keeps the points), so the transaction carries no
 * useless write.
 */
export function vouchDaysUpdate(userId: string, added: DatedPoints | undefined, removed: DatedPoints | undefined): TransactItem | undefined {
  const delta = Object.entries(dailyPointsDelta(added, removed));
  if (delta.length === 0) return undefined;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const adds = delta.map(([day, points], i) => {
    names[`#d${i}`] = `${DAY_PREFIX}${day}`;
    values[`:d${i}`] = points;
    return `#d${i} :d${i}`;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: vouchDaysEntity.key({ user_id: userId }),
      UpdateExpression: `SET user_id = :user ADD ${adds.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ...values, ':user': userId },
    },
  };
}
