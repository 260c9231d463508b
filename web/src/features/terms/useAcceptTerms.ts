import { useMutation } from '@tanstack/react-query';
import { useUser } from '../../app/session/useUser';
import { callApi } from '../../lib/api';

/** PUT /api/me/terms — records the acceptance timestamp on the member's profile. */
export function useAcceptTerms() {
  // The API answers with the updated profile: put it in the session, no refetch (which would flip `loading` and unmount the gates).
  const { setProfile } = useUser();
  return useMutation({
    mutationFn: () => callApi('acceptTerms', { body: { accepted: true } }),
    onSuccess: (profile) => setProfile(profile),
  });
}
