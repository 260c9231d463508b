/**
 * Login sync (spec: "{email, email_verified, last_login_at, updated_at} when
 * they differ at login"): after each sign-in the profile takes the e-mail
 * and verified state Cognito holds, and the time of the sign-in.
 *
 * - Only a verified address is taken: an address Cognito holds unverified
 *   (issue 18: a self-service attribute write, never proved) is not shown to
 *   anyone and does not take the address from its real owner, so the
 *   profile keeps the address it has (docs/decisions.md).
 * - A new verified e-mail moves the e-mail guard in the same transaction
 *   (profile on condition of the e-mail read, the old guard deleted if ours,
 *   the new one put if free); an address another member holds is not copied.
 * - The verified state only rises: Cognito saying "verified" marks the
 *   profile verified, but a profile verified through our own link
 *   (/verify-email) stays verified while its e-mail is unchanged
 *   (docs/decisions.md).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#services/db';
import { normalizeEmail } from '#domain/email';
import { emailGuard } from './guards';
import { getProfile, profileEntity } from './profiles';
import { isConditionFailure, tableName } from './table';
import { cancellationOf, writeTransaction } from './transaction';

export interface LoginFacts {
  email: string;
  emailVerified: boolean;
}

export type LoginSyncOutcome = 'no_profile' | 'synced' | 'email_taken' | 'email_unverified';

/**
 * What the sync did, and whether the e-mail the profile now holds is
 * verified: the audit log records that (a confirmed address stays verified
 * though the sign-in's own attribute may not say so, e.g. after /verify-email).
 */
export interface LoginSyncResult {
  outcome: LoginSyncOutcome;
  emailVerified: boolean;
}

export async function syncLogin(userId: string, facts: LoginFacts, nowIso: string): Promise<LoginSyncResult> {
  const profile = await getProfile(userId);
  if (!profile) return { outcome: 'no_profile', emailVerified: facts.emailVerified };
  const email = normalizeEmail(facts.email);
  if (email && email !== profile.email) {
    if (!facts.emailVerified) {
      await touchLastLogin(userId, false, nowIso);
      return { outcome: 'email_unverified', emailVerified: profile.email_verified };
    }
    try {
      await writeTransaction({
        profile: {
          Update: {
            TableName: tableName(),
            Key: profileEntity.key({ id: userId }),
            UpdateExpression: 'SET email = :email, email_verified = :verified, last_login_at = :now, updated_at = :now',
            ConditionExpression: 'attribute_exists(PK) AND email = :old',
            ExpressionAttributeValues: { ':email': email, ':verified': true, ':now': nowIso, ':old': profile.email },
          },
        },
        oldGuard: {
          Delete: {
            TableName: tableName(),
            Key: emailGuard.key({ email: profile.email }),
            ConditionExpression: 'attribute_not_exists(PK) OR user_id = :me',
            ExpressionAttributeValues: { ':me': userId },
          },
        },
        newGuard: {
          Put: {
            TableName: tableName(),
            Item: emailGuard.item({ user_id: userId }, { email }),
            ConditionExpression: 'attribute_not_exists(PK) OR user_id = :me',
            ExpressionAttributeValues: { ':me': userId },
          },
        },
      });
      return { outcome: 'synced', emailVerified: true };
    } catch (error) {
      if (!cancellationOf(error)?.conditionFailed('newGuard')) throw error;
      // Another member holds the address: keep ours, record the time only.
      await touchLastLogin(userId, false, nowIso);
      return { outcome: 'email_taken', emailVerified: profile.email_verified };
    }
  }
  await touchLastLogin(userId, facts.emailVerified && !profile.email_verified, nowIso);
  return { outcome: 'synced', emailVerified: facts.emailVerified || profile.email_verified };
}

async function touchLastLogin(userId: string, markVerified: boolean, nowIso: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileEntity.key({ id: userId }),
        UpdateExpression: markVerified ? 'SET last_login_at = :now, email_verified = :yes, updated_at = :now' : 'SET last_login_at = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: markVerified ? { ':now': nowIso, ':yes': true } : { ':now': nowIso },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
