/**
 * What follows a vouch from the table's stream (issue 21,
 * functions/realtime/vouchSideEffects.ts): the receiver's points per day,
 * notification and mail. Vouches go in through the API and the stack's
 * stream reader runs the consumer; the same records handed over again (as
 * Lambda redelivers) change nothing. A mail that cannot be queued is recorded
 * as 'email_failed', and a record whose writes fail is reported as the
 * batch's failure, not dropped.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { dailyPointsFromVouches, scoreSeries } from '#domain/portfolio';
import { scoreVouch } from '#domain/scoring';
import { applyVouchRecord } from '#functions/realtime/vouchSideEffects';
// Through the table stream's one reader, as the stack runs it: the dispatcher hands the vouch's records to this consumer.
import { handler } from '#functions/stream/dispatcher';
import { db } from '#services/db';
import { listNotifications } from '#store/notifications';
import { getVouchDays } from '#store/vouchDays';
import { listVouchesReceived, vouchEntity } from '#store/vouches';
import { callOk } from '#test-support/apiClient';
import { signUpCompleteMember, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { storedVouchItem, streamRecord } from '#test-support/vouchStreamRecords';
import { readMailbox, useStackEnv, waitForMail } from '#test-support/stack';
import { waitFor } from '#test-support/waitFor';

beforeAll(() => {
  useStackEnv();
});

let stubs: { restore(): void }[] = [];
afterEach(() => {
  for (const stub of stubs) stub.restore();
  stubs = [];
});

/** The points per day equal the recount from the stored vouches. */
async function daysMatchRecount(voucheeId: string): Promise<boolean> {
  const received = await listVouchesReceived(voucheeId);
  const recount = dailyPointsFromVouches(received.map((v) => ({ created_at: v.created_at, points: scoreVouch(Object.keys(v.attributes)).total })));
  return JSON.stringify(scoreSeries(await getVouchDays(voucheeId, { consistent: true }))) === JSON.stringify(scoreSeries(recount));
}

const receivedNotifications = async (member: TestMember) => (await listNotifications(member.userId)).filter((n) => n.type === 'vouch_received');
const vouchMailsFrom = async (member: TestMember, voucherName: string) =>
  (await readMailbox({ to: member.email })).filter((m) => m.subject.includes(`${voucherName} vouched for you`));

