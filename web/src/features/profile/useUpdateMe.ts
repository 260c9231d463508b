import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { profileEditSchema } from '../../../../functions/domain';
import { useUser } from '../../app/session/useUser';
import { callApi } from '../../lib/api';

export type UpdateMeInput = z.input<typeof profileEditSchema>;

/** PATCH /api/me: name, username (unique, ignoring case), bio, title, LinkedIn. The e-mail is not editable. */
export function useUpdateMe() {
  const { setProfile } = useUser();
  return useMutation({
    mutationFn: (body: UpdateMeInput) => callApi('updateMe', { body }),
    onSuccess: (profile) => setProfile(profile),
  });
}
