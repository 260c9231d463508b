/**
 * The vouch stream's records built from stored items, for tests that hand
 * them to a consumer or the dispatcher themselves (a redelivery, a failure
 * injected on one record) instead of waiting for the stream.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { db } from '#services/db';
import { tableName } from '#store/table';
import { vouchEntity } from '#store/vouches';

/** The stored vouch item, as the stream's image carries it. */
export async function storedVouchItem(voucherId: string, voucheeId: string): Promise<Record<string, unknown>> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: vouchEntity.key({ voucher_id: voucherId, vouchee_id: voucheeId }), ConsistentRead: true }),
  );
  if (!out.Item) throw new Error('no such vouch');
  return out.Item;
}

// Rising across every file of a worker, as a shard's sequence numbers do.
let sequence = 1;

/** A stream record as Lambda hands it over: the item's keys, and the images the change has. */
export function streamRecord(
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE',
  images: { before?: Record<string, unknown>; after?: Record<string, unknown> },
): DynamoDBRecord {
  const item = images.after ?? images.before!;
  return {
    eventID: `test-${sequence}`,
    eventName,
    eventSource: 'aws:dynamodb',
    dynamodb: {
      SequenceNumber: String(sequence++).padStart(21, '0'),
      Keys: marshall({ PK: item.PK, SK: item.SK }) as never,
      ...(images.after ? { NewImage: marshall(images.after, { removeUndefinedValues: true }) as never } : {}),
      ...(images.before ? { OldImage: marshall(images.before, { removeUndefinedValues: true }) as never } : {}),
    },
  };
}
