/**
 * The member list's one-off migration (bin/backfillMemberList.ts) against
 * DynamoDB Local: profiles of an environment from before issue 21 are made
 * by moving two members' list keys back to GSI1 (`GSI1PK = 'MEMBERS'`, no
 * GSI5 keys), then repaired. Only the members made here are named, so nobody
 * else's items are touched.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { runMemberListBackfill } from '../../../bin/backfillMemberList';
import { db } from '#services/db';
import { profileEntity } from '#store/profiles';
import { tableName } from '#store/table';
import { signUpMember } from '#test-support/backendHelpers';
import { useStackEnv } from '#test-support/stack';

const ids: string[] = [];

async function profile(userId: string): Promise<Record<string, unknown>> {
  return (await db().send(new GetCommand({ TableName: tableName(), Key: profileEntity.key({ id: userId }), ConsistentRead: true }))).Item ?? {};
}

beforeAll(async () => {
  useStackEnv();
  const members = await Promise.all([signUpMember({ prefix: 'list-backfill-a' }), signUpMember({ prefix: 'list-backfill-b' })]);
  for (const member of members) {
    ids.push(member.userId);
    const sort = String((await profile(member.userId)).GSI5SK);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileEntity.key({ id: member.userId }),
        UpdateExpression: 'SET GSI1PK = :pk, GSI1SK = :sk REMOVE GSI5PK, GSI5SK',
        ExpressionAttributeValues: { ':pk': 'MEMBERS', ':sk': sort },
      }),
    );
  }
}, 60_000);

const members = () => ids.flatMap((id) => ['--member', id]);

describe('backfillMemberList', () => {
  it('moves old profiles to the new member list only when asked for real, keeps the order, and then has nothing left to do', async () => {
    const before = await Promise.all(ids.map(profile));
    const dry = await runMemberListBackfill(['--dry-run', ...members()]);
    expect(dry).toEqual({ dryRun: true, phase: 'both', members: 2, copied: 2, dropped: 2 });
    for (const id of ids) expect(await profile(id)).toEqual(before[ids.indexOf(id)]);

    const copy = await runMemberListBackfill(['--phase', 'copy', ...members()]);
    expect(copy).toMatchObject({ members: 2, copied: 2, dropped: 0 });
    for (const [i, id] of ids.entries()) {
      const item = await profile(id);
      expect(item).toMatchObject({ GSI1PK: 'MEMBERS', GSI5PK: 'MEMBERS', GSI5SK: before[i]!.GSI1SK });
    }

    const rest = await runMemberListBackfill(members());
    expect(rest).toMatchObject({ members: 2, copied: 0, dropped: 2 });
    for (const [i, id] of ids.entries()) {
      const item = await profile(id);
      expect(item.GSI1PK).toBeUndefined();
      expect(item.GSI1SK).toBeUndefined();
      expect(item).toMatchObject({ GSI5PK: 'MEMBERS', GSI5SK: before[i]!.GSI1SK });
    }

    expect(await runMemberListBackfill(members())).toMatchObject({ members: 0, copied: 0, dropped: 0 });
  });

  it('refuses an unknown phase', async () => {
    await expect(runMemberListBackfill(['--phase', 'all'])).rejects.toThrow(/--phase/);
  });
});
