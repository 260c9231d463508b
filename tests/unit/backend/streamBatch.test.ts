import type { DynamoDBRecord } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureErrorLogs } from '#test-support/errorLogs';
import { allAtOnce, inStreamOrder } from '#services/streamBatch';

const record = (n: number, sequenced = true): DynamoDBRecord => ({
  eventID: `e${n}`,
  dynamodb: sequenced ? { SequenceNumber: String(100 + n) } : {},
});
const batch = [1, 2, 3, 4].map((n) => record(n));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a stream batch, record by record', () => {
  it('in stream order: stops at the first failed record and reports it, later records untouched', async () => {
    captureErrorLogs();
    const done: string[] = [];
    const response = await inStreamOrder('job', batch, async (r) => {
      if (r.eventID === 'e2') throw new Error('bad image');
      done.push(r.eventID!);
    });
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: '102' }] });
    expect(done).toEqual(['e1']);
  });

  it('all at once: every record runs, every failure is reported and logged with its cause', async () => {
    const logged = captureErrorLogs();
    const done: string[] = [];
    const response = await allAtOnce('job', batch, async (r) => {
      if (r.eventID === 'e2' || r.eventID === 'e4') throw new Error(`failed ${r.eventID}`);
      done.push(r.eventID!);
    });
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: '102' }, { itemIdentifier: '104' }] });
    expect(done.sort()).toEqual(['e1', 'e3']);
    expect(logged.entries()).toEqual([
      expect.objectContaining({
        level: 'ERROR',
        message: 'stream record failed',
        job: 'job',
        record: 'e2',
        sequenceNumber: '102',
        error: 'Error: failed e2',
      }),
      expect.objectContaining({
        level: 'ERROR',
        message: 'stream record failed',
        job: 'job',
        record: 'e4',
        sequenceNumber: '104',
        error: 'Error: failed e4',
      }),
    ]);
  });

  it('a clean batch reports nothing', async () => {
    expect(await allAtOnce('job', batch, async () => undefined)).toEqual({ batchItemFailures: [] });
    expect(await inStreamOrder('job', batch, async () => undefined)).toEqual({ batchItemFailures: [] });
  });

  it('a failed record without a sequence number fails the whole batch (Lambda could not resume at it)', async () => {
    captureErrorLogs();
    await expect(
      inStreamOrder('job', [record(1, false)], async () => {
        throw new Error('no way back');
      }),
    ).rejects.toThrow('no way back');
  });
});
