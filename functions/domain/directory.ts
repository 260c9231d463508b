/**
 * The member directory and Vouch Now lists, the vouch lists and the profile
 * dialog: their choices and constants (spec vouching-and-reputation §2, §9).
 */
import * as z from 'zod';
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

export const directoryQuerySchema = pageQuerySchema(DIRECTORY_PAGE_MAX).extend({
  filter: z.enum(DIRECTORY_FILTERS).optional(),
  sort: z.enum(DIRECTORY_SORTS).optional(),
  q: z.string().max(SEARCH_QUERY_MAX, SEARCH_TOO_LONG_MESSAGE).optional(),
});
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

export const vouchListQuerySchema = pageQuerySchema(VOUCH_LIST_PAGE_MAX);
