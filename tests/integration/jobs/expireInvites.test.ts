/** The nightly invite-expiry job against DynamoDB Local: marks only expired, unredeemed invites, reading only expiry-day partitions. */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVITE_VALID_MS } from '#domain/invites';
import { handler as expireInvites } from '#functions/jobs/expireInvites';
import { db } from '#services/db';
import { countInvitesHeld, createInvite, getInvite, inviteExpiryMarker, inviteEntity } from '#store/invites';
import { signUpMember } from '#test-support/backendHelpers';
import { useStackEnv } from '#test-support/stack';

beforeAll(() => {
  useStackEnv();
});

/** An invite that expired a moment ago, today (UTC), so tonight's partition holds it. */
async function justExpiredInvite(inviterId: string) {
  const now = Date.now();
  const startOfToday = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00.000Z`);
  const expiresAt = Math.max(now - 1000, startOfToday);
  return createInvite({ inviter_user_id: inviterId, channel: 'web' }, new Date(expiresAt - INVITE_VALID_MS));
}

describe('expireInvites', () => {
  it('marks expired unredeemed invites, leaves live and redeemed ones, keeps the count, and is idempotent', async () => {
    const inviter = `expiry-inviter-${Date.now()}`;
    const expired = await justExpiredInvite(inviter);
    const live = await createInvite({ inviter_user_id: inviter, channel: 'web' }, new Date());
    const redeemedCode = (await justExpiredInvite(inviter)).invite_code;
    // A redeemed invite whose expiry passed afterwards must stay as it is (redeemed directly: its sign-up is not the point here).
    const member = await signUpMember();
    await db().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: inviteEntity.key({ invite_code: redeemedCode }),
        UpdateExpression: 'SET redeemed_user_id = :u, redeemed_at = :t',
        ExpressionAttributeValues: { ':u': member.userId, ':t': new Date().toISOString() },
      }),
    );

    const first = await expireInvites();
    expect(first.marked).toBeGreaterThanOrEqual(1);
    expect(first.days.at(-1)).toBe(new Date().toISOString().slice(0, 10));
    expect((await getInvite(expired.invite_code))?.expired_at).toBeTruthy();
    expect((await getInvite(live.invite_code))?.expired_at).toBeUndefined();
    expect((await getInvite(redeemedCode))?.expired_at).toBeUndefined();
    // Expired invites still count toward the 10 (the spec's "10 per user in total").
    expect(await countInvitesHeld(inviter)).toBe(3);

    // The marker is gone, so a second run finds nothing more of ours.
    const marker = await db().send(
      new GetCommand({
        TableName: process.env.TABLE_NAME,
        Key: inviteExpiryMarker.key({ expires_at: expired.invite_expires_at, invite_code: expired.invite_code }),
      }),
    );
    expect(marker.Item).toBeUndefined();
    const before = (await getInvite(expired.invite_code))?.expired_at;
    await expireInvites();
    expect((await getInvite(expired.invite_code))?.expired_at).toBe(before);
  });
});
