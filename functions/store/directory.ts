/**
 * The member directory's orders (docs/data-model.md "Directory"): newest
 * members (GSI1 `MEMBERS`, profiles), and every member by total score or by
 * vouches received (GSI3, GSI4 on the score items, numeric sort keys). Each
 * is one Query of one page: the cost of a page does not depend on how many
 * members there are. The member count is memberCount.ts.
 */
import { profileCodec, membersIndex, type ProfileRecord } from './profiles';
import { RANKED_PARTITION, rankedByScore, rankedByVouches } from './scores';
import { queryPage } from './table';

export type RankedOrder = 'score' | 'vouches';

const RANKING = { score: rankedByScore, vouches: rankedByVouches } as const;

/** The key attributes of a page cursor of the newest members. */
export const newestMembersKeyShape = { keyNames: ['PK', 'SK', 'GSI1PK', 'GSI1SK'], fixed: { GSI1PK: membersIndex.partition }, numeric: [] as string[] };

/** The key attributes of a page cursor of a ranked order (its sort key is a number). */
export function rankedKeyShape(order: RankedOrder) {
  const ranking = RANKING[order];
  return { keyNames: ['PK', 'SK', ranking.partitionKey, ranking.sortKey], fixed: { [ranking.partitionKey]: RANKED_PARTITION }, numeric: [ranking.sortKey] };
}

/** One page of members, newest first (GSI1 holds the whole profile: no second read). */
export async function listNewestMembers(
  limit: number,
  start: Record<string, unknown> | undefined,
): Promise<{ profiles: ProfileRecord[]; nextKey: Record<string, unknown> | undefined }> {
  const page = await queryPage(
    { IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': membersIndex.partition }, ScanIndexForward: false },
    limit,
    start,
  );
  return { profiles: page.items.map((item) => profileCodec.decode(item)), nextKey: page.nextKey };
}

const memberIdOf = (pk: unknown) => String(pk).slice('USER#'.length);

/** One page of member ids by total score or by vouches received; `ascending` for fewest first. */
export async function listRankedMembers(
  order: RankedOrder,
  ascending: boolean,
  limit: number,
  start: Record<string, unknown> | undefined,
): Promise<{ userIds: string[]; nextKey: Record<string, unknown> | undefined }> {
  const ranking = RANKING[order];
  const page = await queryPage(
    {
      IndexName: ranking.index,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': ranking.partitionKey },
      ExpressionAttributeValues: { ':pk': RANKED_PARTITION },
      ScanIndexForward: ascending,
    },
    limit,
    start,
  );
  return { userIds: page.items.map((item) => memberIdOf(item.PK)), nextKey: page.nextKey };
}
