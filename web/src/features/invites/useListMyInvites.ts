import { useQuery } from '@tanstack/react-query';
import type { InviteList } from '../../../../functions/api/contracts';
import { sortInvites } from '../../../../functions/domain';
import { callApi } from '../../lib/api';

export const MY_INVITES_KEY = ['listMyInvites'] as const;

/**
 * Every page of the member's invites, in the dashboard's order. The API
 * pages its lists; a member holds at most 10 invites, so this is one request
 * in practice, but the list is never cut off at a page boundary.
 */
async function readAllInvites(signal: AbortSignal): Promise<InviteList> {
  let page = await callApi('listMyInvites', { signal });
  const invites = [...page.invites];
  while (page.next_cursor) {
    page = await callApi('listMyInvites', { query: { cursor: page.next_cursor }, signal });
    invites.push(...page.invites);
  }
  // Each page is sorted on its own; sort the whole list again.
  return { ...page, invites: sortInvites(invites, new Date()), next_cursor: null };
}

/** GET /api/me/invites: the member's invites with their derived status, in the dashboard's order. */
export function useListMyInvites() {
  return useQuery({ queryKey: MY_INVITES_KEY, queryFn: ({ signal }) => readAllInvites(signal) });
}
