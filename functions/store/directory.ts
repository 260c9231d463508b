/**
 * The member directory's newest-first order (docs/data-model.md "Directory"):
 * GSI1 `MEMBERS`, profiles, one Query of one page, so the cost of a page does
 * not depend on how many members there are. The ranked orders read the
 * viewer's own relationships instead (api/members/rankedForViewer.ts); the
 * member count is memberCount.ts.
 */
import { profileCodec, membersIndex, type ProfileRecord } from './profiles';
import { queryPage } from './table';

/** The key attributes of a page cursor of the newest members. */
export const newestMembersKeyShape = {
  keyNames: ['PK', 'SK', 'GSI1PK', 'GSI1SK'],
  fixed: { GSI1PK: membersIndex.partition },
  numeric: [] as string[],
};

/** One page of members, newest first (GSI1 holds the whole profile: no second read). */
export async function listNewestMembers(
  limit: number,
  start: Record<string, unknown> | undefined,
): Promise<{ profiles: ProfileRecord[]; nextKey: Record<string, unknown> | undefined }> {
  const page = await queryPage(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': membersIndex.partition },
      ScanIndexForward: false,
    },
    limit,
    start,
  );
  return { profiles: page.items.map((item) => profileCodec.decode(item)), nextKey: page.nextKey };
}
