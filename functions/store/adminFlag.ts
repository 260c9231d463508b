/**
 * The admin flag (the profile's is_super_admin). No route writes it: only
 * the operator's command (bin/admin.ts) and the demo seed, through
 * functions/dev/admins.ts, so this is its one writer.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isProfileHidden } from '#domain/accountDeletion';
import { db } from '#services/db';
import { StoreRefused } from './errors';
import { getProfile, profileEntity } from './profiles';
import { isConditionFailure, tableName } from './table';

export type AdminFlagChange = 'changed' | 'unchanged';

/** Granting needs a live profile; taking the flag away is allowed from any profile that exists. */
const GRANTABLE = 'attribute_exists(PK) AND attribute_not_exists(deletion_pending_at) AND attribute_not_exists(deleted_at)';

/**
 * Sets the member's admin flag to `admin`; 'unchanged' when it already was,
 * without a write. Refuses (profile_missing) a member who has no profile,
 * and granting to one whose account is being deleted or was.
 */
export async function setAdminFlag(userId: string, admin: boolean, nowIso: string): Promise<AdminFlagChange> {
  const profile = await getProfile(userId);
  if (!profile || (admin && isProfileHidden(profile))) throw new StoreRefused('profile_missing');
  if (profile.is_super_admin === admin) return 'unchanged';
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileEntity.key({ id: userId }),
        UpdateExpression: 'SET is_super_admin = :admin, updated_at = :at',
        // A deletion confirmed between the read and this write wins: a hidden profile never gains the flag.
        ConditionExpression: admin ? GRANTABLE : 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':admin': admin, ':at': nowIso },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new StoreRefused('profile_missing');
    throw error;
  }
  return 'changed';
}
