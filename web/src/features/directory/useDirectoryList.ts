import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { DIRECTORY_CACHE_MS, type DirectoryFilter, type DirectorySort } from '#domain/directory';
import type { DirectoryPage, MemberCard } from '#contract/features/members';
import { api, type ApiError } from '../../lib/api';
import { apiQueryKey } from '../../lib/query/operations';

/** Browse retries (spec §9): 3, the n-th after 2000 × n ms. */
export const LIST_RETRIES = 3;
export const retryDelay = (attempt: number) => 2000 * (attempt + 1);

/** 4xx answers are not network trouble: no retry (a 429 shows 'Access Limited' at once). */
const retryable = (failures: number, error: ApiError) => failures < LIST_RETRIES && !(error.status >= 400 && error.status < 500);

export interface DirectoryInput {
  filter: DirectoryFilter;
  sort: DirectorySort;
  q: string;
}

/**
 * The directory / Vouch Now list, 50 members per page, more on demand,
 * cached for 5 minutes (spec §9). The key sits under listDirectory's, so a
 * new vouch (operations.ts) refreshes it. Own profile: the server leaves it out.
 */
export function useDirectoryList(input: DirectoryInput) {
  const q = input.q.trim();
  const query = useInfiniteQuery<
    DirectoryPage,
    ApiError,
    { members: MemberCard[]; total: number | null; sortedAmongNewest: number | undefined },
    readonly unknown[],
    string | undefined
  >({
    queryKey: [...apiQueryKey('listDirectory'), 'pages', input.filter, input.sort, q],
    queryFn: ({ pageParam, signal }) =>
      api.listDirectory({ filter: input.filter, sort: input.sort, ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: DIRECTORY_CACHE_MS,
    retry: retryable,
    retryDelay,
    select: (data) => {
      const seen = new Set<string>();
      const members = data.pages.flatMap((p) => p.members).filter((m) => (seen.has(m.id) ? false : (seen.add(m.id), true)));
      return { members, total: data.pages[0]?.total ?? null, sortedAmongNewest: data.pages[0]?.sorted_among_newest };
    },
  });
  const client = useQueryClient();
  /** Reload from the first page (pull-to-refresh, Try Again). */
  const reload = () => client.resetQueries({ queryKey: [...apiQueryKey('listDirectory'), 'pages', input.filter, input.sort, q] });
  return { ...query, reload };
}
