import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createInviteSchema } from '../../../../functions/domain';
import { useUser } from '../../app/session/useUser';
import { callApi } from '../../lib/api';
import { MY_INVITES_KEY } from './useListMyInvites';

export type CreateInviteInput = z.input<typeof createInviteSchema>;

/** POST /api/me/invites. The server refuses the 11th invite with 409 `invite_limit`. */
export function useCreateInvite() {
  const queryClient = useQueryClient();
  const { setProfile, profile } = useUser();
  return useMutation({
    mutationFn: (body: CreateInviteInput) => callApi('createInvite', { body }),
    onSuccess: () => {
      // The profile carries invite_count; keep it in step without a refetch.
      if (profile) setProfile({ ...profile, invite_count: profile.invite_count + 1 });
      return queryClient.invalidateQueries({ queryKey: MY_INVITES_KEY });
    },
  });
}
