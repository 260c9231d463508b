import { isProfileHidden } from '#domain/accountDeletion';
import {
  DIRECTORY_PAGE_MAX,
  PROFILE_RECENT_ATTRIBUTES,
  PROFILE_RECENT_VOUCHES,
  RELATIONSHIP_SORT_MAX,
  VOUCH_LIST_PAGE_MAX,
  relationshipPage,
  sortByStanding,
  type DirectoryFilter,
  type StandingSort,
} from '#domain/directory';
import { leadingToken, listingWord, matchesAllTokens, memberSearchWords, searchTokens } from '#domain/memberSearch';
import { INVALID_CURSOR_MESSAGE } from '#domain/paging';
import { hasFullProfileAccess, type ReputationFacts } from '#domain/profileVisibility';
import { USERNAME_PATTERN } from '#domain/validation';
import { listNewestMembers, newestMembersKeyShape } from '#store/directory';
import { countMembers } from '#store/memberCount';
import { searchPageKeyShape, searchWordPage } from '#store/memberSearch';
import { getOwnRecords, type OwnRecords } from '#store/ownRecords';
import { getProfiles, profileIdByUsername, type ProfileRecord } from '#store/profiles';
import { getStandings } from '#store/scores';
import { recordSearchTerm } from '#store/searchTerms';
import {
  listRelationshipIds,
  listVouchesGivenPage,
  listVouchesReceivedPage,
  vouchRelationship,
  vouchesGivenPageKeyShape,
  vouchesReceivedPageKeyShape,
} from '#store/vouches';
import type { MemberCard, VouchListPage, VouchParty } from '#contract/features/members';
import { decodeCursor, decodeOffsetCursor, encodeCursor, encodeOffsetCursor } from '../http/cursor';
import { badRequest, forbidden, notFound } from '../http/failures';
import type { MemberCaller } from '../http/request';
import type { Operation } from '../operation';
import { toMemberCard, toMemberSummary, toVouchParty } from '../presenters';
import { canSeeFullProfile } from './profileAccess';
import { cardAccess, readViewerRelations, type ViewerRelations } from './viewerRelations';
import { rankedForViewer } from './rankedForViewer';

const MEMBER_NOT_FOUND = 'Member not found';
/** Member ids are UUIDs; anything else names no member and is not looked up. */
const MEMBER_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
/** A viewer without full access cannot open the profile (spec §6): the card's 'Limited View' tooltip, as the refusal. */
export const LIMITED_PROFILE_MESSAGE = 'Additional details become visible once a vouch relationship is established or view permission is granted.';

/**
 * Another member by username (any case) or by id: the full profile to those
 * canSeeFullProfile lets see it (the owner, a vouch relationship, an active
 * view permission), the limited view to everyone else.
 */
export const getMember: Operation<'getMember'> = async ({ caller, params }) => {
  // A signed-in account without a profile is not a member yet: members' profiles are not shown to it.
  const named = params.username.trim();
  const username = named.toLowerCase();
  // A name no member can hold is not looked up (and one over DynamoDB's key size would fail the read).
  // Not a username: a member id, as a vouch link may carry (spec §2 '/{product}?user={username or id}').
  const ownerId =
    (USERNAME_PATTERN.test(username) ? await profileIdByUsername(username) : undefined) ?? (MEMBER_ID_PATTERN.test(named) ? named : undefined);
  if (!ownerId) throw notFound(MEMBER_NOT_FOUND);
  // The caller's own records are already loaded: looking at oneself reads nothing more.
  const ownRead = ownerId === caller.id ? Promise.resolve(caller) : getOwnRecords(ownerId);
  const reputation = ownRead.then(reputationOf);
  const [access, own] = await Promise.all([canSeeFullProfile(caller.id, ownerId, reputation), ownRead]);
  if (!own.profile || isProfileHidden(own.profile)) throw notFound(MEMBER_NOT_FOUND);
  return toMemberSummary({ ...own, profile: own.profile }, access.facts, access.viewerHasVouched);
};

// ---------------------------------------------------------------------------
// The directory, the profile dialog and the vouch lists.

const USER_PROFILE_NOT_FOUND = 'User profile not found';
/** A search page reads the index at most this many times (each up to a page of words) before it answers with a cursor. */
const SEARCH_READS_PER_PAGE = 3;

interface Relation {
  hasVouchedFor: boolean;
  theyVouchedForMe: boolean;
}

/**
 * The card of each member in `ids` (in that order), as `viewerId` may see
 * it (canSeeFullProfile's rule, presenters' toMemberCard); the viewer and
 * ids without a profile are left out. A card reads its member's own records
 * (one eventual Query, half a unit) unless the caller read them already
 * (`read`); the viewer's relationships and grants are read once for the
 * page (viewerRelations.ts).
 */
