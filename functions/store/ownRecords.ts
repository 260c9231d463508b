/**
 * Everything GET /api/me needs, in one request: the member's own records
 * share the partition USER#<id> and sort before the vouches received
 * (see keys.ts), so one consistent Query reads profile, score and both
 * counters instead of four separate calls.
 */
import { emptyUserScore, type UserScore } from '../domain/scoring';
import { withoutKeys, type ProfileRecord, type ScoreRecord } from './items';
import { VOUCH_SK_PREFIX, keys } from './keys';
import { toUserScore } from './scores';
import { queryItems } from './table';

export interface OwnRecords {
  profile: ProfileRecord | undefined;
  score: UserScore;
  vouchesGiven: number;
  invitesHeld: number;
}

export async function getOwnRecords(userId: string): Promise<OwnRecords> {
  const items = await queryItems({
    KeyConditionExpression: 'PK = :pk AND SK < :vouches',
    ExpressionAttributeValues: { ':pk': keys.profile(userId).PK, ':vouches': VOUCH_SK_PREFIX },
    ConsistentRead: true,
  });
  const bySk = new Map(items.map((item) => [item.SK as string, item]));
  const item = (key: { SK: string }) => bySk.get(key.SK);
  const profile = item(keys.profile(userId));
  const score = item(keys.score(userId));
  return {
    profile: profile ? withoutKeys<ProfileRecord>(profile) : undefined,
    score: score ? toUserScore(withoutKeys<ScoreRecord>(score)) : emptyUserScore(),
    vouchesGiven: (item(keys.vouchesGivenCounter(userId))?.count as number | undefined) ?? 0,
    invitesHeld: (item(keys.inviteCounter(userId))?.count as number | undefined) ?? 0,
  };
}
