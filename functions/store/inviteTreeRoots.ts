/**
 * The roots of the invite tree: members who joined without an invite (the
 * first members, accounts an administrator made). A marker item each, written
 * in the member's own creation transaction, so the admin's tree starts with
 * one Query instead of a search through every member.
 *   `INVITE_TREE_ROOTS`/`<created_at>#<member id>`  user_id
 */
import type { TransactItem } from './transaction';
import { tableName, type Key } from './table';

export const INVITE_TREE_ROOTS = 'INVITE_TREE_ROOTS';
export const treeRootKey = (memberId: string, createdAt: string): Key => ({ PK: INVITE_TREE_ROOTS, SK: `${createdAt}#${memberId}` });

export function treeRootPut(memberId: string, createdAt: string): TransactItem {
  return { Put: { TableName: tableName(), Item: { ...treeRootKey(memberId, createdAt), user_id: memberId } } };
}
