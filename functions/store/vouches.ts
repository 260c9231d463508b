/**
 * Vouches between members. A vouch, its receiver's score and its giver's
 * count move in one transaction: the score by ADD deltas (scores.ts), so
 * the stored score always equals scoreFromVouches of the stored vouches
 * however many vouches, edits and deletions land at once, without reading
 * the score first. An edit or a deletion is conditioned on the vouch still
 * being the very vouch that was read, at the version that was read, because
 * the delta it applies is the difference from exactly that vouch. The id
 * names the vouch: the version alone would not, since a vouch deleted and
 * given again starts at version 0 under the same key, and a stale edit or
 * deletion would then apply the old vouch's points to the new one.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { scoreVouch, type UserScore } from '#domain/scoring';
import { attributeSet, givenVouch, vouchFields, type VouchChoices } from '#domain/vouchRecord';
import { db } from '#services/db';
import { newId } from '#services/ids';
import { TABLE_SCHEMA } from '#functions/schema/table';
import { defineEntity } from './entity';
import { vouchesGivenCounter } from './counters';
import { StoreRefused } from './errors';
import { RECEIVED_VOUCH_PREFIX, memberPartition } from './memberPartition';
import { profileEntity } from './profiles';
import { getScore, scoreDelta, scoreUpdate } from './scores';
import { cancellationOf, writeTransaction, type TransactItem } from './transaction';
import { queryCount, queryItems, queryPage, readItem, tableName, withContentionRetry } from './table';

/** What this entity's writes refuse (errors.ts StoreRefusals). */
declare module './errors' {
  interface StoreRefusals {
    vouchee_missing: true;
    duplicate_vouch: true;
    self_vouch: true;
    /** An edit or deletion of a vouch that another edit or deletion changed since it was read. */
    vouch_changed: true;
  }
}

// The vouch's fields are the contract's too (domain/vouchRecord.ts); the item is read loose (its keys are stripped) and adds the edit fields.
const vouchSchema = z.object({
  ...vouchFields,
  /** Vouches written before edits existed lack it: read as created_at. */
  updated_at: z.optional(z.string()),
  /** One step per edit; an edit or deletion is conditioned on it and on the id. Vouches written before edits existed lack it: read as 0. */
  version: z.optional(z.number()),
});

/**
 * Keyed (vouchee, voucher): a pair has exactly one item, and the receiver's
 * partition holds all they received. GSI1: the vouches a member gave, newest
 * first; GSI2: the vouches a member received, newest first (the vouch-list
 * pages and the profile dialog).
 */
export const vouchEntity = /* @__PURE__ */ defineEntity({
  name: 'vouch',
  schema: vouchSchema,
  key: ({ voucher_id, vouchee_id }: { voucher_id: string; vouchee_id: string }) => ({
    PK: memberPartition(vouchee_id),
    SK: `${RECEIVED_VOUCH_PREFIX}${voucher_id}`,
  }),
  indexes: {
    given: {
      index: TABLE_SCHEMA.gsi1,
      partition: ({ voucher_id }: { voucher_id: string }) => `VOUCHER#${voucher_id}`,
      sort: ({ created_at, vouchee_id }: { created_at: string; vouchee_id: string }) => `${created_at}#${vouchee_id}`,
    },
    received: {
      index: TABLE_SCHEMA.gsi2,
      partition: ({ vouchee_id }: { vouchee_id: string }) => `VOUCHEE#${vouchee_id}`,
      sort: ({ created_at, voucher_id }: { created_at: string; voucher_id: string }) => `${created_at}#${voucher_id}`,
    },
  },
});
const { given: givenIndex, received: receivedIndex } = vouchEntity.indexes;

export type VouchRecord = Omit<z.infer<typeof vouchSchema>, 'updated_at' | 'version'> & { updated_at: string; version: number };

function decodeVouch(item: Record<string, unknown>): VouchRecord {
  const stored = vouchEntity.decode(item);
  return { ...stored, updated_at: stored.updated_at ?? stored.created_at, version: stored.version ?? 0 };
}

/** A vouch to give: who gives it to whom, and what the voucher chose (the message already sanitized). */
export type NewVouch = VouchChoices & { voucher_id: string; vouchee_id: string };

/** What the voucher may change in a vouch they gave; who gave it to whom is fixed. */
export type VouchChanges = Partial<Omit<NewVouch, 'voucher_id' | 'vouchee_id'>>;

/**
 * A hot receiver (50 vouches at the same moment) makes transactions on their
 * score item collide; a collision wrote nothing, and the same deltas are
 * sent again.
 */
const CONTENTION_ATTEMPTS = 20;

