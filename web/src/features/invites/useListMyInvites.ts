import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export const MY_INVITES_KEY = ['listMyInvites'] as const;

/** GET /api/me/invites: the member's invites with their derived status, in the dashboard's order. */
export function useListMyInvites() {
  return useQuery({ queryKey: MY_INVITES_KEY, queryFn: ({ signal }) => callApi('listMyInvites', { signal }) });
}
