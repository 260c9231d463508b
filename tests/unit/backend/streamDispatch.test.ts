/**
 * The table stream's one reader (functions/stream/dispatch.ts): each
 * consumer gets the records its filters match, in stream order; a consumer
 * that fails (reports records or throws) neither stops nor loses the
 * others' records, and the batch resumes at the lowest failed record.
 */
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { matchesSomeStreamFilter, STREAM_FILTERS, type StreamConsumerName } from '#functions/schema/streamFilters';
import { STREAM_CONSUMERS } from '#functions/stream/consumers';
import { dispatchStreamBatch, recordsFor, type RoutedConsumer } from '#functions/stream/dispatch';

function record(seq: number, eventName: 'INSERT' | 'MODIFY' | 'REMOVE', PK: string, SK: string): DynamoDBRecord {
  return { eventName, dynamodb: { SequenceNumber: String(seq).padStart(6, '0'), Keys: { PK: { S: PK }, SK: { S: SK } } } };
}

const BATCH = [
  record(1, 'INSERT', 'NOTIFS#u1', 'NOTIF#1'),
  record(2, 'INSERT', 'USER#u1', 'VOUCH#u2'),
  record(3, 'INSERT', 'DATA_REQUESTS#u1', 'REQUEST#r1'),
  record(4, 'MODIFY', 'USER#u1', 'VOUCH#u2'),
  record(5, 'MODIFY', 'USER#u1', 'PROFILE'),
  record(6, 'INSERT', 'NOTIFS#u2', 'NOTIF#2'),
  record(7, 'REMOVE', 'USER#u3', 'VOUCH#u1'),
  record(8, 'INSERT', 'WAITLIST', 'x'),
];
const seqs = (records: readonly DynamoDBRecord[]) => records.map((r) => Number(r.dynamodb!.SequenceNumber));

/** A consumer that records what it was handed and answers as told. */
function consumer(name: StreamConsumerName, answer: (records: readonly DynamoDBRecord[]) => Promise<DynamoDBBatchResponse>) {
  const seen: number[][] = [];
  const routed: RoutedConsumer = {
    name,
    handle: async (records) => {
      seen.push(seqs(records));
      return answer(records);
    },
  };
  return { routed, seen };
}
const ok = async (): Promise<DynamoDBBatchResponse> => ({ batchItemFailures: [] });

describe('routing', () => {
  it('hands each consumer the records its filters match, in stream order, and only those', () => {
    expect(seqs(recordsFor('pushNotifications', BATCH))).toEqual([1, 6]);
    expect(seqs(recordsFor('dataExport', BATCH))).toEqual([3]);
    // Vouch inserts and removals (not edits), and every profile write.
    expect(seqs(recordsFor('collusionSignals', BATCH))).toEqual([2, 5, 7]);
    // Every change of a vouch, edits included.
    expect(seqs(recordsFor('vouchSideEffects', BATCH))).toEqual([2, 4, 7]);
    expect(seqs(BATCH.filter(matchesSomeStreamFilter))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('lists every consumer once, each with its filters', () => {
    expect(STREAM_CONSUMERS.map((c) => c.name).sort()).toEqual(Object.keys(STREAM_FILTERS).sort());
  });

  it('invokes no consumer that has nothing in the batch', async () => {
    const push = consumer('pushNotifications', ok);
    expect(await dispatchStreamBatch([BATCH[2]!], [push.routed])).toEqual({ batchItemFailures: [] });
    expect(push.seen).toEqual([]);
  });
});

describe('a failing consumer', () => {
  it('reporting a record: the others still get their whole share, and the batch resumes at that record', async () => {
    const push = consumer('pushNotifications', async (records) => ({
      batchItemFailures: [{ itemIdentifier: records[1]!.dynamodb!.SequenceNumber! }],
    }));
    const exports = consumer('dataExport', ok);
    const signals = consumer('collusionSignals', ok);
    const response = await dispatchStreamBatch(BATCH, [push.routed, exports.routed, signals.routed]);
    expect(exports.seen).toEqual([[3]]);
    expect(signals.seen).toEqual([[2, 5, 7]]);
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: '000006' }] });
  });

  it('throwing: all its records count as failed, the lowest is reported, the others finish', async () => {
    const push = consumer('pushNotifications', ok);
    const exports = consumer('dataExport', ok);
    const signals = consumer('collusionSignals', () => Promise.reject(new Error('table throttled')));
    const response = await dispatchStreamBatch(BATCH, [push.routed, exports.routed, signals.routed]);
    expect(push.seen).toEqual([[1, 6]]);
    expect(exports.seen).toEqual([[3]]);
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: '000002' }] });
  });

  it('slow: the others finish without waiting for it', async () => {
    let release!: () => void;
    const slow = consumer('dataExport', () => new Promise<DynamoDBBatchResponse>((resolve) => (release = () => resolve({ batchItemFailures: [] }))));
    let pushDone = false;
    const push = consumer('pushNotifications', async () => {
      pushDone = true;
      return { batchItemFailures: [] };
    });
    const dispatched = dispatchStreamBatch(BATCH, [slow.routed, push.routed]);
    await Promise.resolve();
    await Promise.resolve();
    expect(pushDone).toBe(true);
    release();
    expect(await dispatched).toEqual({ batchItemFailures: [] });
  });

  it('of two failing, the lower record is where the batch resumes', async () => {
    const push = consumer('pushNotifications', async (records) => ({
      batchItemFailures: [{ itemIdentifier: records[1]!.dynamodb!.SequenceNumber! }],
    }));
    const signals = consumer('collusionSignals', async (records) => ({
      batchItemFailures: [{ itemIdentifier: records[1]!.dynamodb!.SequenceNumber! }],
    }));
    expect(await dispatchStreamBatch(BATCH, [push.routed, signals.routed])).toEqual({ batchItemFailures: [{ itemIdentifier: '000005' }] });
  });
});