const pointsOf = (vouch: Pick<VouchRecord, 'attributes'>) => scoreVouch(Object.keys(vouch.attributes));

export function givenCountUpdate(voucherId: string, by: 1 | -1): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: vouchesGivenCounter.key({ user_id: voucherId }),
      UpdateExpression: 'ADD #count :by',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':by': by },
    },
  };
}

/**
 * The condition that the stored vouch is still the one read: the same id (a
 * vouch given again after a deletion has a new one) at the same version
 * (vouches older than versions have none: version 0).
 */
function isSameVouch(read: Pick<VouchRecord, 'id' | 'version'>): {
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
} {
  const version = read.version === 0 ? '(attribute_not_exists(#version) OR #version = :read)' : '#version = :read';
  return {
    ConditionExpression: `#id = :id AND ${version}`,
    ExpressionAttributeNames: { '#id': 'id', '#version': 'version' },
    ExpressionAttributeValues: { ':id': read.id, ':read': read.version },
  };
}

/**
 * The qualities of a vouch given, in the order the voucher chose them, kept
 * on the vouch item for the 'vouch_received' notification and mail that
 * follow it from the stream (functions/realtime/vouchSideEffects.ts): the
 * attribute map does not keep an order. Written once; edits do not announce.
 */
export const ANNOUNCED_QUALITIES = 'announced_qualities';

/**
 * Gives a vouch: the vouch, the receiver's score (ADD) and the voucher's
 * given count, in one transaction, and nothing else (issue 21): the
 * receiver's points per day, notification and mail follow from the table's
 * stream (functions/realtime/vouchSideEffects.ts). The score answered is read
 * after the write (one GetItem).
 */
