/**
 * The member list's move from GSI1 (projection ALL: every sign-in rewrote a
 * whole profile into one index partition) to GSI5 (ids and names only),
 * issue 21. Each profile listed under the old keys (`GSI1PK = 'MEMBERS'`,
 * found by a Query of GSI1, never a Scan) gets the new keys with the same
 * sort value; `drop` then removes the old keys, so GSI1 stops carrying
 * profiles. Safe to run again: a profile already moved is not listed under
 * GSI1 any more, and each write is conditioned on the old keys being there.
 * The steps and their order are in docs/data-model.md "Migration notes".
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#services/db';
import { membersIndex } from './profiles';
import { isConditionFailure, queryItems, tableName } from './table';

/** The member list's partition value under the old keys (the same string as the new list's). */
const OLD_PARTITION = membersIndex.partition;

export interface MemberListBackfillReport {
  /** Profiles found under the old keys (or named). */
  members: number;
  /** Profiles given the new keys (or that would be, on a dry run). */
  copied: number;
  /** Profiles whose old keys were removed (or would be). */
  dropped: number;
}

export type MemberListPhase = 'copy' | 'drop' | 'both';

async function oldListed(memberIds: readonly string[] | undefined): Promise<{ PK: string; SK: string; sort: string }[]> {
  const items = await queryItems({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': OLD_PARTITION },
    ProjectionExpression: 'PK, SK, GSI1SK, id',
  });
  const wanted = memberIds ? new Set(memberIds) : undefined;
  return items
    .filter((item) => !wanted || wanted.has(String(item.id)))
    .map((item) => ({ PK: String(item.PK), SK: String(item.SK), sort: String(item.GSI1SK) }));
}

async function conditionalUpdate(command: UpdateCommand): Promise<boolean> {
  try {
    await db().send(command);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function backfillMemberList(options: {
  dryRun: boolean;
  phase: MemberListPhase;
  memberIds?: readonly string[];
}): Promise<MemberListBackfillReport> {
  const listed = await oldListed(options.memberIds);
  const report: MemberListBackfillReport = { members: listed.length, copied: 0, dropped: 0 };
  for (const item of listed) {
    const key = { PK: item.PK, SK: item.SK };
    if (options.phase !== 'drop') {
      const copy = new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET ${membersIndex.partitionKey} = :pk, ${membersIndex.sortKey} = :sk`,
        ConditionExpression: `GSI1PK = :old AND attribute_not_exists(${membersIndex.partitionKey})`,
        ExpressionAttributeValues: { ':pk': membersIndex.partition, ':sk': item.sort, ':old': OLD_PARTITION },
      });
      if (options.dryRun || (await conditionalUpdate(copy))) report.copied++;
    }
    if (options.phase !== 'copy') {
      const drop = new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'REMOVE GSI1PK, GSI1SK',
        // Only once the profile is on the new list: it is never on neither.
        ConditionExpression: `GSI1PK = :old AND ${membersIndex.partitionKey} = :pk`,
        ExpressionAttributeValues: { ':pk': membersIndex.partition, ':old': OLD_PARTITION },
      });
      if (options.dryRun || (await conditionalUpdate(drop))) report.dropped++;
    }
  }
  return report;
}
