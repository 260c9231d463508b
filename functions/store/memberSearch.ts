/**
 * The member search index (docs/data-model.md "Member search"): one small
 * item per distinct word of a member's name, username and bio
 * (domain/memberSearch.ts memberSearchWords), keyed so that every member
 * whose word starts with a token is one Query, begins_with on a sort key:
 *
 *   PK `WORD#<first character>`   SK `<word>#<member id>`
 *
 * The items are written and removed in the same transaction as the profile
 * change that makes them (profiles.ts), so the index never disagrees with a
 * profile for longer than an eventually consistent read. A query reads only
 * the items of one page, however many members there are: its cost is flat.
 */
import * as z from 'zod/mini';
import { searchWordChanges } from '#domain/memberSearch';
import { defineEntity } from './entity';
import type { NamedItems } from './transaction';
import { queryPage, tableName, type Key } from './table';

const firstCharacter = (word: string) => Array.from(word)[0] ?? '';

export const searchPartition = (token: string): string => `WORD#${firstCharacter(token)}`;

/** One item per (word, member), in the partition of the word's first character, sorted by word. */
export const searchWordEntity = /* @__PURE__ */ defineEntity({
  name: 'search word',
  schema: z.object({ user_id: z.string(), word: z.string() }),
  key: ({ word, user_id }: { word: string; user_id: string }) => ({ PK: searchPartition(word), SK: `${word}#${user_id}` }),
});

/**
 * The transaction items that move a member's words in the index from
 * `before` to `after` (only the words that change), named search-/search+.
 */
export function searchIndexItems(userId: string, before: readonly string[], after: readonly string[]): NamedItems {
  const { removed, added } = searchWordChanges(before, after);
  const items: Record<string, NamedItems[string]> = {};
  removed.forEach((word, i) => {
    items[`search-${i}`] = { Delete: { TableName: tableName(), Key: searchWordEntity.key({ word, user_id: userId }) } };
  });
  added.forEach((word, i) => {
    items[`search+${i}`] = { Put: { TableName: tableName(), Item: searchWordEntity.item({ user_id: userId, word }) } };
  });
  return items;
}

/** The key attributes of a search page's cursor, and the partition it must stay in. */
export function searchPageKeyShape(token: string): { keyNames: readonly string[]; fixed: Record<string, string> } {
  return { keyNames: ['PK', 'SK'], fixed: { PK: searchPartition(token) } };
}

export interface SearchHit {
  userId: string;
  word: string;
  /** The key of this item: a page that ends here goes on from it. */
  key: Key;
}

/**
 * One read of the index: up to `limit` items whose word starts with `token`,
 * in word order, from `start` (exclusive). Eventually consistent.
 */
export async function searchWordPage(
  token: string,
  limit: number,
  start: Record<string, unknown> | undefined,
): Promise<{ hits: SearchHit[]; nextKey: Record<string, unknown> | undefined }> {
  const page = await queryPage(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :token)',
      ExpressionAttributeValues: { ':pk': searchPartition(token), ':token': token },
    },
    limit,
    start,
  );
  return {
    hits: page.items.map((item) => {
      const { user_id, word } = searchWordEntity.decode(item);
      return { userId: user_id, word, key: { PK: String(item.PK), SK: String(item.SK) } };
    }),
    nextKey: page.nextKey,
  };
}
