import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { phoneSchema } from '../../../../functions/domain';
import { useUser } from '../../app/session/useUser';
import { callApi } from '../../lib/api';

export type PhoneInput = z.input<typeof phoneSchema>;

/** PUT /api/me/phone: saved without verification for now (phone verification is a later issue). */
export function useSavePhone() {
  // The API answers with the updated profile: put it in the session, no refetch (which would flip `loading` and unmount the gates).
  const { setProfile } = useUser();
  return useMutation({
    mutationFn: (body: PhoneInput) => callApi('savePhone', { body }),
    onSuccess: (profile) => setProfile(profile),
  });
}
