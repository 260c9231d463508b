/**
 * A member's transcript summary, pre-aggregated (issue 21): one item in their
 * partition, `USER#<id>` / `VOUCH_TRANSCRIPT`, holding the tally of the
 * vouches they received (domain/transcriptTally.ts: the vouch count, the
 * count per attribute, per relationship context its count and newest vouch).
 * The transcript reads it (eventually consistent) instead of the whole
 * received-vouch partition; its size is bounded by the known attributes and
 * contexts (at most 42 + 18 entries, ≤ 3.7 KB: one read unit), never by the vouches.
 *
 * It follows the vouches off the request path: the vouch stream consumer
 * (functions/realtime/vouchSideEffects.ts) applies each record's change once
 * (a VOUCH_EFFECT# marker in the same transaction, store/vouchEffects.ts).
 * The newest vouch of a context is a maximum, which no ADD keeps, so the item
 * is read, changed and put back under its `revision` (a write meanwhile, the
 * backfill's, makes the change read again). When a removal takes a context's
 * newest vouch while the context keeps others, the next newest is read from
 * the partition (consistent, only that context's vouches' dates): rare, off
 * the request path, and always right (docs/decisions.md, 'Transcript
 * summary').
 *
 * `VOUCH_TRANSCRIPT` sorts after `VOUCH#` ('_' > '#') and does not begin with
 * it, so neither GET /api/me's own-records Query (SK < "VOUCH#") nor the
 * received-vouches Query reads it.
 */
import * as z from 'zod/mini';
import { EMPTY_TALLY, applyToTally, isNewer, withNewest, type NewestVouch, type TallyVouch, type TranscriptTally } from '#domain/transcriptTally';
import { defineEntity } from './entity';
import { RECEIVED_VOUCH_PREFIX, memberPartition } from './memberPartition';
import { cancellationOf, writeTransaction } from './transaction';
import { queryItems, readItem, tableName, withContentionRetry } from './table';
import { vouchEffectMarker, type VouchChangeKind } from './vouchEffects';

const newestSchema = z.object({ created_at: z.string(), voucher_id: z.string() });

const storedSummarySchema = z.object({
  user_id: z.string(),
  /** Moves by one on every write: the condition that keeps two read-change-writes from losing one. */
  revision: z.number(),
  vouches: z.number(),
  attributes: z.record(z.string(), z.number()),
  contexts: z.record(z.string(), z.object({ count: z.number(), newest: z.optional(newestSchema) })),
});

type StoredSummary = z.infer<typeof storedSummarySchema>;

export const transcriptSummaryEntity = /* @__PURE__ */ defineEntity({
  name: 'transcript summary',
  schema: storedSummarySchema,
  key: ({ user_id }: { user_id: string }) => ({ PK: memberPartition(user_id), SK: 'VOUCH_TRANSCRIPT' }),
});

/** As many as a hot receiver's side effects allow (store/vouchEffects.ts). */
const ATTEMPTS = 20;

/** The stored tally and its revision; none stored reads as the empty tally at revision 0. */
async function readSummary(userId: string, consistent: boolean): Promise<{ tally: TranscriptTally; revision: number }> {
  const stored = await readItem(transcriptSummaryEntity.key({ user_id: userId }), transcriptSummaryEntity, { consistent });
  if (!stored) return { tally: EMPTY_TALLY, revision: 0 };
  return { tally: { vouches: stored.vouches, attributes: stored.attributes, contexts: stored.contexts }, revision: stored.revision };
}

/** A member's tally for the transcript; eventually consistent unless asked (a second's lag cannot matter there). */
export async function getTranscriptTally(userId: string, options: { consistent: boolean } = { consistent: false }): Promise<TranscriptTally> {
  return (await readSummary(userId, options.consistent)).tally;
}

/** The item that stores this tally as the next revision. */
export function transcriptSummaryItem(userId: string, tally: TranscriptTally, revision: number): Record<string, unknown> {
  const record: StoredSummary = { user_id: userId, revision, ...tally, attributes: { ...tally.attributes }, contexts: { ...tally.contexts } };
  return transcriptSummaryEntity.item(record);
}

/** The Put of the next revision, holding only while the stored one is still `revision` (0: none stored). */
export function transcriptSummaryPut(userId: string, tally: TranscriptTally, revision: number) {
  return {
    Put: {
      TableName: tableName(),
      Item: transcriptSummaryItem(userId, tally, revision + 1),
      ConditionExpression: revision === 0 ? 'attribute_not_exists(PK)' : 'revision = :revision',
      ...(revision === 0 ? {} : { ExpressionAttributeValues: { ':revision': revision } }),
    },
  };
}

/** The newest vouch a member received with this context, read from the partition (consistent: the stream's order needs it). */
export async function newestReceivedWithContext(userId: string, context: string): Promise<NewestVouch | undefined> {
  const found = await queryItems({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :vouch)',
    FilterExpression: 'relationship_context = :context',
    ProjectionExpression: 'created_at, voucher_id',
    ExpressionAttributeValues: { ':pk': memberPartition(userId), ':vouch': RECEIVED_VOUCH_PREFIX, ':context': context },
    ConsistentRead: true,
  });
  let newest: NewestVouch | undefined;
  for (const item of found) {
    const vouch = { created_at: String(item.created_at), voucher_id: String(item.voucher_id) };
    if (!newest || isNewer(vouch, newest)) newest = vouch;
  }
  return newest;
}

/** One change of one received vouch, as its stream record says. */
export interface TranscriptChange {
  vouch_id: string;
  vouchee_id: string;
  kind: VouchChangeKind;
  /** The version the change produced (a removal: the version removed). */
  version: number;
  added: TallyVouch | undefined;
  removed: TallyVouch | undefined;
}

/** The marker's change name: apart from the points-per-day marker of the same change, which is applied on its own. */
const markerChange = (kind: VouchChangeKind) => `transcript-${kind}`;

/**
 * Applies a change to the receiver's summary once, however often its record
 * is delivered. Returns false when an earlier delivery applied it.
 */
export async function applyTranscriptChangeOnce(change: TranscriptChange, nowIso: string): Promise<{ applied: boolean }> {
  const marker = vouchEffectMarker.item({
    vouch_id: change.vouch_id,
    change: markerChange(change.kind),
    version: change.version,
    applied_at: nowIso,
  });
  for (let attempt = 1; ; attempt++) {
    const { tally, revision } = await readSummary(change.vouchee_id, true);
    const applied = applyToTally(tally, change.removed, change.added);
    let next = applied.tally;
    for (const context of applied.stale) next = withNewest(next, context, await newestReceivedWithContext(change.vouchee_id, context));
    try {
      // A collision with another transaction on the same item wrote nothing: sent again as it is.
      await withContentionRetry(
        () =>
          writeTransaction({
            marker: { Put: { TableName: tableName(), Item: marker, ConditionExpression: 'attribute_not_exists(PK)' } },
            summary: transcriptSummaryPut(change.vouchee_id, next, revision),
          }),
        undefined,
        ATTEMPTS,
      );
      return { applied: true };
    } catch (error) {
      const cancelled = cancellationOf<'marker' | 'summary'>(error);
      if (cancelled?.conditionFailed('marker')) return { applied: false };
      // Another write of the summary came between the read and this one: read it again.
      if (cancelled?.conditionFailed('summary') && attempt < ATTEMPTS) continue;
      throw error;
    }
  }
}
