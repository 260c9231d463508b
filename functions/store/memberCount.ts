/**
 * How many members there are: one counter item, moved by ADD in the
 * member-creation transaction (profiles.ts createMember), so the directory's
 * count line is one read however many members there are.
 */
import * as z from 'zod/mini';
import { defineEntity } from './entity';
import type { TransactItem } from './transaction';
import { readItem, tableName } from './table';

/** The one counter item; only ADD writes it. */
export const memberCountEntity = /* @__PURE__ */ defineEntity({
  name: 'member count',
  schema: z.object({ count: z.number() }),
  key: () => ({ PK: 'STATS', SK: 'MEMBER_COUNT' }),
});

/** The transaction item that counts one more member (createMember). */
export function memberCountIncrement(): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: memberCountEntity.key(),
      UpdateExpression: 'ADD #count :one',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/** How many members there are (eventually consistent). */
export async function countMembers(): Promise<number> {
  return (await readItem(memberCountEntity.key(), memberCountEntity, { consistent: false }))?.count ?? 0;
}
