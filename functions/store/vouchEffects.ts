/**
 * The side effects of a vouch that follow it from the table's stream (issue
 * 21: a vouch's request writes only the vouch, the score and the given
 * count): the receiver's points per day (vouchDays.ts), and for a vouch
 * given the receiver's 'vouch_received' notification.
 *
 * A stream record can be delivered twice, and the points per day move by ADD,
 * which would count twice. So each change of a vouch is applied in one
 * transaction with a marker item keyed by what changed (the vouch's id, the
 * kind of change, the version it produced): the marker's conditional Put
 * fails on a second delivery and nothing is written again. The notification's
 * id is derived from the vouch's id, so it is the same on every delivery too.
 * Markers expire after two days (the stream keeps a record 24 hours).
 */
import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import type { DatedPoints } from '#domain/portfolio';
import type { NotificationContent } from '#domain/notifications';
import { defineEntity } from './entity';
import { notificationPutOf, type NotificationRecord } from './notifications';
import { cancellationOf, writeTransaction, type TransactItem } from './transaction';
import { tableName, withContentionRetry } from './table';
import { vouchDaysUpdate } from './vouchDays';

/** How a vouch changed: given, edited (to a version) or removed. */
export type VouchChangeKind = 'given' | 'edited' | 'removed';

/** Longer than the stream's 24-hour retention: a record redelivered at its latest still finds its marker. */
const MARKER_LIFETIME_SECONDS = 2 * 24 * 60 * 60;

/** As many as the vouch's own transaction allows (store/vouches.ts): 50 vouches for one member at once collide here too. */
const CONTENTION_ATTEMPTS = 20;

/** One applied change of one vouch; its own partition, so no member query ever reads it. */
export const vouchEffectMarker = /* @__PURE__ */ defineEntity({
  name: 'vouch effect marker',
  schema: z.object({ vouch_id: z.string(), change: z.string(), version: z.number(), applied_at: z.string() }),
  key: ({ vouch_id, change, version }: { vouch_id: string; change: string; version: number }) => ({
    PK: `VOUCH_EFFECT#${vouch_id}`,
    SK: `${change}#${version}`,
  }),
  ttl: (record) => Math.floor(Date.parse(record.applied_at) / 1000) + MARKER_LIFETIME_SECONDS,
});

/** The vouch_received notification's id: the vouch's time (so the list sorts by it) and a digest of its id (the same on every delivery). */
export function vouchNotificationId(vouch: { id: string; created_at: string }): string {
  const time = Date.parse(vouch.created_at).toString(36).padStart(9, '0');
  return `${time}-${createHash('sha256').update(vouch.id).digest('hex').slice(0, 12)}`;
}

export interface VouchChange {
  vouch_id: string;
  vouchee_id: string;
  kind: VouchChangeKind;
  /** The version the change produced (a removal: the version removed). */
  version: number;
  /** The vouch's points and first day after the change, and before it. */
  added: DatedPoints | undefined;
  removed: DatedPoints | undefined;
  /** For a vouch given: the receiver's notification. */
  notification?: { content: NotificationContent; created_at: string };
}

/**
 * Applies a change's points per day (and a given vouch's notification) once.
 * Returns false when an earlier delivery applied it already, or it moves
 * nothing (an edit that keeps the points).
 */
export async function applyVouchChangeOnce(change: VouchChange, nowIso: string): Promise<{ applied: boolean; notification?: NotificationRecord }> {
  const days = vouchDaysUpdate(change.vouchee_id, change.added, change.removed);
  const notification: NotificationRecord | undefined = change.notification && {
    id: vouchNotificationId({ id: change.vouch_id, created_at: change.notification.created_at }),
    user_id: change.vouchee_id,
    ...change.notification.content,
    is_read: false,
    created_at: change.notification.created_at,
  };
  if (!days && !notification) return { applied: false };
  const marker = vouchEffectMarker.item({ vouch_id: change.vouch_id, change: change.kind, version: change.version, applied_at: nowIso });
  const items: Record<string, TransactItem> = {
    marker: { Put: { TableName: tableName(), Item: marker, ConditionExpression: 'attribute_not_exists(PK)' } },
    ...(days ? { days } : {}),
    ...(notification ? { notification: notificationPutOf(notification) } : {}),
  };
  try {
    // A hot receiver's vouches land together on one points-per-day item: a collision wrote nothing and is sent again.
    await withContentionRetry(() => writeTransaction(items), undefined, CONTENTION_ATTEMPTS);
  } catch (error) {
    const cancelled = cancellationOf<'marker' | 'notification'>(error);
    // Delivered before (the marker is there), or the notification is (an older delivery whose marker expired): done.
    if (cancelled?.conditionFailed('marker') || cancelled?.conditionFailed('notification')) return { applied: false };
    throw error;
  }
  return { applied: true, ...(notification ? { notification } : {}) };
}
