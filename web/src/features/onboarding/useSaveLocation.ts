import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { locationSchema } from '../../../../functions/domain';
import { useUser } from '../../app/session/useUser';
import { callApi } from '../../lib/api';

export type LocationInput = z.input<typeof locationSchema>;

/** PUT /api/me/location: city, state and country; the server cleans and checks them again. */
export function useSaveLocation() {
  // The API answers with the updated profile: put it in the session, no refetch (which would flip `loading` and unmount the gates).
  const { setProfile } = useUser();
  return useMutation({
    mutationFn: (body: LocationInput) => callApi('saveLocation', { body }),
    onSuccess: (profile) => setProfile(profile),
  });
}