async function memberCards(viewerId: string, ids: readonly string[], read?: ReadonlyMap<string, OwnRecords>): Promise<MemberCard[]> {
  const others = [...new Set(ids)].filter((id) => id !== viewerId);
  if (!others.length) return [];
  const relations = await readViewerRelations(viewerId);
  const cards = await Promise.all(
    others.map(async (id) => {
      const own = read?.get(id) ?? (await getOwnRecords(id, { consistent: false }));
      const profile = own.profile;
      if (!profile || isProfileHidden(profile)) return undefined;
      const access = await cardAccess(relations, id, reputationOf(own));
      const relation = { hasVouchedFor: access.facts.viewerVouchedForOwner, theyVouchedForMe: access.facts.ownerVouchedForViewer };
      return toMemberCard({ ...own, profile }, access.facts, relation);
    }),
  );
  return cards.filter((card): card is MemberCard => card !== undefined);
}

/** The viewer's vouch relationship with `id`, from the page's sets (a pair of reads only where a set is incomplete). */
async function relationFrom(relations: ViewerRelations, id: string): Promise<Relation> {
  const { given, received } = relations;
  const pair = !given || !received ? await vouchRelationship(relations.viewerId, id) : undefined;
  return {
    hasVouchedFor: given ? given.has(id) : !!pair?.aVouchedForB,
    theyVouchedForMe: received ? received.has(id) : !!pair?.bVouchedForA,
  };
}

/** Does the member belong in the tab `filter` (their relation to the viewer)? */
const inFilter = (filter: DirectoryFilter, relation: Relation) =>
  filter === 'all' || (filter === 'vouched-by-me' ? relation.hasVouchedFor : relation.theyVouchedForMe);

/**
 * A search page: the index read by the leading token (its longest), each
 * member kept once (at the smallest of their words the token starts), when
 * every other token starts one of their words too and they fit the tab.
 * At most SEARCH_READS_PER_PAGE reads of the index: a page may come back
 * short, with a cursor, rather than read on without bound.
 */
async function searchPage(viewerId: string, tokens: string[], filter: DirectoryFilter, limit: number, cursor: string | undefined) {
  const token = leadingToken(tokens) ?? '';
  const shape = searchPageKeyShape(token);
  let start: Record<string, unknown> | undefined = decodeCursor(cursor, shape.keyNames, shape.fixed);
  // A cursor of this partition that does not belong to this token would page through other words: refuse it.
  if (start && !String(start.SK).startsWith(token)) throw badRequest(INVALID_CURSOR_MESSAGE, { cursor: INVALID_CURSOR_MESSAGE });
  const found: { id: string; relation: Relation }[] = [];
  // Each hit's own records, read once: the filter needs the profile's words, the card the rest.
  const records = new Map<string, OwnRecords>();
  const relations = filter === 'all' ? undefined : await readViewerRelations(viewerId);
  for (let read = 0; read < SEARCH_READS_PER_PAGE; read++) {
    const page = await searchWordPage(token, limit, start);
    const fresh = [...new Set(page.hits.map((h) => h.userId))].filter((id) => id !== viewerId && !records.has(id));
    const ownRead = await Promise.all(fresh.map(async (id) => [id, await getOwnRecords(id, { consistent: false })] as const));
    for (const [id, own] of ownRead) records.set(id, own);
    const candidates = page.hits.filter((hit) => {
      const profile = records.get(hit.userId)?.profile;
      if (!profile || isProfileHidden(profile) || hit.userId === viewerId) return false;
      const words = memberSearchWords(profile);
      return listingWord(words, token) === hit.word && matchesAllTokens(words, tokens);
    });
    for (const hit of candidates) {
      const relation = relations ? await relationFrom(relations, hit.userId) : { hasVouchedFor: false, theyVouchedForMe: false };
      if (!inFilter(filter, relation)) continue;
      found.push({ id: hit.userId, relation });
      if (found.length === limit) {
        // The page ends at this hit: the next one starts after it (unless it was the index's last).
        const last = page.hits.at(-1);
        const atEnd = !page.nextKey && last?.key.SK === hit.key.SK;
        return { found, records, nextKey: atEnd ? undefined : hit.key };
      }
    }
    start = page.nextKey;
    if (!start) break;
  }
  return { found, records, nextKey: start };
}

/**
 * The directory and Vouch Now list (spec §2): the tab (all, vouched by me,
 * vouching for me), the order (newest, highest points, most vouched, needs
 * vouches), a word-prefix search; 50 per page, the viewer left out. How
 * each order scales: docs/decisions.md "Directory: orders and search".
 */
