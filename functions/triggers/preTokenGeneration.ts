/**
 * Cognito PreTokenGeneration: adds `is_super_admin` ("true" / "false") to
 * the ID token so the web can show the admin link without a round trip
 * (the API never trusts it for access; it reads the profile), and
 * `vouched_member` ("true" once the account has a profile), which spares
 * member routes that need nothing of the caller the read that proves
 * membership (api/http/middleware/requireAccess.ts). A profile, once made,
 * only ends with the Cognito user itself, so a "true" never goes stale.
 */
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { MEMBER_CLAIM } from '#domain/membership';
import { getProfile } from '#store/profiles';
import { guardTrigger } from './refusal';

export const ADMIN_CLAIM = 'is_super_admin';

export const handler = guardTrigger('PreTokenGeneration', async (event: PreTokenGenerationTriggerEvent): Promise<PreTokenGenerationTriggerEvent> => {
  const userId = event.request.userAttributes.sub || event.userName;
  const profile = await getProfile(userId);
  event.response = {
    claimsOverrideDetails: {
      claimsToAddOrOverride: { [ADMIN_CLAIM]: profile?.is_super_admin ? 'true' : 'false', [MEMBER_CLAIM]: profile ? 'true' : 'false' },
    },
  };
  return event;
});
