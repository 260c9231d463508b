/** The stored score of a member (spec: user_scores), one item beside the profile. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { emptyUserScore, type UserScore } from '../domain/scoring';
import { db } from '../services/db';
import { withoutKeys, type ScoreRecord } from './items';
import { keys } from './keys';
import { tableName } from './table';

export async function getScoreRecord(userId: string): Promise<ScoreRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.score(userId), ConsistentRead: true }));
  return out.Item ? withoutKeys<ScoreRecord>(out.Item) : undefined;
}

/** The score as the API shows it; a member without a score item has the empty score. */
export async function getScore(userId: string): Promise<UserScore> {
  const record = await getScoreRecord(userId);
  return record ? toUserScore(record) : emptyUserScore();
}

export function toUserScore(record: ScoreRecord | UserScore): UserScore {
  return {
    total_score: record.total_score,
    tier: record.tier,
    total_vouches: record.total_vouches,
    core_character_score: record.core_character_score,
    interpersonal_skills_score: record.interpersonal_skills_score,
    leadership_qualities_score: record.leadership_qualities_score,
    awareness_eq_score: record.awareness_eq_score,
    thinking_style_score: record.thinking_style_score,
    creative_thinking_score: record.creative_thinking_score,
    attribute_breakdown: record.attribute_breakdown ?? {},
  };
}