export const listDirectory: Operation<'listDirectory'> = async ({ caller, query, now }) => {
  const limit = query.limit ?? DIRECTORY_PAGE_MAX;
  const filter = query.filter ?? 'all';
  const tokens = searchTokens(query.q ?? '');

  if (tokens.length) {
    // Each search (its first page) is recorded, lower-cased (spec §5 'Search').
    if (!query.cursor) await recordSearchTerm(caller.id, (query.q ?? '').trim().toLowerCase(), now.toISOString());
    const { found, records, nextKey } = await searchPage(caller.id, tokens, filter, limit, query.cursor);
    const members = await memberCards(
      caller.id,
      found.map((f) => f.id),
      records,
    );
    return { members, total: null, next_cursor: encodeCursor(nextKey) };
  }

  const sort = query.sort ?? 'newest';
  if (filter !== 'all' && sort !== 'newest') {
    const page = await sortedRelationshipPage(caller.id, filter === 'vouched-by-me' ? 'given' : 'received', sort, limit, query.cursor);
    const members = await memberCards(caller.id, page.ids);
    return {
      members,
      total: filter === 'vouched-by-me' ? caller.vouchesGiven : caller.score.total_vouches,
      next_cursor: page.nextCursor,
      ...(page.more ? { sorted_among_newest: RELATIONSHIP_SORT_MAX } : {}),
    };
  }

  if (filter !== 'all') {
    // 'newest' on a relationship tab: newest vouch first, one index Query a page (docs/decisions.md).
    const mine = filter === 'vouched-by-me';
    const shape = mine ? vouchesGivenPageKeyShape(caller.id) : vouchesReceivedPageKeyShape(caller.id);
    const start = decodeCursor(query.cursor, shape.keyNames, shape.fixed);
    const page = mine ? await listVouchesGivenPage(caller.id, limit, start) : await listVouchesReceivedPage(caller.id, limit, start);
    const ids = page.vouches.map((v) => (mine ? v.vouchee_id : v.voucher_id));
    const members = await memberCards(caller.id, ids);
    return { members, total: mine ? caller.vouchesGiven : caller.score.total_vouches, next_cursor: encodeCursor(page.nextKey) };
  }

  const countOthers = countMembers().then((n) => Math.max(0, n - 1));
  if (sort === 'newest') {
    const shape = newestMembersKeyShape;
    const page = await listNewestMembers(limit, decodeCursor(query.cursor, shape.keyNames, shape.fixed));
    const members = await memberCards(caller.id, page.ids);
    return { members, total: await countOthers, next_cursor: encodeCursor(page.nextKey) };
  }
  // Ranked: those the viewer sees in full first, then the rest newest first (rankedForViewer.ts).
  const page = await rankedForViewer(caller.id, sort, limit, query.cursor);
  const cards = await memberCards(caller.id, page.ids);
  // A card gone limited between the reads (a vouch just deleted) is left out of the ranked stage rather than ranked.
  const members = page.stage === 'seen' ? cards.filter((card) => !card.limited) : cards;
  return { members, total: await countOthers, next_cursor: page.nextCursor };
};

/**
 * A page of a relationship tab ranked by points or vouches: the caller's
 * newest RELATIONSHIP_SORT_MAX relationships (their ids from the vouch
 * index), the counterparts' totals (BatchGet of their score items), sorted
 * with the All Members comparator, cut at an offset. Every page reads them
 * again: bounded by RELATIONSHIP_SORT_MAX, about 0.5 RRU a relationship
 * (docs/decisions.md). Only the caller's own relationships: the partition
 * is the caller's id, never a parameter.
 */
async function sortedRelationshipPage(
  callerId: string,
  direction: 'given' | 'received',
  sort: StandingSort,
  limit: number,
  cursor: string | undefined,
) {
  const order = `${direction}:${sort}`;
  const offset = decodeOffsetCursor(cursor, order, RELATIONSHIP_SORT_MAX);
  const { ids, more } = await listRelationshipIds(callerId, direction, RELATIONSHIP_SORT_MAX);
  const standings = await getStandings(ids);
  const ordered = sortByStanding(
    [...standings].map(([id, totals]) => ({ id, ...totals })),
    sort,
  ).map((m) => m.id);
  const page = relationshipPage(ordered, offset, limit);
  return { ids: page.ids, nextCursor: encodeOffsetCursor(order, page.nextOffset), more };
}

/** The member a vouch-list or profile route names, or 404 ('User profile not found', the spec's words). */
/** What the full/limited rule needs of a member's own records (domain/profileVisibility.ts). */
function reputationOf(records: Pick<OwnRecords, 'score' | 'vouchesGiven'>): ReputationFacts {
  return { total_score: records.score.total_score, total_vouches: records.score.total_vouches, vouches_given: records.vouchesGiven };
}

