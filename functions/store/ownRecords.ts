/**
 * Everything GET /api/me needs, in one request: the member's own records
 * share the partition USER#<id> and sort before the vouches received
 * (memberPartition.ts), so one consistent Query reads profile, score and
 * both counters instead of four separate calls.
 */
import { emptyUserScore, type UserScore } from '#domain/scoring';
import { inviteCounter, vouchesGivenCounter } from './counters';
import { RECEIVED_VOUCH_PREFIX, memberPartition } from './memberPartition';
import { profileEntity, type ProfileRecord } from './profiles';
import { decodeScore, scoreEntity, toUserScore } from './scores';
import { queryItems, type Key } from './table';

export interface OwnRecords {
  profile: ProfileRecord | undefined;
  score: UserScore;
  vouchesGiven: number;
  invitesHeld: number;
}

/** `consistent: false` for reads of other members' records where a second-old view will do (half the price). */
export async function getOwnRecords(userId: string, options: { consistent: boolean } = { consistent: true }): Promise<OwnRecords> {
  const items = await queryItems({
    KeyConditionExpression: 'PK = :pk AND SK < :vouches',
    ExpressionAttributeValues: { ':pk': memberPartition(userId), ':vouches': RECEIVED_VOUCH_PREFIX },
    ConsistentRead: options.consistent,
  });
  const bySk = new Map(items.map((item) => [item.SK, item]));
  const item = (key: Key) => bySk.get(key.SK);
  const profile = item(profileEntity.key({ id: userId }));
  const score = item(scoreEntity.key({ user_id: userId }));
  const count = (counter: typeof inviteCounter) => {
    const found = item(counter.key({ user_id: userId }));
    return found ? counter.decode(found).count : 0;
  };
  return {
    profile: profile ? profileEntity.decode(profile) : undefined,
    score: score ? toUserScore(decodeScore(score)) : emptyUserScore(),
    vouchesGiven: count(vouchesGivenCounter),
    invitesHeld: count(inviteCounter),
  };
}
