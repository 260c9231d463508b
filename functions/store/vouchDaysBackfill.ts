/**
 * The one-off migration that came with the portfolio (docs/data-model.md,
 * 'Points per day'): for every member, the points-per-day item is rebuilt
 * from the vouches they received when it differs from the recount, and a
 * received vouch lacking its GSI2 keys (claimed from an off-platform vouch
 * before those keys were written on claim) gets them. Members come from the
 * member list (GSI5 'MEMBERS'), a Query, never a Scan.
 *
 * Safe to run again: a member whose item already equals the recount is only
 * read. Run it before the code that ADDs to the item takes writes (or with
 * writes paused): a vouch landing between this read and this write would be
 * overwritten by the recount made without it.
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dailyPointsFromVouches } from '#domain/portfolio';
import { scoreVouch } from '#domain/scoring';
import { db } from '#services/db';
import { RECEIVED_VOUCH_PREFIX, memberPartition } from './memberPartition';
import { everyMemberQuery } from './directory';
import { queryItems, tableName } from './table';
import { getVouchDays, vouchDaysItem } from './vouchDays';
import { vouchEntity } from './vouches';

export interface BackfillReport {
  members: number;
  /** Members whose points-per-day item was written (missing or different from the recount). */
  vouchDaysWritten: number;
  /** Received vouches that got their GSI2 keys. */
  indexKeysSet: number;
}

const nonZero = (days: Record<string, number>) => Object.fromEntries(Object.entries(days).filter(([, points]) => points !== 0));

function sameDays(a: Record<string, number>, b: Record<string, number>): boolean {
  const [x, y] = [nonZero(a), nonZero(b)];
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((day) => x[day] === y[day]);
}

async function backfillMember(userId: string, dryRun: boolean): Promise<{ daysWritten: boolean; indexKeysSet: number }> {
  const received = await queryItems({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :vouch)',
    ExpressionAttributeValues: { ':pk': memberPartition(userId), ':vouch': RECEIVED_VOUCH_PREFIX },
    ConsistentRead: true,
  });
  let indexKeysSet = 0;
  for (const item of received) {
    if (item.GSI2PK !== undefined) continue;
    indexKeysSet++;
    if (dryRun) continue;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: item.PK, SK: item.SK },
        UpdateExpression: 'SET GSI2PK = :pk, GSI2SK = :sk',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI2PK)',
        ExpressionAttributeValues: {
          ':pk': vouchEntity.indexes.received.partition({ vouchee_id: userId }),
          ':sk': vouchEntity.indexes.received.sort({ created_at: String(item.created_at), voucher_id: String(item.voucher_id) }),
        },
      }),
    );
  }
  const recount = dailyPointsFromVouches(
    received.map((item) => ({
      created_at: String(item.created_at),
      points: scoreVouch(Object.keys((item.attributes ?? {}) as Record<string, unknown>)).total,
    })),
  );
  if (sameDays(await getVouchDays(userId, { consistent: true }), recount)) return { daysWritten: false, indexKeysSet };
  if (!dryRun) await db().send(new PutCommand({ TableName: tableName(), Item: vouchDaysItem(userId, recount) }));
  return { daysWritten: true, indexKeysSet };
}

async function everyMemberId(): Promise<string[]> {
  const members = await queryItems({ ...everyMemberQuery, ProjectionExpression: 'id' });
  return members.map((member) => String(member.id));
}

/** Every member, or only those named (to repair a few, or to test without touching anyone else). */
export async function backfillVouchDays(options: { dryRun: boolean; memberIds?: readonly string[] }): Promise<BackfillReport> {
  const memberIds = options.memberIds ?? (await everyMemberId());
  const report: BackfillReport = { members: memberIds.length, vouchDaysWritten: 0, indexKeysSet: 0 };
  for (const memberId of memberIds) {
    const outcome = await backfillMember(memberId, options.dryRun);
    if (outcome.daysWritten) report.vouchDaysWritten++;
    report.indexKeysSet += outcome.indexKeysSet;
  }
  return report;
}
