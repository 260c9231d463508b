/**
 * Vouches between members. A vouch and its receiver's new score are written
 * in one transaction, conditioned on the score version that was read, so
 * the stored score always equals scoreFromVouches of the stored vouches.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { applyVouchDelta, scoreVouch, type UserScore } from '../domain/scoring';
import { db } from '../services/db';
import { newId } from '../services/ids';
import { StoreRefused } from './errors';
import { withoutKeys, type VouchRecord } from './items';
import { VOUCH_SK_PREFIX, gsi1, keys } from './keys';
import { getScoreRecord, toUserScore } from './scores';
import { cancellationCodes, queryCount, queryItems, tableName, transactWrite, withContentionRetry } from './table';

export type NewVouch = Omit<VouchRecord, 'id' | 'points' | 'created_at' | 'first_met_month' | 'attributes'> & {
  attributes: readonly string[];
};

/** The score item moved on between our read and our write: read again and recompute. */
class ScoreVersionMoved extends Error {
  constructor() {
    super('score version moved');
    this.name = 'ScoreVersionMoved';
  }
}

/** Enough attempts for a burst of simultaneous vouches for one member to all land. */
const SCORE_WRITE_ATTEMPTS = 40;

export async function createVouch(input: NewVouch, nowIso: string): Promise<{ vouch: VouchRecord; score: UserScore }> {
  if (input.voucher_id === input.vouchee_id) throw new StoreRefused('self_vouch');
  const points = scoreVouch(input.attributes);
  const vouch: VouchRecord = {
    id: newId(),
    voucher_id: input.voucher_id,
    vouchee_id: input.vouchee_id,
    message: input.message,
    attributes: Object.fromEntries(input.attributes.map((a) => [a, true as const])),
    first_met_year: input.first_met_year,
    first_met_month: null,
    interaction_frequency: input.interaction_frequency,
    relationship_category: input.relationship_category,
    relationship_context: input.relationship_context,
    character_confidence: input.character_confidence,
    points: points.total,
    created_at: nowIso,
  };

  return withContentionRetry(
    async () => {
      const current = await getScoreRecord(vouch.vouchee_id);
      const next = applyVouchDelta(current ? toUserScore(current) : undefined, points, undefined);
      const version = (current?.version ?? -1) + 1;
      try {
        await transactWrite([
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.profile(vouch.vouchee_id),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.vouch(vouch.voucher_id, vouch.vouchee_id),
                GSI1PK: gsi1.vouchesGivenBy(vouch.voucher_id),
                GSI1SK: gsi1.vouchGivenSort(vouch.created_at, vouch.vouchee_id),
                ...vouch,
              },
              // The key is (vouchee, voucher): a second vouch for the same pair fails here.
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.score(vouch.vouchee_id), user_id: vouch.vouchee_id, ...next, version },
              ConditionExpression: current ? '#v = :v' : 'attribute_not_exists(PK)',
              ...(current ? { ExpressionAttributeNames: { '#v': 'version' }, ExpressionAttributeValues: { ':v': current.version } } : {}),
            },
          },
          {
            // The voucher's count of vouches given, kept beside their profile so reading it is not a Query of everything they gave.
            Update: {
              TableName: tableName(),
              Key: keys.vouchesGivenCounter(vouch.voucher_id),
              UpdateExpression: 'ADD #count :one',
              ExpressionAttributeNames: { '#count': 'count' },
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ]);
      } catch (error) {
        const codes = cancellationCodes(error);
        if (codes?.[0] === 'ConditionalCheckFailed') throw new StoreRefused('vouchee_missing');
        if (codes?.[1] === 'ConditionalCheckFailed') throw new StoreRefused('duplicate_vouch');
        if (codes?.[2] === 'ConditionalCheckFailed') throw new ScoreVersionMoved();
        throw error;
      }
      return { vouch, score: next };
    },
    (error) => error instanceof ScoreVersionMoved,
    SCORE_WRITE_ATTEMPTS,
  );
}

export async function getVouch(voucherId: string, voucheeId: string): Promise<VouchRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.vouch(voucherId, voucheeId) }));
  return out.Item ? withoutKeys<VouchRecord>(out.Item) : undefined;
}

/**
 * Has either member vouched for the other? Two GetItems on the vouch keys
 * (USER#b/VOUCH#a and USER#a/VOUCH#b), in parallel, eventually consistent,
 * attribute PK only (cost: docs/data-model.md). Also says which way.
 */
export async function vouchRelationship(a: string, b: string): Promise<{ aVouchedForB: boolean; bVouchedForA: boolean }> {
  const exists = async (voucherId: string, voucheeId: string) => {
    const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.vouch(voucherId, voucheeId), ProjectionExpression: 'PK' }));
    return !!out.Item;
  };
  const [aVouchedForB, bVouchedForA] = await Promise.all([exists(a, b), exists(b, a)]);
  return { aVouchedForB, bVouchedForA };
}

/** Every vouch a member received (one Query on their partition, paged). */
export async function listVouchesReceived(voucheeId: string): Promise<VouchRecord[]> {
  const items = await queryItems({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :vouch)',
    ExpressionAttributeValues: { ':pk': keys.profile(voucheeId).PK, ':vouch': VOUCH_SK_PREFIX },
    ConsistentRead: true,
  });
  return items.map((item) => withoutKeys<VouchRecord>(item));
}

/** How many vouches a member has given (GSI1, counted without reading the items' bodies out). */
export async function countVouchesGiven(voucherId: string): Promise<number> {
  return queryCount({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': gsi1.vouchesGivenBy(voucherId) },
  });
}
