import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useUser } from '../../app/session/useUser';
import { callApi } from '../../lib/api';
import type { VouchBody } from './vouchForm';

/**
 * POST /api/vouches. The receiver's score changes in the same transaction;
 * afterwards the member card is re-read (it now says the viewer has vouched)
 * and the voucher's own "vouches given" count goes up.
 */
export function useCreateVouch() {
  const queryClient = useQueryClient();
  const { profile, setProfile } = useUser();
  return useMutation({
    mutationFn: (body: VouchBody) => callApi('createVouch', { body }),
    onSuccess: () => {
      if (profile) setProfile({ ...profile, vouches_given: profile.vouches_given + 1 });
      return queryClient.invalidateQueries({ queryKey: ['getMember'] });
    },
  });
}
