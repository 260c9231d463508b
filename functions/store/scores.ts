/**
 * The stored score of a member (spec: user_scores), one item beside the
 * profile. Every number in it is a top-level attribute, so a vouch moves it
 * with ADD deltas inside the vouch's own transaction: no read of the score
 * before the write, no version, no retry on a lost race. That includes the
 * per-attribute points: DynamoDB's ADD works on top-level numbers only (and
 * a SET on a map path fails when the map is absent), so each attribute's
 * points are their own attribute, `breakdown#<attribute name>`. The tier is
 * not stored: it is derived from the total on read (domain tierFor), so it
 * can never disagree with it.
 *
 * Item: user_id, total_score, total_vouches, one `<category>_score` per
 * category, and `breakdown#<name>` per attribute that ever earned points
 * (0 once its vouches are gone; read as absent).
 */
import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { CategoryKey } from '#domain/attributes';
import { CATEGORY_SCORE_FIELD, emptyCategoryScores, type CategoryScores, type UserScore, type VouchPoints } from '#domain/scoring';
import { tierFor } from '#domain/tiers';
import { db } from '#services/db';
import { TABLE_SCHEMA } from '#functions/schema/table';
import { StoredItemInvalid, codec } from './codec';
import { defineEntity } from './entity';
import { memberPartition } from './memberPartition';
import type { TransactItem } from './transaction';
import { readItem, tableName } from './table';

/** The attribute of each category's points: the names UserScore uses, so the item reads like the API's score. */
const CATEGORY_ATTRIBUTE = CATEGORY_SCORE_FIELD;

const CATEGORIES = Object.keys(CATEGORY_ATTRIBUTE) as CategoryKey[];

const BREAKDOWN_PREFIX = 'breakdown#';

// Not derived from contract/responses.ts userScoreSchema on purpose: this reads the stored item (loose object, no tier), that checks the strict API answer.
const totalsSchema = z.object({
  user_id: z.string(),
  total_score: z.number(),
  total_vouches: z.number(),
  core_character_score: z.number(),
  interpersonal_skills_score: z.number(),
  leadership_qualities_score: z.number(),
  awareness_eq_score: z.number(),
  thinking_style_score: z.number(),
  creative_thinking_score: z.number(),
});

/**
 * GSI3 and GSI4 (functions/schema/table.ts): every score item sits in one index
 * partition ordered by its own total_score, and in another by its own
 * total_vouches. The sort keys are the numbers the vouch transactions ADD
 * to, so the order follows every vouch, edit and deletion with no write of
 * its own (the index write costs 1 WRU per index, keys only).
 */
export const RANKED_PARTITION = 'MEMBERS';

/** The score's totals beside the profile, and its place in the two ranked orders (the breakdown is read apart: decodeScore). */
export const scoreEntity = /* @__PURE__ */ defineEntity({
  name: 'score',
  schema: totalsSchema,
  key: ({ user_id }: { user_id: string }) => ({ PK: memberPartition(user_id), SK: 'SCORE' }),
  indexes: {
    byScore: { index: TABLE_SCHEMA.gsi3, partition: (): string => RANKED_PARTITION },
    byVouches: { index: TABLE_SCHEMA.gsi4, partition: (): string => RANKED_PARTITION },
  },
});

/** The score as stored: the totals and the attribute breakdown (no tier: that is derived). */
export type ScoreRecord = z.infer<typeof totalsSchema> & { attribute_breakdown: Record<string, number> };

export function decodeScore(item: Record<string, unknown>): ScoreRecord {
  const breakdown: Record<string, number> = {};
  for (const [attribute, points] of Object.entries(item)) {
    if (!attribute.startsWith(BREAKDOWN_PREFIX)) continue;
    if (typeof points !== 'number') throw new StoredItemInvalid('score', `${attribute}: expected a number`);
    if (points !== 0) breakdown[attribute.slice(BREAKDOWN_PREFIX.length)] = points;
  }
  return { ...scoreEntity.decode(item), attribute_breakdown: breakdown };
}

/** The score as the API shows it, its tier derived from the total. */
export function toUserScore(record: ScoreRecord): UserScore {
  return {
    total_score: record.total_score,
    tier: tierFor(record.total_score).name,
    total_vouches: record.total_vouches,
    core_character_score: record.core_character_score,
    interpersonal_skills_score: record.interpersonal_skills_score,
    leadership_qualities_score: record.leadership_qualities_score,
    awareness_eq_score: record.awareness_eq_score,
    thinking_style_score: record.thinking_style_score,
    creative_thinking_score: record.creative_thinking_score,
    attribute_breakdown: record.attribute_breakdown,
  };
}

export async function getScoreRecord(userId: string): Promise<ScoreRecord | undefined> {
  return readItem(scoreEntity.key({ user_id: userId }), { decode: decodeScore });
}

/** The score as the API shows it; a member without a score item has the empty score. */
export async function getScore(userId: string): Promise<UserScore> {
  const record = await getScoreRecord(userId);
  return toUserScore(record ?? emptyScoreRecord(userId));
}

export function emptyScoreRecord(userId: string): ScoreRecord {
  return { user_id: userId, total_score: 0, total_vouches: 0, ...categoryAttributes(emptyCategoryScores()), attribute_breakdown: {} };
}

function categoryAttributes(byCategory: CategoryScores) {
  return Object.fromEntries(CATEGORIES.map((category) => [CATEGORY_ATTRIBUTE[category], byCategory[category]])) as Record<
    (typeof CATEGORY_ATTRIBUTE)[CategoryKey],
    number
  >;
}