async function namedMember(userId: string, viewer: { id: string } & Partial<OwnRecords>): Promise<OwnRecords & { profile: ProfileRecord }> {
  if (!MEMBER_ID_PATTERN.test(userId)) throw notFound(USER_PROFILE_NOT_FOUND);
  const records =
    userId === viewer.id && viewer.profile && viewer.score ? (viewer as OwnRecords) : await getOwnRecords(userId, { consistent: false });
  if (!records.profile || isProfileHidden(records.profile)) throw notFound(USER_PROFILE_NOT_FOUND);
  return records as OwnRecords & { profile: ProfileRecord };
}

/**
 * The member profile dialog (spec §2): the Profile tab, with the score
 * breakdown and the 3 newest vouches (5 attribute names each), and the two
 * counts of its other tabs. Only a viewer with full access may open it.
 */
export const getMemberProfile: Operation<'getMemberProfile'> = async ({ caller, params }) => {
  const member = await namedMember(params.userId, caller);
  const [access, recent] = await Promise.all([
    canSeeFullProfile(caller.id, member.profile.id, reputationOf(member)),
    listVouchesReceivedPage(member.profile.id, PROFILE_RECENT_VOUCHES, undefined),
  ]);
  if (!hasFullProfileAccess(access.facts)) throw forbidden(LIMITED_PROFILE_MESSAGE);
  const vouchers = new Map((await getProfiles(recent.vouches.map((v) => v.voucher_id))).map((p) => [p.id, p]));
  const p = member.profile;
  return {
    id: p.id,
    username: p.username,
    full_name: p.full_name,
    avatar_url: p.avatar_url,
    title_description: p.title_description,
    bio: p.bio,
    my_motivation: p.my_motivation,
    city: p.city,
    state: p.state,
    country: p.country,
    score: member.score,
    vouches_received: member.score.total_vouches,
    vouches_given: member.vouchesGiven,
    viewer_has_vouched: access.viewerHasVouched,
    recent_vouches: recent.vouches.map((v) => {
      const voucher = vouchers.get(v.voucher_id);
      return {
        id: v.id,
        voucher: {
          id: v.voucher_id,
          username: voucher?.username ?? null,
          full_name: voucher?.full_name ?? null,
          avatar_url: voucher?.avatar_url ?? null,
        },
        message: v.message,
        attributes: Object.keys(v.attributes).slice(0, PROFILE_RECENT_ATTRIBUTES),
        created_at: v.created_at,
      };
    }),
  };
};

/** One page of a member's received or given vouches, each with the other party's card bits (spec §2 'Vouch-list pages'). */
async function vouchListPage(
  caller: MemberCaller,
  userId: string,
  direction: 'received' | 'given',
  query: { cursor?: string; limit?: number },
): Promise<VouchListPage> {
  const member = await namedMember(userId, caller);
  const id = member.profile.id;
  const received = direction === 'received';
  const shape = received ? vouchesReceivedPageKeyShape(id) : vouchesGivenPageKeyShape(id);
  const start = decodeCursor(query.cursor, shape.keyNames, shape.fixed);
  const limit = query.limit ?? VOUCH_LIST_PAGE_MAX;
  const page = received ? await listVouchesReceivedPage(id, limit, start) : await listVouchesGivenPage(id, limit, start);
  const otherIds = page.vouches.map((v) => (received ? v.voucher_id : v.vouchee_id));
  // Each other party as the caller may see them: the same rule as their profile and their card.
  const others = new Map(
    (
      await Promise.all(
        [...new Set(otherIds)].map(async (other) => {
          const records = getOwnRecords(other, { consistent: false });
          const [own, access] = await Promise.all([records, canSeeFullProfile(caller.id, other, records.then(reputationOf))]);
          // A member in their deletion grace is hidden; a finalised one stays, anonymised ('Deleted User'), beside the vouches they gave.
          const shown = own.profile && (own.profile.deleted_at || !isProfileHidden(own.profile));
          return [other, shown && own.profile ? toVouchParty({ ...own, profile: own.profile }, access.facts) : undefined] as const;
        }),
      )
    ).filter((entry): entry is readonly [string, VouchParty] => entry[1] !== undefined),
  );
  return {
    owner: { id, username: member.profile.username, full_name: member.profile.full_name },
    total: received ? member.score.total_vouches : member.vouchesGiven,
    vouches: page.vouches.flatMap((v) => {
      const party = others.get(received ? v.voucher_id : v.vouchee_id);
      if (!party) return [];
      return [{ id: v.id, member: party, attributes: Object.keys(v.attributes), message: v.message, points: v.points, created_at: v.created_at }];
    }),
    next_cursor: encodeCursor(page.nextKey),
  };
}

export const listVouchesReceived: Operation<'listVouchesReceived'> = async ({ caller, params, query }) =>
  vouchListPage(caller, params.userId, 'received', query);

export const listVouchesGiven: Operation<'listVouchesGiven'> = async ({ caller, params, query }) =>
  vouchListPage(caller, params.userId, 'given', query);
