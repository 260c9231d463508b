/**
 * The portfolio's one-off migration (functions/jobs/backfillVouchDays.ts)
 * against DynamoDB Local: an environment from before the points-per-day
 * item and before claimed vouches got their GSI2 keys is made by removing
 * both from vouches written through the API, then repaired. Only the
 * members made here are named, so nobody else's items are touched.
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBackfill } from '#functions/jobs/backfillVouchDays';
import { db } from '#services/db';
import { memberPartition, RECEIVED_VOUCH_PREFIX } from '#store/memberPartition';
import { tableName } from '#store/table';
import { getVouchDays, vouchDaysEntity } from '#store/vouchDays';
import { listVouchesReceivedPage } from '#store/vouches';
import { signUpCompleteMember, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { useStackEnv } from '#test-support/stack';
import { callOk } from '#test-support/apiClient';
import { waitFor } from '#test-support/waitFor';

let ada: TestMember;
let ben: TestMember;
let cleo: TestMember;

beforeAll(async () => {
  useStackEnv();
  [ada, ben, cleo] = await Promise.all([
    signUpCompleteMember('Ada Backfill'),
    signUpCompleteMember('Ben Backfill'),
    signUpCompleteMember('Cleo Backfill'),
  ]);
  const given = [
    await callOk('createVouch', { token: ada.token, body: vouchBody(cleo.userId, { attributes: ['Integrity', 'Kindness', 'Empathy'] }) }),
    await callOk('createVouch', { token: ben.token, body: vouchBody(cleo.userId) }),
  ];
  // The points per day follow from the table's stream (functions/realtime/vouchSideEffects.ts): both vouches are in them
  // before the tests take the item away, or the consumer would write it back behind them.
  const total = given.reduce((sum, answer) => sum + answer.vouch.points, 0);
  await waitFor('both vouches in the points per day', async () => {
    const days = await getVouchDays(cleo.userId, { consistent: true });
    return Object.values(days).reduce((sum, points) => sum + points, 0) === total ? true : undefined;
  });
}, 60_000);

const receivedKey = (voucheeId: string, voucherId: string) => ({ PK: memberPartition(voucheeId), SK: `${RECEIVED_VOUCH_PREFIX}${voucherId}` });

describe('backfillVouchDays', () => {
  it('rebuilds a missing points-per-day item and a claimed vouch’s index keys, only when asked for real, and then has nothing left to do', async () => {
    const days = await getVouchDays(cleo.userId, { consistent: true });
    expect(Object.keys(days).length).toBeGreaterThan(0);
    const listed = async () => (await listVouchesReceivedPage(cleo.userId, 10, undefined)).vouches.map((v) => v.voucher_id).sort();
    expect(await listed()).toEqual([ada.userId, ben.userId].sort());

    // As before the migration: no item, and Ben's vouch (as if claimed) without its GSI2 keys.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: vouchDaysEntity.key({ user_id: cleo.userId }) }));
    await db().send(
      new UpdateCommand({ TableName: tableName(), Key: receivedKey(cleo.userId, ben.userId), UpdateExpression: 'REMOVE GSI2PK, GSI2SK' }),
    );
    expect(await listed()).toEqual([ada.userId]);

    const members = ['--member', ada.userId, '--member', ben.userId, '--member', cleo.userId];
    expect(await runBackfill(['--dry-run', ...members])).toEqual({ dryRun: true, members: 3, vouchDaysWritten: 1, indexKeysSet: 1 });
    expect(await getVouchDays(cleo.userId, { consistent: true })).toEqual({});

    expect(await runBackfill(members)).toEqual({ dryRun: false, members: 3, vouchDaysWritten: 1, indexKeysSet: 1 });
    expect(await getVouchDays(cleo.userId, { consistent: true })).toEqual(days);
    const bensVouch = (await db().send(new GetCommand({ TableName: tableName(), Key: receivedKey(cleo.userId, ben.userId), ConsistentRead: true })))
      .Item!;
    expect(bensVouch.GSI2PK).toBe(`VOUCHEE#${cleo.userId}`);
    await expect.poll(listed).toEqual([ada.userId, ben.userId].sort());

    expect(await runBackfill(members)).toEqual({ dryRun: false, members: 3, vouchDaysWritten: 0, indexKeysSet: 0 });
  });

  it('corrects an item that drifted from the vouches', async () => {
    const days = await getVouchDays(cleo.userId, { consistent: true });
    const [day] = Object.keys(days);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: vouchDaysEntity.key({ user_id: cleo.userId }),
        UpdateExpression: 'ADD #d :wrong',
        ExpressionAttributeNames: { '#d': `day#${day}` },
        ExpressionAttributeValues: { ':wrong': 5 },
      }),
    );
    expect(await runBackfill(['--member', cleo.userId])).toMatchObject({ vouchDaysWritten: 1 });
    expect(await getVouchDays(cleo.userId, { consistent: true })).toEqual(days);
  });
});
