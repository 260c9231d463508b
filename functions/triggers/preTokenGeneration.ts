/**
 * Cognito PreTokenGeneration: adds `is_super_admin` ("true" / "false") to
 * the ID token so the web can show the admin link without a round trip.
 * The API never trusts this claim for access; it reads the profile.
 */
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { getProfile } from '#store/profiles';
import { guardTrigger } from './refusal';

export const ADMIN_CLAIM = 'is_super_admin';

export const handler = guardTrigger('PreTokenGeneration', async (event: PreTokenGenerationTriggerEvent): Promise<PreTokenGenerationTriggerEvent> => {
  const userId = event.request.userAttributes.sub || event.userName;
  const profile = await getProfile(userId);
  event.response = {
    claimsOverrideDetails: { claimsToAddOrOverride: { [ADMIN_CLAIM]: profile?.is_super_admin ? 'true' : 'false' } },
  };
  return event;
});