/** The item of a new member's empty score (written with the profile). */
export function emptyScoreItem(userId: string): Record<string, unknown> {
  const { attribute_breakdown: _none, ...totals } = emptyScoreRecord(userId);
  return scoreEntity.item(totals);
}

/**
 * The item of a new member's score that starts with one received vouch (an
 * off-platform vouch claimed at sign-up, in the same transaction that
 * writes the profile): the empty score plus exactly what scoreUpdate would
 * add for it, so it equals the recomputation from that one vouch.
 */
export function scoreItemWithVouch(userId: string, points: VouchPoints): Record<string, unknown> {
  const item: Record<string, unknown> = {
    ...emptyScoreItem(userId),
    total_score: points.total,
    total_vouches: 1,
    ...categoryAttributes(points.byCategory),
  };
  for (const [attribute, value] of Object.entries(points.breakdown)) item[`${BREAKDOWN_PREFIX}${attribute}`] = value;
  return item;
}

/** How a score moves when one vouch is added, removed, or replaced by another (both). */
export interface ScoreDelta {
  total: number;
  vouches: number;
  byCategory: CategoryScores;
  breakdown: Record<string, number>;
}

export function scoreDelta(added: VouchPoints | undefined, removed: VouchPoints | undefined): ScoreDelta {
  const byCategory = emptyCategoryScores();
  for (const category of CATEGORIES) byCategory[category] = (added?.byCategory[category] ?? 0) - (removed?.byCategory[category] ?? 0);
  const breakdown: Record<string, number> = {};
  for (const [attribute, points] of Object.entries(added?.breakdown ?? {})) breakdown[attribute] = points;
  for (const [attribute, points] of Object.entries(removed?.breakdown ?? {})) breakdown[attribute] = (breakdown[attribute] ?? 0) - points;
  return {
    total: (added?.total ?? 0) - (removed?.total ?? 0),
    vouches: (added ? 1 : 0) - (removed ? 1 : 0),
    byCategory,
    // An attribute kept by an edit moves by nothing: leave it out of the update.
    breakdown: Object.fromEntries(Object.entries(breakdown).filter(([, points]) => points !== 0)),
  };
}

/**
 * The transaction item that moves a member's score by `delta`: one UpdateItem
 * of ADDs, which DynamoDB applies atomically however many vouches land at once.
 */
export function scoreUpdate(userId: string, delta: ScoreDelta): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':user': userId, ':ranked': RANKED_PARTITION, ':total': delta.total, ':vouches': delta.vouches };
  const adds = ['total_score :total', 'total_vouches :vouches'];
  CATEGORIES.forEach((category, i) => {
    values[`:c${i}`] = delta.byCategory[category];
    adds.push(`${CATEGORY_ATTRIBUTE[category]} :c${i}`);
  });
  Object.entries(delta.breakdown).forEach(([attribute, points], i) => {
    names[`#b${i}`] = `${BREAKDOWN_PREFIX}${attribute}`;
    values[`:b${i}`] = points;
    adds.push(`#b${i} :b${i}`);
  });
  return {
    Update: {
      TableName: tableName(),
      Key: scoreEntity.key({ user_id: userId }),
      // The ranking partitions are set on every move too, so a score item of any age takes its place in the orders.
      UpdateExpression: `SET user_id = :user, #byScore = :ranked, #byVouches = :ranked ADD ${adds.join(', ')}`,
      ExpressionAttributeNames: {
        ...names,
        '#byScore': scoreEntity.indexes.byScore.index.partitionKey,
        '#byVouches': scoreEntity.indexes.byVouches.index.partitionKey,
      },
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * The totals the ranked orders compare (total_score, total_vouches) of each
 * member in `userIds`: BatchGet, 100 keys a call (the calls in parallel),
 * eventually consistent, only those attributes. A member without a score
 * item counts as 0 and 0. Each item read costs 0.5 RRU (items are rounded
 * up to 4 KB one by one).
 */
export async function getStandings(userIds: readonly string[]): Promise<Map<string, { total_score: number; total_vouches: number }>> {
  const unique = [...new Set(userIds)];
  const found = new Map<string, { total_score: number; total_vouches: number }>();
  const chunks = Array.from({ length: Math.ceil(unique.length / 100) }, (_, i) => unique.slice(i * 100, i * 100 + 100));
  await Promise.all(
    chunks.map(async (chunk) => {
      let request: Record<string, KeysAndAttributes> | undefined = {
        [tableName()]: {
          Keys: chunk.map((userId) => scoreEntity.key({ user_id: userId })),
          ProjectionExpression: 'user_id, total_score, total_vouches',
        },
      };
      // BatchGet may return part of the keys unprocessed under load; ask again for those.
      for (let round = 0; request && Object.keys(request).length && round < 5; round++) {
        const out: BatchGetCommandOutput = await db().send(new BatchGetCommand({ RequestItems: request }));
        for (const item of out.Responses?.[tableName()] ?? []) {
          const totals = standingCodec.decode(item);
          found.set(totals.user_id, { total_score: totals.total_score, total_vouches: totals.total_vouches });
        }
        request = out.UnprocessedKeys as typeof request;
      }
    }),
  );
  for (const id of unique) if (!found.has(id)) found.set(id, { total_score: 0, total_vouches: 0 });
  return found;
}

const standingCodec = codec('score', z.object({ user_id: z.string(), total_score: z.number(), total_vouches: z.number() }));
type KeysAndAttributes = { Keys: Record<string, unknown>[]; ProjectionExpression?: string };
