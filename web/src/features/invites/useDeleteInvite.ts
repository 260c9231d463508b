import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useUser } from '../../app/session/useUser';
import { callApi } from '../../lib/api';
import { MY_INVITES_KEY } from './useListMyInvites';

/** DELETE /api/me/invites/{id}: only pending invites can be deleted; the server refuses the rest. */
export function useDeleteInvite() {
  const queryClient = useQueryClient();
  const { setProfile, profile } = useUser();
  return useMutation({
    mutationFn: (id: string) => callApi('deleteInvite', { params: { id } }),
    onSuccess: () => {
      if (profile) setProfile({ ...profile, invite_count: Math.max(0, profile.invite_count - 1) });
      return queryClient.invalidateQueries({ queryKey: MY_INVITES_KEY });
    },
  });
}
