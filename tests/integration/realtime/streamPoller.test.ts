/**
 * The local twin of an event source mapping (bin/local/streamPoller.ts)
 * retries a batch whose handler throws, as the mapping's retryAttempts does
 * on AWS, and reports the failure only after the last attempt; it hands
 * every image over as DynamoDB wrote it, empty maps included. Runs against
 * the shared stack's DynamoDB Local stream; each test writes its own item
 * and looks only at records of that item.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { startStreamPoller } from '#local/streamPoller';
import { db } from '#services/db';
import { tableName } from '#store/table';
import { useStackEnv } from '#test-support/stack';
import { waitFor } from '#test-support/waitFor';

beforeAll(() => {
  useStackEnv();
});

const mentions = (event: DynamoDBStreamEvent, pk: string) => event.Records.some((r) => r.dynamodb?.Keys?.PK?.S === pk);

/** Starts a poller whose handler fails `failures` times on the test's item, writes the item, waits for the outcome. */
async function deliverWithFailures(failures: number, retryAttempts: number): Promise<{ calls: number; errors: unknown[] }> {
  const pk = `POLLER_TEST#${randomUUID()}`;
  let calls = 0;
  let settled = false;
  const errors: unknown[] = [];
  const poller = await startStreamPoller({
    endpoint: process.env.DYNAMODB_ENDPOINT!,
    region: process.env.AWS_REGION ?? 'us-east-1',
    tableName: tableName(),
    intervalMs: 20,
    retryAttempts,
    handler: async (event) => {
      if (!mentions(event, pk)) return;
      calls++;
      if (calls <= failures) throw new Error(`failure ${calls}`);
      settled = true;
    },
    onError: (error) => {
      if (String(error).includes('failure')) {
        errors.push(error);
        settled = true;
      }
    },
  });
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: { PK: pk, SK: 'ITEM' } }));
    await waitFor('the batch to be handled or given up', async () => settled || undefined, 10_000);
  } finally {
    await poller.stop();
  }
  return { calls, errors };
}

describe('the local stream poller', () => {
  it('hands a failing batch over again up to retryAttempts times, and succeeds quietly', async () => {
    expect(await deliverWithFailures(2, 3)).toEqual({ calls: 3, errors: [] });
  });

  it('reports the failure once every attempt has failed', async () => {
    const { calls, errors } = await deliverWithFailures(10, 2);
    expect(calls).toBe(3);
    expect(errors.map(String)).toEqual(['Error: failure 3']);
  });

  it('does not retry without retryAttempts (the bell’s push)', async () => {
    const { calls, errors } = await deliverWithFailures(1, 0);
    expect(calls).toBe(1);
    expect(errors).toHaveLength(1);
  });

  it('hands empty maps over as maps, at any depth, so unmarshall reads every image', async () => {
    const pk = `POLLER_TEST#${randomUUID()}`;
    const item = { PK: pk, SK: 'ITEM', breakdown: {}, nested: { inner: {}, list: [{}, { a: 1 }] }, text: '', flag: false };
    const images: Record<string, unknown>[] = [];
    const poller = await startStreamPoller({
      endpoint: process.env.DYNAMODB_ENDPOINT!,
      region: process.env.AWS_REGION ?? 'us-east-1',
      tableName: tableName(),
      intervalMs: 20,
      handler: async (event) => {
        for (const record of event.Records) {
          if (record.dynamodb?.Keys?.PK?.S === pk) images.push(unmarshall(record.dynamodb.NewImage as Record<string, AttributeValue>));
        }
      },
      onError: () => undefined,
    });
    try {
      await db().send(new PutCommand({ TableName: tableName(), Item: item }));
      await waitFor('the item’s record', async () => images[0], 10_000);
    } finally {
      await poller.stop();
    }
    expect(images).toEqual([item]);
  });

  it('resumes a batch at the lowest record the handler reports failed, as Lambda does', async () => {
    const pk = `POLLER_TEST#${randomUUID()}`;
    const seen: string[][] = [];
    let settled = false;
    const poller = await startStreamPoller({
      endpoint: process.env.DYNAMODB_ENDPOINT!,
      region: process.env.AWS_REGION ?? 'us-east-1',
      tableName: tableName(),
      intervalMs: 20,
      retryAttempts: 2,
      handler: async (event) => {
        const ours = event.Records.filter((r) => r.dynamodb?.Keys?.PK?.S === pk);
        if (ours.length === 0) return undefined;
        seen.push(ours.map((r) => r.dynamodb!.Keys!.SK!.S!));
        if (seen.length === 1) return { batchItemFailures: [{ itemIdentifier: ours[1]!.dynamodb!.SequenceNumber! }] };
        settled = true;
        return { batchItemFailures: [] };
      },
      onError: () => undefined,
    });
    try {
      await db().send(
        new TransactWriteCommand({ TransactItems: ['A', 'B', 'C'].map((sk) => ({ Put: { TableName: tableName(), Item: { PK: pk, SK: sk } } })) }),
      );
      await waitFor('the batch to be handed over again', async () => settled || undefined, 10_000);
    } finally {
      await poller.stop();
    }
    expect(seen).toEqual([
      ['A', 'B', 'C'],
      ['B', 'C'],
    ]);
  });
});