export async function createVouch(input: NewVouch, nowIso: string): Promise<{ vouch: VouchRecord; score: UserScore }> {
  if (input.voucher_id === input.vouchee_id) throw new StoreRefused('self_vouch');
  const points = scoreVouch(input.attributes);
  const vouch: VouchRecord = {
    id: newId(),
    voucher_id: input.voucher_id,
    vouchee_id: input.vouchee_id,
    ...givenVouch(input, points.total, nowIso),
    updated_at: nowIso,
    version: 0,
  };
  const items = {
    vouchee: {
      ConditionCheck: { TableName: tableName(), Key: profileEntity.key({ id: vouch.vouchee_id }), ConditionExpression: 'attribute_exists(PK)' },
    },
    vouch: {
      Put: {
        TableName: tableName(),
        Item: { ...vouchEntity.item(vouch), [ANNOUNCED_QUALITIES]: [...input.attributes] },
        // The key is (vouchee, voucher): a second vouch for the same pair fails here.
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    score: scoreUpdate(vouch.vouchee_id, scoreDelta(points, undefined)),
    givenCount: givenCountUpdate(vouch.voucher_id, 1),
  };
  try {
    await withContentionRetry(() => writeTransaction(items), undefined, CONTENTION_ATTEMPTS);
  } catch (error) {
    const cancelled = cancellationOf<keyof typeof items>(error);
    if (cancelled?.conditionFailed('vouchee')) throw new StoreRefused('vouchee_missing');
    if (cancelled?.conditionFailed('vouch')) throw new StoreRefused('duplicate_vouch');
    throw error;
  }
  return { vouch, score: await getScore(vouch.vouchee_id) };
}

/**
 * The voucher edits a vouch they gave. `current` is the vouch as read; the
 * receiver's score moves by the difference between its points and the
 * edited vouch's, in the same transaction, which holds only while the
 * stored vouch is still `current` (same id, same version); the points per
 * day follow from the stream. If it moved on
 * (another edit, a deletion, or a deletion and a new vouch) the store refuses with 'vouch_changed' and writes
 * nothing: the caller reads it again.
 */
export async function updateVouch(current: VouchRecord, changes: VouchChanges, nowIso: string): Promise<{ vouch: VouchRecord; score: UserScore }> {
  const before = pointsOf(current);
  const after = changes.attributes ? scoreVouch(changes.attributes) : before;
  // Exactly what an edit may change (and nothing of who, whom or when it was first given).
  const edited = {
    message: changes.message ?? current.message,
    attributes: changes.attributes ? attributeSet(changes.attributes) : current.attributes,
    first_met_year: changes.first_met_year ?? current.first_met_year,
    interaction_frequency: changes.interaction_frequency ?? current.interaction_frequency,
    relationship_category: changes.relationship_category ?? current.relationship_category,
    relationship_context: changes.relationship_context ?? current.relationship_context,
    character_confidence: changes.character_confidence ?? current.character_confidence,
    points: after.total,
    updated_at: nowIso,
  };
  const next: VouchRecord = { ...current, ...edited, version: current.version + 1 };
  const condition = isSameVouch(current);
  const sets = Object.keys(edited).map((field, i) => `#f${i} = :f${i}`);
  const items = {
    vouch: {
      Update: {
        TableName: tableName(),
        Key: vouchEntity.key(current),
        UpdateExpression: `SET ${[...sets, '#version = :next'].join(', ')}`,
        ConditionExpression: condition.ConditionExpression,
        ExpressionAttributeNames: {
          ...condition.ExpressionAttributeNames,
          ...Object.fromEntries(Object.keys(edited).map((field, i) => [`#f${i}`, field])),
        },
        ExpressionAttributeValues: {
          ...condition.ExpressionAttributeValues,
          ...Object.fromEntries(Object.values(edited).map((value, i) => [`:f${i}`, value])),
          ':next': next.version,
        },
      },
    },
    score: scoreUpdate(current.vouchee_id, scoreDelta(after, before)),
    // The points per day follow from the stream (functions/realtime/vouchSideEffects.ts).
  };
  await writeVersioned(items);
  return { vouch: next, score: await getScore(current.vouchee_id) };
}

/**
 * Removes a vouch: the receiver's score loses its points and one vouch, the
 * giver's count goes down by one (the points per day follow from the stream), in one transaction that holds only while
 * the stored vouch is still `current` ('vouch_changed' otherwise, nothing written).
 */
export async function deleteVouch(current: VouchRecord): Promise<{ score: UserScore }> {
  const condition = isSameVouch(current);
  const items = {
    vouch: { Delete: { TableName: tableName(), Key: vouchEntity.key(current), ...condition } },
    score: scoreUpdate(current.vouchee_id, scoreDelta(undefined, pointsOf(current))),
    givenCount: givenCountUpdate(current.voucher_id, -1),
  };
  await writeVersioned(items);
  return { score: await getScore(current.vouchee_id) };
}

/** Writes a transaction whose `vouch` item holds a version condition; a failed one is the refusal 'vouch_changed'. */
async function writeVersioned<Name extends string>(items: Record<Name | 'vouch', TransactItem>): Promise<void> {
  try {
    await withContentionRetry(() => writeTransaction(items), undefined, CONTENTION_ATTEMPTS);
  } catch (error) {
    if (cancellationOf<Name | 'vouch'>(error)?.conditionFailed('vouch')) throw new StoreRefused('vouch_changed');
    throw error;
  }
}

export async function getVouch(voucherId: string, voucheeId: string): Promise<VouchRecord | undefined> {
  return readItem(vouchEntity.key({ voucher_id: voucherId, vouchee_id: voucheeId }), { decode: decodeVouch });
}

/**
 * Has either member vouched for the other? Two GetItems on the vouch keys
 * (USER#b/VOUCH#a and USER#a/VOUCH#b), in parallel, eventually consistent,
 * attribute PK only (cost: docs/data-model.md). Also says which way.
 */
export async function vouchRelationship(a: string, b: string): Promise<{ aVouchedForB: boolean; bVouchedForA: boolean }> {
  const exists = async (voucherId: string, voucheeId: string) => {
    const out = await db().send(
      new GetCommand({ TableName: tableName(), Key: vouchEntity.key({ voucher_id: voucherId, vouchee_id: voucheeId }), ProjectionExpression: 'PK' }),
    );
    return !!out.Item;
  };
  const [aVouchedForB, bVouchedForA] = await Promise.all([exists(a, b), exists(b, a)]);
  return { aVouchedForB, bVouchedForA };
}

/** Every vouch a member received (one Query on their partition, paged). */
export async function listVouchesReceived(voucheeId: string): Promise<VouchRecord[]> {
  const items = await queryItems({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :vouch)',
    ExpressionAttributeValues: { ':pk': memberPartition(voucheeId), ':vouch': RECEIVED_VOUCH_PREFIX },
    ConsistentRead: true,
  });
  return items.map(decodeVouch);
}

/** How many vouches a member has given (GSI1, counted without reading the items' bodies out). */
export async function countVouchesGiven(voucherId: string): Promise<number> {
  return queryCount({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': givenIndex.partition({ voucher_id: voucherId }) },
  });
}

/** The key attributes of a page cursor of the vouches a member received (GSI2), and the partition it must stay in. */
export function vouchesReceivedPageKeyShape(voucheeId: string): { keyNames: readonly string[]; fixed: Record<string, string> } {
  return { keyNames: ['PK', 'SK', 'GSI2PK', 'GSI2SK'], fixed: { GSI2PK: receivedIndex.partition({ vouchee_id: voucheeId }) } };
}

/** The key attributes of a page cursor of the vouches a member gave (GSI1), and the partition it must stay in. */
export function vouchesGivenPageKeyShape(voucherId: string): { keyNames: readonly string[]; fixed: Record<string, string> } {
  return { keyNames: ['PK', 'SK', 'GSI1PK', 'GSI1SK'], fixed: { GSI1PK: givenIndex.partition({ voucher_id: voucherId }) } };
}

/** One page of the vouches a member received, newest first (GSI2, eventually consistent). */
export async function listVouchesReceivedPage(
  voucheeId: string,
  limit: number,
  start: Record<string, unknown> | undefined,
): Promise<{ vouches: VouchRecord[]; nextKey: Record<string, unknown> | undefined }> {
  const page = await queryPage(
    {
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': receivedIndex.partition({ vouchee_id: voucheeId }) },
      ScanIndexForward: false,
    },
    limit,
    start,
  );
  return { vouches: page.items.map(decodeVouch), nextKey: page.nextKey };
}

/** One page of the vouches a member gave, newest first (GSI1, eventually consistent). */
export async function listVouchesGivenPage(
  voucherId: string,
  limit: number,
  start: Record<string, unknown> | undefined,
): Promise<{ vouches: VouchRecord[]; nextKey: Record<string, unknown> | undefined }> {
  const page = await queryPage(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': givenIndex.partition({ voucher_id: voucherId }) },
      ScanIndexForward: false,
    },
    limit,
    start,
  );
  return { vouches: page.items.map(decodeVouch), nextKey: page.nextKey };
}

