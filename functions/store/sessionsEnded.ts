/**
 * Records on the member's profile when all their sessions ended (a
 * confirmed password reset: domain/sessionsEnded.ts); requireAccess refuses
 * tokens from sign-ins before it. Only this attribute changes.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#services/db';
import { profileEntity } from './profiles';
import { isConditionFailure, tableName } from './table';

/** An account without a profile (not a member) has no API session to end: nothing is written. */
export async function recordSessionsEnded(userId: string, atIso: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileEntity.key({ id: userId }),
        UpdateExpression: 'SET sessions_ended_at = :at',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':at': atIso },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
