/**
 * How many members there are: one counter item, moved by ADD in the
 * member-creation transaction (profiles.ts createMember), so the directory's
 * count line is one read however many members there are.
 */
import * as z from 'zod/mini';
import { codec } from './codec';
import type { TransactItem } from './transaction';
import { readItem, tableName, type Key } from './table';

export const memberCountKey: Key = { PK: 'STATS', SK: 'MEMBER_COUNT' };

/** The transaction item that counts one more member (createMember). */
export function memberCountIncrement(): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: memberCountKey,
      UpdateExpression: 'ADD #count :one',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

const countCodec = codec('member count', z.object({ count: z.number() }));

/** How many members there are (eventually consistent). */
export async function countMembers(): Promise<number> {
  return (await readItem(memberCountKey, countCodec, { consistent: false }))?.count ?? 0;
}
