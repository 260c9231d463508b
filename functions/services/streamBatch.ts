/**
 * A stream consumer's batch, record by record (issue 20 §4). A record whose
 * work fails (its image cannot be read, or the work throws) is reported to
 * Lambda as a batch item failure (the mapping has ReportBatchItemFailures):
 * Lambda hands the batch over again from the lowest reported record, the
 * records before it are done for good, and once the mapping's retries are
 * spent the failed range goes to its on-failure queue, whose alarm fires.
 * Nothing is dropped silently, and one bad record no longer costs the whole
 * batch (nor the halving and re-running that bisecting did).
 */
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { log } from './observability';

type Work = (record: DynamoDBRecord) => Promise<void>;

function report(job: string, failed: { record: DynamoDBRecord; error: unknown }[]): DynamoDBBatchResponse {
  const batchItemFailures = failed.map(({ record, error }) => {
    const itemIdentifier = record.dynamodb?.SequenceNumber;
    log().error('stream record failed', { job, record: record.eventID, sequenceNumber: itemIdentifier, error: String(error) });
    // Without a sequence number Lambda could not resume at the record: the whole batch is handed over again.
    if (!itemIdentifier) throw error;
    return { itemIdentifier };
  });
  return { batchItemFailures };
}

/** Records whose order matters (a vouch removed and given again): one at a time, stopping at the first failure. */
export async function inStreamOrder(job: string, records: readonly DynamoDBRecord[], work: Work): Promise<DynamoDBBatchResponse> {
  for (const record of records) {
    try {
      await work(record);
    } catch (error) {
      return report(job, [{ record, error }]);
    }
  }
  return { batchItemFailures: [] };
}

/** Independent records (each its own member's push or export): all at once; every failure is reported. */
export async function allAtOnce(job: string, records: readonly DynamoDBRecord[], work: Work): Promise<DynamoDBBatchResponse> {
  const outcomes = await Promise.allSettled(records.map((record) => work(record)));
  const failed = outcomes.flatMap((outcome, i) => (outcome.status === 'rejected' ? [{ record: records[i]!, error: outcome.reason as unknown }] : []));
  return report(job, failed);
}