describe('vouch side effects', () => {
  it('follow a vouch given, edited and removed, and a record delivered again changes nothing', async () => {
    const [vera, walt, xena] = await Promise.all([
      signUpCompleteMember('Vera Sidefx'),
      signUpCompleteMember('Walt Receiver'),
      signUpCompleteMember('Xena Later'),
    ]);
    await callOk('createVouch', { token: vera.token, body: vouchBody(walt.userId, { attributes: ['Kindness', 'Integrity', 'Focus'] }) });
    const notification = await waitFor('the vouch_received notification', async () => (await receivedNotifications(walt))[0]);
    expect(notification.message).toBe('Vera Sidefx vouched for you: Kindness, Integrity, Focus.');
    await waitForMail(walt.email, { subjectIncludes: 'Vera Sidefx vouched for you' });
    expect(await daysMatchRecount(walt.userId)).toBe(true);
    const days = await getVouchDays(walt.userId, { consistent: true });

    // The INSERT again (twice): same points per day, one notification; no second mail (checked below).
    const given = await storedVouchItem(vera.userId, walt.userId);
    await applyVouchRecord(streamRecord('INSERT', { after: given }), new Date());
    expect(await handler({ Records: [streamRecord('INSERT', { after: given })] }, {} as never)).toEqual({ batchItemFailures: [] });
    expect(await getVouchDays(walt.userId, { consistent: true })).toEqual(days);
    expect((await receivedNotifications(walt)).map((n) => n.id)).toEqual([notification.id]);

    // An edit that moves the points, then its record again.
    const { vouchee_id: _vouchee, ...editBody } = vouchBody(walt.userId, { attributes: ['Visionary', 'Humility', 'Patience'] });
    await callOk('updateVouch', {
      token: vera.token,
      params: { voucheeId: walt.userId },
      body: editBody,
    });
    await waitFor('the edit in the points per day', async () => ((await daysMatchRecount(walt.userId)) ? true : undefined));
    const edited = await storedVouchItem(vera.userId, walt.userId);
    await applyVouchRecord(streamRecord('MODIFY', { before: given, after: edited }), new Date());
    expect(await daysMatchRecount(walt.userId)).toBe(true);

    // The removal, then its record again: the day is back at 0 points, once.
    await callOk('deleteVouch', { token: vera.token, params: { voucheeId: walt.userId } });
    await waitFor('the removal in the points per day', async () => ((await daysMatchRecount(walt.userId)) ? true : undefined));
    await applyVouchRecord(streamRecord('REMOVE', { before: edited }), new Date());
    expect(await daysMatchRecount(walt.userId)).toBe(true);
    expect(Object.values(await getVouchDays(walt.userId, { consistent: true }))).toEqual([0]);

    // The outbox hands mails over in the order they were queued, and the consumer queues in stream order:
    // once a later vouch's mail is in, a second mail of Vera's would be too.
    await callOk('createVouch', { token: xena.token, body: vouchBody(walt.userId) });
    await waitForMail(walt.email, { subjectIncludes: 'Xena Later vouched for you' });
    expect(await vouchMailsFrom(walt, 'Vera Sidefx')).toHaveLength(1);
  });

  it('records a mail that cannot be queued as email_failed; the notification stands', async () => {
    const [yuri, zoe] = await Promise.all([signUpCompleteMember('Yuri Noqueue'), signUpCompleteMember('Zoe Receiver')]);
    // A vouch as the stream would carry it (only this test's consumer sees it: the item is not written).
    const now = new Date().toISOString();
    const item = {
      ...vouchEntity.item({
        id: `test-vouch-${Date.now()}`,
        voucher_id: yuri.userId,
        vouchee_id: zoe.userId,
        message: '<p>Steady.</p>',
        attributes: { Integrity: true },
        first_met_year: 2015,
        first_met_month: null,
        interaction_frequency: 'Weekly',
        relationship_category: 'work',
        relationship_context: 'collaborator_or_teammate',
        character_confidence: 4,
        points: scoreVouch(['Integrity']).total,
        created_at: now,
        updated_at: now,
        version: 0,
      }),
    };
    const sqs = mockClient(SQSClient);
    stubs.push(sqs);
    sqs.on(SendMessageCommand).rejects(new Error('SQS is down'));
    expect(await handler({ Records: [streamRecord('INSERT', { after: item })] }, {} as never)).toEqual({ batchItemFailures: [] });
    const types = (await listNotifications(zoe.userId)).map((n) => n.type).sort();
    expect(types).toEqual(['email_failed', 'vouch_received']);
  });

  it('reports a record whose writes fail as the batch item failure, and does nothing of it', async () => {
    const [ann, bob] = await Promise.all([signUpCompleteMember('Ann Failing'), signUpCompleteMember('Bob Receiver')]);
    await callOk('createVouch', { token: ann.token, body: vouchBody(bob.userId) });
    await waitFor('the vouch_received notification', async () => (await receivedNotifications(bob))[0]);
    const days = await getVouchDays(bob.userId, { consistent: true });
    const given = await storedVouchItem(ann.userId, bob.userId);
    const removal = streamRecord('REMOVE', { before: given });
    const dynamo = mockClient(db());
    stubs.push(dynamo);
    dynamo.send.callThrough();
    dynamo.on(TransactWriteCommand).rejects(new Error('DynamoDB is down'));
    expect(await handler({ Records: [removal] }, {} as never)).toEqual({
      batchItemFailures: [{ itemIdentifier: removal.dynamodb!.SequenceNumber }],
    });
    dynamo.restore();
    expect(await getVouchDays(bob.userId, { consistent: true })).toEqual(days);
  });
});
