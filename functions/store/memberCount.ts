/**
 * How many members there are: counter items moved by ADD in the
 * member-creation transaction (profiles.ts createMember) and the finalising
 * deletion (accountDeletions.ts), so the directory's count line is a few
 * small reads however many members there are.
 *
 * Sharded (issue 21): one item took every sign-up transaction of the
 * product, and parallel transactions on one item conflict and retry (inside
 * Cognito's 5-second trigger limit). A member's sign-up and deletion move
 * the shard their id hashes to, one of MEMBER_COUNT_SHARDS items each under
 * a partition key of its own; a read sums them all with one BatchGetItem.
 * The item from before the shards (`STATS`/`MEMBER_COUNT`) is summed too,
 * so an existing count needs no migration.
 */
import { createHash } from 'node:crypto';
import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db } from '#services/db';
import type { TransactItem } from './transaction';
import { tableName, type Key } from './table';

/** Four: conflicts cut fourfold, and a read (5 items, 2.5 RU on AWS) keeps a directory page within 30 RU. */
export const MEMBER_COUNT_SHARDS = 4;

/** The count's item from before the shards: still summed, never moved any more. */
export const memberCountKey: Key = { PK: 'STATS', SK: 'MEMBER_COUNT' };

export const memberCountShardKey = (shard: number): Key => ({ PK: `STATS#MEMBER_COUNT#${shard}`, SK: 'COUNT' });

/** The shard a member's sign-up and deletion move: the same one for both, spread evenly over ids. */
export function memberCountShard(userId: string): number {
  return createHash('sha256').update(userId).digest().readUInt32BE(0) % MEMBER_COUNT_SHARDS;
}

/** The transaction item that counts one more member (createMember), or one fewer (`by` -1, the finalising deletion). */
export function memberCountIncrement(userId: string, by = 1): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: memberCountShardKey(memberCountShard(userId)),
      UpdateExpression: 'ADD #count :by',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':by': by },
    },
  };
}

/** How many members there are (eventually consistent): the shards and the old item, summed. */
export async function countMembers(): Promise<number> {
  let keys: Record<string, unknown>[] | undefined = [
    memberCountKey,
    ...Array.from({ length: MEMBER_COUNT_SHARDS }, (_, k) => memberCountShardKey(k)),
  ];
  let total = 0;
  while (keys?.length) {
    const out: BatchGetCommandOutput = await db().send(
      new BatchGetCommand({
        RequestItems: { [tableName()]: { Keys: keys, ProjectionExpression: '#count', ExpressionAttributeNames: { '#count': 'count' } } },
      }),
    );
    for (const item of out.Responses?.[tableName()] ?? []) total += typeof item.count === 'number' ? item.count : 0;
    keys = out.UnprocessedKeys?.[tableName()]?.Keys;
  }
  return total;
}
