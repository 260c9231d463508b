/**
 * One batch of the table's stream, handed to every consumer it concerns
 * (docs/decisions.md, "One reader of the table's stream"). Each consumer gets
 * only the records its filters match (functions/schema/streamFilters.ts), in
 * stream order, and all of them run at once, so a slow or failing consumer
 * neither holds up nor loses another's records: the others finish the whole
 * batch whatever it does.
 *
 * A consumer's failed records (its batch item failures, or all its records
 * when it throws) are reported to the mapping as the lowest of them in the
 * batch: Lambda hands the batch over again from there, and once its retries
 * are spent parks that range in the mapping's dead-letter queue, whose alarm
 * fires. A record is never dropped for its age. The consumers that had
 * succeeded see the records from there on again: each is idempotent
 * (the push page drops an id it has, an export no longer pending is left
 * alone, a flag is raised once per group).
 */
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { filterMatches, STREAM_FILTERS, type StreamConsumerName } from '#functions/schema/streamFilters';
import { log } from '#services/observability';

export interface RoutedConsumer {
  name: StreamConsumerName;
  /** The records its filters matched, in stream order; reports those it could not handle (services/streamBatch.ts). */
  handle: (records: readonly DynamoDBRecord[]) => Promise<DynamoDBBatchResponse>;
}

/** The records of the batch one consumer's filters let through, in stream order. */
export function recordsFor(name: StreamConsumerName, records: readonly DynamoDBRecord[]): DynamoDBRecord[] {
  const filters = STREAM_FILTERS[name];
  return records.filter((record) => filters.some((filter) => filterMatches(filter, record)));
}

/** The sequence numbers one consumer failed: those it reports, or, when it throws, all it was given. */
async function failuresOf(consumer: RoutedConsumer, records: readonly DynamoDBRecord[]): Promise<string[]> {
  const mine = recordsFor(consumer.name, records);
  if (mine.length === 0) return [];
  try {
    return (await consumer.handle(mine)).batchItemFailures.map((failure) => failure.itemIdentifier);
  } catch (error) {
    log().error('stream consumer failed', { consumer: consumer.name, records: mine.length, error: String(error) });
    // A record with no sequence number could not be named: the whole batch is handed over again.
    if (mine.some((record) => !record.dynamodb?.SequenceNumber)) throw error;
    return mine.map((record) => record.dynamodb!.SequenceNumber!);
  }
}

export async function dispatchStreamBatch(records: readonly DynamoDBRecord[], consumers: readonly RoutedConsumer[]): Promise<DynamoDBBatchResponse> {
  const outcomes = await Promise.allSettled(consumers.map((consumer) => failuresOf(consumer, records)));
  const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
  if (rejected) throw rejected.reason;
  const failed = new Set(outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? outcome.value : [])));
  if (failed.size === 0) return { batchItemFailures: [] };
  const lowest = records.find((record) => failed.has(record.dynamodb?.SequenceNumber ?? ''));
  // An identifier that names no record of the batch: Lambda hands the whole batch over again, as it should.
  return { batchItemFailures: [{ itemIdentifier: lowest?.dynamodb?.SequenceNumber ?? [...failed][0]! }] };
}
