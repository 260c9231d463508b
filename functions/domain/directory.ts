/**
 * The member directory and Vouch Now lists, the vouch lists and the profile
 * dialog: their choices and constants (spec vouching-and-reputation §2, §9).
 */
import * as z from 'zod/mini';
import { SEARCH_QUERY_MAX } from './memberSearch';
import { pageQuerySchema } from './paging';

/** Up to 50 profiles per load (spec §9). */
export const DIRECTORY_PAGE_MAX = 50;
/** Vouch-list pages: one page of vouches. */
export const VOUCH_LIST_PAGE_MAX = 20;
/** The profile dialog: 3 recent vouches, 5 attribute names each (spec §9). */
export const PROFILE_RECENT_VOUCHES = 3;
export const PROFILE_RECENT_ATTRIBUTES = 5;
/** Directory client cache: 5 minutes (spec §9). */
export const DIRECTORY_CACHE_MS = 300_000;

export const DIRECTORY_FILTERS = ['all', 'vouched-by-me', 'vouching-for-me'] as const;
export type DirectoryFilter = (typeof DIRECTORY_FILTERS)[number];

/** Browse sorts (spec §9): default newest by created_at. */
export const DIRECTORY_SORTS = ['newest', 'highest-points', 'most-vouched', 'needs-vouch'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

export const SEARCH_TOO_LONG_MESSAGE = `Search at most ${SEARCH_QUERY_MAX} characters`;

export const directoryQuerySchema = z.extend(pageQuerySchema(DIRECTORY_PAGE_MAX), {
  filter: z.optional(z.enum(DIRECTORY_FILTERS)),
  sort: z.optional(z.enum(DIRECTORY_SORTS)),
  q: z.optional(z.string().check(z.maxLength(SEARCH_QUERY_MAX, SEARCH_TOO_LONG_MESSAGE))),
});
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

export const vouchListQuerySchema = pageQuerySchema(VOUCH_LIST_PAGE_MAX);

/** The three orders that rank members by their score item (newest is by date: an index's own order). */
export type StandingSort = Exclude<DirectorySort, 'newest'>;

/** What the ranked orders compare of a member: their score item's totals. */
export interface MemberStanding {
  id: string;
  total_score: number;
  total_vouches: number;
}

/**
 * How a sorted relationship tab (Vouched by Me, Vouching for Me) covers a
 * member's relationships: their newest RELATIONSHIP_SORT_MAX vouches, ranked
 * in memory. Cost and reasons: docs/decisions.md "Directory orders and how they scale".
 */
export const RELATIONSHIP_SORT_MAX = 1000;

const byId = (a: MemberStanding, b: MemberStanding) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The order of a ranked sort, as All Members has it from GSI3/GSI4:
 * 'highest-points' total_score high to low, 'most-vouched' total_vouches high
 * to low, 'needs-vouch' total_vouches low to high (fewest first). Equal
 * numbers are ordered by member id (code points), so the order is total and
 * an offset names the same member on every read while nothing changes.
 */
export function compareForSort(sort: StandingSort): (a: MemberStanding, b: MemberStanding) => number {
  switch (sort) {
    case 'highest-points':
      return (a, b) => b.total_score - a.total_score || byId(a, b);
    case 'most-vouched':
      return (a, b) => b.total_vouches - a.total_vouches || byId(a, b);
    case 'needs-vouch':
      return (a, b) => a.total_vouches - b.total_vouches || byId(a, b);
  }
}

/** The members in the order of `sort` (a new array). */
export function sortByStanding<T extends MemberStanding>(members: readonly T[], sort: StandingSort): T[] {
  return [...members].sort(compareForSort(sort));
}

/** One page of an ordered list of ids from `offset`, and the offset of the next page (none after the last). */
export function relationshipPage(ordered: readonly string[], offset: number, limit: number): { ids: string[]; nextOffset: number | undefined } {
  const end = offset + limit;
  return { ids: ordered.slice(offset, end), nextOffset: end < ordered.length ? end : undefined };
}
