import { useQuery } from '@tanstack/react-query';
import type { InviteList } from '#contract/features/invites';
import { sortInvites } from '#domain';
import { api, type ApiError } from '../../lib/api';
import { apiQueryKey } from '../../lib/query/operations';

/**
 * Every page of the member's invites, in the dashboard's order. The API
 * pages its lists; a member holds at most 10 invites, so this is one request
 * in practice, but the list is never cut off at a page boundary.
 */
async function readAllInvites(signal: AbortSignal): Promise<InviteList> {
  let page = await api.listMyInvites({}, { signal });
  const invites = [...page.invites];
  while (page.next_cursor) {
    page = await api.listMyInvites({ cursor: page.next_cursor }, { signal });
    invites.push(...page.invites);
  }
  // Each page is sorted on its own; sort the whole list again.
  return { ...page, invites: sortInvites(invites, new Date()), next_cursor: null };
}

/**
 * listMyInvites read to the end (ApiHooks.useListMyInvites reads one page):
 * its key sits under the operation's, so what invalidates the operation
 * (operations.ts) invalidates this too.
 */
export function useListMyInvites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<InviteList, ApiError>({
    queryKey: [...apiQueryKey('listMyInvites'), 'all pages'],
    queryFn: ({ signal }) => readAllInvites(signal),
    enabled,
  });
}
