/**
 * The one-off migration that came with the pre-aggregated transcript summary
 * (docs/data-model.md, 'Transcript summary'): for every member, the summary
 * item is rebuilt from the vouches they received when it is missing or
 * differs from the recount. Members come from the member list (the directory's
 * every-member Query), never a Scan.
 *
 * Safe to run again, and while vouches are given: the recount is put only
 * while the item is still at the revision read before the vouches were
 * (a change applied meanwhile makes this member count again). A vouch whose
 * stream record is still on its way when its member is counted is counted
 * twice once the record lands, so run it once the stream consumer that keeps
 * the item is deployed, and again when the stream is quiet (the second run
 * finds nothing to write, or repairs what moved).
 */
import { readItem, queryItems } from './table';
import { RECEIVED_VOUCH_PREFIX, memberPartition } from './memberPartition';
import { everyMemberQuery } from './directory';
import { cancellationOf, writeTransaction } from './transaction';
import { transcriptSummaryEntity, transcriptSummaryPut } from './transcriptSummaries';
import { EMPTY_TALLY, tallyOf, type TranscriptTally } from '#domain/transcriptTally';

export interface TranscriptBackfillReport {
  members: number;
  /** Members whose summary item was written (missing or different from the recount). */
  summariesWritten: number;
}

/** A member whose item moves under the backfill this often in a row is left for the next run. */
const ATTEMPTS = 5;

/** The tally as one comparable string: entries sorted, absent and undefined alike. */
function canonical(tally: TranscriptTally): string {
  const attributes = Object.entries(tally.attributes).sort(([a], [b]) => (a < b ? -1 : 1));
  const contexts = Object.entries(tally.contexts)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([context, held]) => [context, held.count, held.newest?.created_at ?? null, held.newest?.voucher_id ?? null]);
  return JSON.stringify([tally.vouches, attributes, contexts]);
}

async function backfillMember(userId: string, dryRun: boolean): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const stored = await readItem(transcriptSummaryEntity.key({ user_id: userId }), transcriptSummaryEntity, { consistent: true });
    const received = await queryItems({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :vouch)',
      ExpressionAttributeValues: { ':pk': memberPartition(userId), ':vouch': RECEIVED_VOUCH_PREFIX },
      ProjectionExpression: 'voucher_id, created_at, relationship_context, attributes',
      ConsistentRead: true,
    });
    const recount = tallyOf(
      received.map((item) => ({
        voucher_id: String(item.voucher_id),
        created_at: String(item.created_at),
        relationship_context: typeof item.relationship_context === 'string' ? item.relationship_context : '',
        attributes: Object.keys((item.attributes ?? {}) as Record<string, unknown>),
      })),
    );
    if (canonical(stored ?? EMPTY_TALLY) === canonical(recount) && (stored || recount.vouches === 0)) return false;
    if (dryRun) return true;
    try {
      await writeTransaction({ summary: transcriptSummaryPut(userId, recount, stored?.revision ?? 0) });
      return true;
    } catch (error) {
      if (cancellationOf<'summary'>(error)?.conditionFailed('summary') && attempt < ATTEMPTS) continue;
      throw error;
    }
  }
}

async function everyMemberId(): Promise<string[]> {
  const members = await queryItems({ ...everyMemberQuery, ProjectionExpression: 'id' });
  return members.map((member) => String(member.id));
}

/** Every member, or only those named (to repair a few, or to test without touching anyone else). */
export async function backfillTranscriptSummaries(options: { dryRun: boolean; memberIds?: readonly string[] }): Promise<TranscriptBackfillReport> {
  const memberIds = options.memberIds ?? (await everyMemberId());
  const report: TranscriptBackfillReport = { members: memberIds.length, summariesWritten: 0 };
  for (const memberId of memberIds) {
    if (await backfillMember(memberId, options.dryRun)) report.summariesWritten++;
  }
  return report;
}
