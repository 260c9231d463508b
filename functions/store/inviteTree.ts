/**
 * The invite tree (issue 11 §5, beyond the spec): who invited whom, read
 * level by level, never the whole table.
 *   roots     Query `INVITE_TREE_ROOTS` (inviteTreeRoots.ts), oldest first
 *   children  Query GSI1 `INVITER#<id>`: the member's invites, those redeemed
 *             name the member who joined with them (`redeemed_user_id`)
 *   parent    the profile's `invited_by` (written at sign-up)
 */
import { inviteEntity } from './invites';
import { INVITE_TREE_ROOTS } from './inviteTreeRoots';
import { getOwnRecords } from './ownRecords';
import { getProfile, type ProfileRecord } from './profiles';
import { queryItems, queryPage } from './table';

export const TREE_ROOTS_PAGE_KEY = { keyNames: ['PK', 'SK'], fixed: { PK: INVITE_TREE_ROOTS } } as const;
/** Hops followed up from a member to the root (a chain longer than this is shown cut). */
export const MAX_TREE_DEPTH = 50;

export interface TreeNode {
  profile: ProfileRecord;
  vouchesReceived: number;
  vouchesGiven: number;
  invited: number;
}

/** One page of root member ids, oldest first. */
export async function listTreeRootIds(
  limit: number,
  start: Record<string, string> | undefined,
): Promise<{ ids: string[]; nextKey: Record<string, unknown> | undefined }> {
  const page = await queryPage({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': INVITE_TREE_ROOTS } }, limit, start);
  return { ids: page.items.map((item) => String(item.user_id)), nextKey: page.nextKey };
}

/** The members who joined with one of `memberId`'s invites, oldest invite first (ids only). */
export async function inviteeIds(memberId: string): Promise<string[]> {
  const items = await queryItems({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    // A redeemed invite holds the new member's id as a string; an open one holds null or nothing.
    FilterExpression: 'attribute_type(redeemed_user_id, :string)',
    ExpressionAttributeValues: { ':pk': inviteEntity.indexes.ofInviter.partition({ inviter_user_id: memberId }), ':string': 'S' },
    ProjectionExpression: 'redeemed_user_id',
  });
  return items.map((item) => String(item.redeemed_user_id));
}

/** A member as a node: profile, vouches received and given, how many joined through them. Undefined when gone. */
export async function treeNode(memberId: string): Promise<TreeNode | undefined> {
  const [own, invitees] = await Promise.all([getOwnRecords(memberId, { consistent: false }), inviteeIds(memberId)]);
  if (!own.profile) return undefined;
  return { profile: own.profile, vouchesReceived: own.score.total_vouches, vouchesGiven: own.vouchesGiven, invited: invitees.length };
}

export async function treeNodes(memberIds: readonly string[]): Promise<TreeNode[]> {
  const nodes = await Promise.all(memberIds.map(treeNode));
  return nodes.filter((node): node is TreeNode => !!node);
}

/** The inviters above a member, the root first (at most MAX_TREE_DEPTH; a loop, which sign-up cannot make, stops it). */
export async function ancestorIds(profile: ProfileRecord): Promise<string[]> {
  const chain: string[] = [];
  const seen = new Set([profile.id]);
  let next = profile.invited_by;
  while (next && !seen.has(next) && chain.length < MAX_TREE_DEPTH) {
    chain.unshift(next);
    seen.add(next);
    next = (await getProfile(next))?.invited_by;
  }
  return chain;
}
