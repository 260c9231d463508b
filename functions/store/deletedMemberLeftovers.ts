/**
 * What a finalised deletion clears after the anonymising transaction
 * (accountDeletions.ts): the member's invites that nobody redeemed (with the
 * off-platform vouches waiting on them), their notifications and their data
 * requests. These are many items, more than one transaction holds, so they
 * go one by one; every step is idempotent and the job runs it again after
 * any failure, or on a later run for a deletion finalised before.
 *
 * Redeemed invites stay: they record who brought whom in, which the people
 * invited still show. The view permissions the member gave and was given
 * are removed before the transaction (accountDeletions.ts).
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { inviteStatus } from '#domain/invites';
import { db } from '#services/db';
import { dataRequestsPartition } from './dataRequests';
import { isRefusal } from './errors';
import { deletePendingInvite, listInvitesOf } from './invites';
import { notificationsPartition } from './notifications';
import { pendingVouchRemovalItems } from './pendingVouches';
import { queryItems, tableName } from './table';

export interface LeftoversRemoved {
  invites: number;
  notifications: number;
  dataRequests: number;
}

async function deletePartition(pk: string): Promise<number> {
  const items = await queryItems({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ProjectionExpression: 'PK, SK',
    ConsistentRead: true,
  });
  for (const item of items) await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: item.PK, SK: item.SK } }));
  return items.length;
}

async function deleteUnredeemedInvites(userId: string, now: Date): Promise<number> {
  let deleted = 0;
  for (const invite of await listInvitesOf(userId)) {
    if (inviteStatus(invite, now) !== 'pending') continue;
    try {
      await deletePendingInvite(userId, invite.invite_code, now, pendingVouchRemovalItems);
      deleted++;
    } catch (error) {
      // Redeemed or held by a sign-up since we listed it: a sign-up under way keeps its code.
      if (!isRefusal(error, 'invite_not_pending') && !isRefusal(error, 'invite_missing')) throw error;
    }
  }
  return deleted;
}

export async function removeDeletedMemberLeftovers(userId: string, now: Date): Promise<LeftoversRemoved> {
  return {
    invites: await deleteUnredeemedInvites(userId, now),
    notifications: await deletePartition(notificationsPartition(userId)),
    dataRequests: await deletePartition(dataRequestsPartition(userId)),
  };
}
