import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { birthDateSchema } from '../../../../functions/domain';
import { useUser } from '../../app/session/useUser';
import { callApi } from '../../lib/api';

export type BirthDateInput = z.input<typeof birthDateSchema>;

/** PUT /api/me/birth-date (YYYY-MM-DD). The server stores it encrypted and only ever returns "13 or older". */
export function useSaveBirthDate() {
  // The API answers with the updated profile: put it in the session, no refetch (which would flip `loading` and unmount the gates).
  const { setProfile } = useUser();
  return useMutation({
    mutationFn: (body: BirthDateInput) => callApi('saveBirthDate', { body }),
    onSuccess: (profile) => setProfile(profile),
  });
}
