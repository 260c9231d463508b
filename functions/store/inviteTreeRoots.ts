/**
 * The roots of the invite tree: members who joined without an invite (the
 * first members, accounts an administrator made). A marker item each, written
 * in the member's own creation transaction, so the admin's tree starts with
 * one Query instead of a search through every member.
 *   `INVITE_TREE_ROOTS`/`<created_at>#<member id>`  user_id
 */
import * as z from 'zod/mini';
import { defineEntity } from './entity';
import type { TransactItem } from './transaction';
import { tableName } from './table';

export const INVITE_TREE_ROOTS = 'INVITE_TREE_ROOTS';

/** Oldest first in one partition; the joining time is in the key only, the record is the member's id. */
export const treeRootEntity = /* @__PURE__ */ defineEntity({
  name: 'invite tree root',
  schema: z.object({ user_id: z.string() }),
  key: ({ user_id, created_at }: { user_id: string; created_at: string }) => ({ PK: INVITE_TREE_ROOTS, SK: `${created_at}#${user_id}` }),
});

export function treeRootPut(memberId: string, createdAt: string): TransactItem {
  return { Put: { TableName: tableName(), Item: treeRootEntity.item({ user_id: memberId }, { user_id: memberId, created_at: createdAt }) } };
}
