/**
 * All Members ranked by points or vouches without ranking anyone by a figure
 * the viewer may not see (docs/decisions.md "A limited view is limited
 * everywhere"). The list comes in two stages:
 *   1. 'seen': the members the viewer may see in full (their newest
 *      RELATIONSHIP_SORT_MAX relationships each way and up to
 *      RELATIONSHIP_SORT_MAX owners who granted them view access), ranked by
 *      the order with the same comparator as the relationship tabs;
 *   2. 'rest': every other member, newest first (the newest index), an order
 *      that shows nothing a card does not.
 * The viewer's relationships and grants are read again on every page, as the
 * sorted relationship tabs read theirs (bounded by the same maximum).
 */
import { RELATIONSHIP_SORT_MAX, relationshipPage, sortByStanding, type StandingSort } from '#domain/directory';
import { listNewestMembers, newestMembersKeyShape } from '#store/directory';
import { getStandings } from '#store/scores';
import { listGrantingOwnerIds } from '#store/viewPermissions';
import { listRelationshipIds } from '#store/vouches';
import { decodeCursor, decodeOffsetCursor, decodeStageCursor, encodeCursor, encodeOffsetCursor, encodeStageCursor } from '../http/cursor';

const STAGES = ['seen', 'rest'] as const;
type Stage = (typeof STAGES)[number];
/** At most this many members are ranked in the first stage: both directions of relationships and the grants. */
const SEEN_MAX = 3 * RELATIONSHIP_SORT_MAX;
/** A 'rest' page reads the newest index at most this many times while every member it meets was ranked already. */
const REST_READS_PER_PAGE = 3;

export interface RankedPage {
  stage: Stage;
  ids: string[];
  nextCursor: string | null;
}

/** The members the viewer may see in full, as far as ordering needs to know (the cards decide each view anew). */
async function seenInFull(viewerId: string): Promise<Set<string>> {
  const [given, received, granting] = await Promise.all([
    listRelationshipIds(viewerId, 'given', RELATIONSHIP_SORT_MAX),
    listRelationshipIds(viewerId, 'received', RELATIONSHIP_SORT_MAX),
    listGrantingOwnerIds(viewerId, RELATIONSHIP_SORT_MAX),
  ]);
  const seen = new Set([...given.ids, ...received.ids, ...granting]);
  seen.delete(viewerId);
  return seen;
}

/** One page of All Members in the order `sort`, for `viewerId`. */
export async function rankedForViewer(viewerId: string, sort: StandingSort, limit: number, cursor: string | undefined): Promise<RankedPage> {
  const at = decodeStageCursor(cursor, STAGES) ?? { stage: 'seen' as const, inner: undefined };
  const seen = await seenInFull(viewerId);
  if (at.stage === 'seen') {
    const order = `all:${sort}`;
    const offset = decodeOffsetCursor(at.inner, order, SEEN_MAX);
    const standings = await getStandings([...seen]);
    const ordered = sortByStanding(
      [...standings].map(([id, totals]) => ({ id, ...totals })),
      sort,
    ).map((m) => m.id);
    const page = relationshipPage(ordered, offset, limit);
    if (page.ids.length) {
      const next =
        page.nextOffset === undefined ? encodeStageCursor('rest', null) : encodeStageCursor('seen', encodeOffsetCursor(order, page.nextOffset));
      return { stage: 'seen', ids: page.ids, nextCursor: next };
    }
    // Nothing (more) to rank: the rest starts on this page.
    return restPage(viewerId, seen, limit, undefined);
  }
  return restPage(viewerId, seen, limit, at.inner);
}

/** Every member not ranked in the first stage, newest first; a page may be short (with a cursor) rather than read on without bound. */
async function restPage(viewerId: string, seen: ReadonlySet<string>, limit: number, inner: string | undefined): Promise<RankedPage> {
  const shape = newestMembersKeyShape;
  let start: Record<string, unknown> | undefined = decodeCursor(inner, shape.keyNames, shape.fixed);
  const ids: string[] = [];
  for (let read = 0; read < REST_READS_PER_PAGE && ids.length === 0; read++) {
    const page = await listNewestMembers(limit, start);
    ids.push(...page.ids.filter((id) => id !== viewerId && !seen.has(id)));
    start = page.nextKey;
    if (!start) break;
  }
  const key = encodeCursor(start);
  return { stage: 'rest', ids, nextCursor: key === null ? null : encodeStageCursor('rest', key) };
}
