/**
 * The transcript's pre-aggregated summary (issue 21, store/transcriptSummaries.ts):
 * vouches are given, edited (attributes and context) and removed through
 * the API; once the stack's stream reader has run the consumer, the
 * transcript's summary and total equal transcriptSummary over the member's
 * received vouches, read whole. The same records delivered again change
 * nothing, and the backfill (functions/jobs/backfillTranscriptSummaries.ts)
 * rebuilds a missing or drifted item, only when asked for real. Only the
 * members made here are named to it.
 */
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { transcriptSummary } from '#domain/transcript';
import { runBackfill } from '#functions/jobs/backfillTranscriptSummaries';
import { applyVouchRecord } from '#functions/realtime/vouchSideEffects';
import { handler } from '#functions/stream/dispatcher';
import { db } from '#services/db';
import { tableName } from '#store/table';
import { getTranscriptTally, transcriptSummaryEntity } from '#store/transcriptSummaries';
import { listVouchesReceived } from '#store/vouches';
import { callOk } from '#test-support/apiClient';
import { signUpCompleteMember, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { storedVouchItem, streamRecord } from '#test-support/vouchStreamRecords';
import { useStackEnv } from '#test-support/stack';
import { waitFor } from '#test-support/waitFor';

let rita: TestMember;
let vouchers: TestMember[];

beforeAll(async () => {
  useStackEnv();
  [rita, ...vouchers] = await Promise.all([
    signUpCompleteMember('Rita Summary'),
    ...['One', 'Two', 'Three', 'Four'].map((n) => signUpCompleteMember(`Voucher ${n}`)),
  ]);
}, 60_000);

/** The summary as the transcript computed it before: every received vouch, newest first. */
async function recount(memberId: string) {
  const received = (await listVouchesReceived(memberId)).sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
  const facts = received.map((v) => ({ attributes: Object.keys(v.attributes), relationship_context: v.relationship_context }));
  return { summary: transcriptSummary(facts), total: received.length };
}

/** Waits until the transcript's summary and total equal the recount; answers them. */
async function waitForSummary(member: TestMember, what: string) {
  return waitFor(`the transcript summary after ${what}`, async () => {
    const [transcript, expected] = await Promise.all([callOk('getMyTranscript', { token: member.token }), recount(member.userId)]);
    const answered = { summary: transcript.summary, total: transcript.total };
    return JSON.stringify(answered) === JSON.stringify(expected) ? answered : undefined;
  });
}

const GIVEN = [
  { attributes: ['Integrity', 'Kindness', 'Focus'], relationship_category: 'life', relationship_context: 'friend' },
  { attributes: ['Integrity', 'Empathy', 'Visionary'], relationship_category: 'life', relationship_context: 'family' },
  { attributes: ['Kindness', 'Empathy', 'Patience'], relationship_category: 'life', relationship_context: 'friend' },
  { attributes: ['Integrity', 'Patience', 'Respect'], relationship_category: 'work', relationship_context: 'client_or_customer' },
] as const;

const edit = (member: TestMember, body: Record<string, unknown>) => {
  const { vouchee_id: _vouchee, ...rest } = vouchBody(rita.userId, body);
  return callOk('updateVouch', { token: member.token, params: { voucheeId: rita.userId }, body: rest });
};

describe('the transcript summary item', () => {
  it('follows vouches given, edited and removed, and a record delivered again changes nothing', async () => {
    const [, , three, four] = vouchers as [TestMember, TestMember, TestMember, TestMember];
    expect(await waitForSummary(rita, 'nothing')).toEqual({ summary: { top_traits: [], contexts: [], categories: [] }, total: 0 });

    // One after another: the order of creation is the transcript's (newest last).
    for (const [i, given] of GIVEN.entries()) await callOk('createVouch', { token: vouchers[i]!.token, body: vouchBody(rita.userId, given) });
    expect((await waitForSummary(rita, 'four vouches')).summary.contexts).toEqual(['client_or_customer', 'friend', 'family']);
    const threesGiven = await storedVouchItem(three.userId, rita.userId);

    // Removing friend's newest (Three's) while One's stays: the next newest friend vouch is One's, older than family's.
    await callOk('deleteVouch', { token: three.token, params: { voucheeId: rita.userId } });
    expect((await waitForSummary(rita, 'removing a context’s newest')).summary.contexts).toEqual(['client_or_customer', 'family', 'friend']);

    // Four's edit moves it from client_or_customer to friend, with other attributes.
    const foursGiven = await storedVouchItem(four.userId, rita.userId);
    await edit(four, { attributes: ['Loyalty', 'Humility', 'Focus'], relationship_category: 'life', relationship_context: 'friend' });
    const afterEdit = await waitForSummary(rita, 'an edit of attributes and context');
    expect(afterEdit.summary.contexts).toEqual(['friend', 'family']);
    expect(afterEdit.total).toBe(3);
    const foursEdited = await storedVouchItem(four.userId, rita.userId);

    // An edit of the message alone moves nothing.
    await edit(four, {
      attributes: ['Loyalty', 'Humility', 'Focus'],
      relationship_category: 'life',
      relationship_context: 'friend',
      message: '<p>Still.</p>',
    });
    await waitForSummary(rita, 'an edit of the message');
    const foursLast = await storedVouchItem(four.userId, rita.userId);

    // Four's removal takes friend's newest again.
    await callOk('deleteVouch', { token: four.token, params: { voucheeId: rita.userId } });
    const settled = await waitForSummary(rita, 'removing the edited vouch');
    expect(settled.summary.contexts).toEqual(['family', 'friend']);
    const tally = await getTranscriptTally(rita.userId, { consistent: true });

    // Every record again, as Lambda may redeliver: directly, and through the stream's one reader.
    const again = [
      streamRecord('INSERT', { after: threesGiven }),
      streamRecord('REMOVE', { before: threesGiven }),
      streamRecord('INSERT', { after: foursGiven }),
      streamRecord('MODIFY', { before: foursGiven, after: foursEdited }),
      streamRecord('MODIFY', { before: foursEdited, after: foursLast }),
      streamRecord('REMOVE', { before: foursLast }),
    ];
    for (const r of again) await applyVouchRecord(r, new Date());
    expect(await handler({ Records: again }, {} as never)).toEqual({ batchItemFailures: [] });
    expect(await getTranscriptTally(rita.userId, { consistent: true })).toEqual(tally);
    expect(await waitForSummary(rita, 'the records again')).toEqual(settled);
  });

  it('is rebuilt by the backfill when missing or drifted, only when asked for real, and then has nothing left to do', async () => {
    const members = ['--member', rita.userId, ...vouchers.flatMap((v) => ['--member', v.userId])];
    const tally = await getTranscriptTally(rita.userId, { consistent: true });
    expect(tally.vouches).toBeGreaterThan(0);
    expect(await runBackfill(members)).toEqual({ dryRun: false, members: 5, summariesWritten: 0 });

    // As before the migration: no item. The transcript then reads as empty.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: transcriptSummaryEntity.key({ user_id: rita.userId }) }));
    expect((await callOk('getMyTranscript', { token: rita.token })).summary).toEqual({ top_traits: [], contexts: [], categories: [] });
    expect(await runBackfill(['--dry-run', ...members])).toEqual({ dryRun: true, members: 5, summariesWritten: 1 });
    expect(await getTranscriptTally(rita.userId, { consistent: true })).toEqual({ vouches: 0, attributes: {}, contexts: {} });
    expect(await runBackfill(members)).toEqual({ dryRun: false, members: 5, summariesWritten: 1 });
    expect(await getTranscriptTally(rita.userId, { consistent: true })).toEqual(tally);
    await waitForSummary(rita, 'the backfill');
    expect(await runBackfill(members)).toEqual({ dryRun: false, members: 5, summariesWritten: 0 });

    // Drifted: one count off. The backfill puts the recount back.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: transcriptSummaryEntity.key({ user_id: rita.userId }),
        UpdateExpression: 'SET vouches = vouches + :wrong',
        ExpressionAttributeValues: { ':wrong': 5 },
      }),
    );
    expect(await runBackfill(['--member', rita.userId])).toEqual({ dryRun: false, members: 1, summariesWritten: 1 });
    expect(await getTranscriptTally(rita.userId, { consistent: true })).toEqual(tally);
  });
});
