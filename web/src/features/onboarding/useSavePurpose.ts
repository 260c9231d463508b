import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { purposeSchema } from '../../../../functions/domain';
import { useUser } from '../../app/session/useUser';
import { callApi } from '../../lib/api';

export type PurposeInput = z.input<typeof purposeSchema>;

/** PUT /api/me/purpose: join intent, seeker types and motivation; the last onboarding step. */
export function useSavePurpose() {
  // The API answers with the updated profile: put it in the session, no refetch (which would flip `loading` and unmount the gates).
  const { setProfile } = useUser();
  return useMutation({
    mutationFn: (body: PurposeInput) => callApi('savePurpose', { body }),
    onSuccess: (profile) => setProfile(profile),
  });
}