/**
 * The ids of the members on the other side of a member's vouches, newest
 * vouch first: whom they vouched for ('given', GSI1) or who vouched for them
 * ('received', GSI2), at most `max` (and whether there are more). Only the
 * one id attribute comes back (ProjectionExpression); the read units are
 * those of the index items read (docs/decisions.md: the sorted relationship tabs).
 */
export async function listRelationshipIds(memberId: string, direction: 'given' | 'received', max: number): Promise<{ ids: string[]; more: boolean }> {
  const given = direction === 'given';
  const items = await queryItems(
    {
      IndexName: given ? 'GSI1' : 'GSI2',
      KeyConditionExpression: given ? 'GSI1PK = :pk' : 'GSI2PK = :pk',
      ExpressionAttributeValues: {
        ':pk': given ? givenIndex.partition({ voucher_id: memberId }) : receivedIndex.partition({ vouchee_id: memberId }),
      },
      ProjectionExpression: given ? 'vouchee_id' : 'voucher_id',
      ScanIndexForward: false,
    },
    max + 1,
  );
  const ids = items.map((item) => String(given ? item.vouchee_id : item.voucher_id));
  return { ids: ids.slice(0, max), more: ids.length > max };
}

/** The newest `max` vouches a member received at or after `sinceIso`, direction and time only (the burst check). */
export async function listVouchesReceivedSince(
  voucheeId: string,
  sinceIso: string,
  max: number,
): Promise<{ voucher_id: string; vouchee_id: string; created_at: string }[]> {
  const items = await queryItems(
    {
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK >= :since',
      ExpressionAttributeValues: { ':pk': receivedIndex.partition({ vouchee_id: voucheeId }), ':since': sinceIso },
      ProjectionExpression: 'voucher_id, vouchee_id, created_at',
      ScanIndexForward: false,
    },
    max,
  );
  return items.map((item) => ({ voucher_id: String(item.voucher_id), vouchee_id: String(item.vouchee_id), created_at: String(item.created_at) }));
}

/** A vouch's direction and time only (the collusion signals' evidence): one GetItem, eventually consistent. */
export async function getVouchEdge(
  voucherId: string,
  voucheeId: string,
): Promise<{ voucher_id: string; vouchee_id: string; created_at: string } | undefined> {
  const out = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: vouchEntity.key({ voucher_id: voucherId, vouchee_id: voucheeId }),
      ProjectionExpression: 'voucher_id, vouchee_id, created_at',
    }),
  );
  return out.Item
    ? { voucher_id: String(out.Item.voucher_id), vouchee_id: String(out.Item.vouchee_id), created_at: String(out.Item.created_at) }
    : undefined;
}

/** Is this table item a vouch (by its key)? For consumers of the table's stream. */
export function isVouchItem(item: Record<string, unknown>): boolean {
  return typeof item.PK === 'string' && item.PK.startsWith('USER#') && typeof item.SK === 'string' && item.SK.startsWith(RECEIVED_VOUCH_PREFIX);
}
