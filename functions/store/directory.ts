/**
 * The member directory's newest-first order (docs/data-model.md "Directory"):
 * the member list index (GSI5 `MEMBERS`), one Query of one page, so the cost
 * of a page does not depend on how many members there are. The index holds
 * keys and ids only: the cards read each member's own records
 * (api/members/operations.ts). The ranked orders read the viewer's own
 * relationships instead (api/members/rankedForViewer.ts); the member count
 * is memberCount.ts.
 */
import { membersIndex } from './profiles';
import { queryPage } from './table';

/** The key attributes of a page cursor of the newest members. */
export const newestMembersKeyShape = {
  keyNames: ['PK', 'SK', membersIndex.partitionKey, membersIndex.sortKey],
  fixed: { [membersIndex.partitionKey]: membersIndex.partition },
  numeric: [] as string[],
};

/** One page of member ids, newest first (about 150 bytes an entry: a page of 50 is one read unit). */
export async function listNewestMembers(
  limit: number,
  start: Record<string, unknown> | undefined,
): Promise<{ ids: string[]; nextKey: Record<string, unknown> | undefined }> {
  const page = await queryPage(
    {
      IndexName: membersIndex.name,
      KeyConditionExpression: `${membersIndex.partitionKey} = :pk`,
      ExpressionAttributeValues: { ':pk': membersIndex.partition },
      ScanIndexForward: false,
    },
    limit,
    start,
  );
  return { ids: page.items.map((item) => String(item.id)), nextKey: page.nextKey };
}

/** Every member's id, name and deletion mark, from the member list (the one-off backfills: a Query, never a Scan). */
export const everyMemberQuery = {
  IndexName: membersIndex.name,
  KeyConditionExpression: `${membersIndex.partitionKey} = :pk`,
  ExpressionAttributeValues: { ':pk': membersIndex.partition },
} as const;
