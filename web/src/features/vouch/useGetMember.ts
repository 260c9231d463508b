import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export const memberKey = (username: string) => ['getMember', username.toLowerCase()] as const;

/** GET /api/members/{username}: what any member may see of another, plus whether the viewer has vouched for them. */
export function useGetMember(username: string | null) {
  return useQuery({
    queryKey: memberKey(username ?? ''),
    queryFn: ({ signal }) => callApi('getMember', { params: { username: username ?? '' }, signal }),
    enabled: !!username,
  });
}
