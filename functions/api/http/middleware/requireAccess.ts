/**
 * Enforces the route's access level: member and admin routes need a signed-in
 * caller (401); admin routes need a profile whose is_super_admin is true
 * (403), and routes marked needsCompleteProfile a complete profile (403). The flag is read from the profile, not from the token, so revoking
 * it takes effect at once.
 */
import type { MiddlewareObj } from '@middy/core';
import { isProfileCompleteForVouching } from '../../../domain/profile';
import { getProfile } from '../../../store/profiles';
import { forbidden, unauthorized } from '../failures';
import type { ApiContext, ApiEvent, ApiResult } from '../request';

export function requireSignedIn(): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> {
  return {
    before: (request) => {
      const api = request.context.api!;
      if (api.route.access !== 'public' && !api.userId) throw unauthorized();
    },
  };
}

/** The spec's words (vouching-and-reputation) when a member whose profile is incomplete tries what needs a complete one. */
export const INCOMPLETE_PROFILE_MESSAGE = 'Please complete your profile information first.';

/**
 * Routes marked needsCompleteProfile: the caller's stored profile must be
 * complete (a missing profile is not), else 403. Read from the table on each
 * request, like the admin flag, so completing the profile takes effect at once.
 */
export function requireCompleteProfile(): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> {
  return {
    before: async (request) => {
      const api = request.context.api!;
      if (!api.route.needsCompleteProfile) return;
      const profile = await getProfile(api.userId!);
      if (!profile || !isProfileCompleteForVouching({ ...profile, has_birth_date: !!profile.birth_date_encrypted })) {
        throw forbidden(INCOMPLETE_PROFILE_MESSAGE);
      }
    },
  };
}

export function requireAdmin(): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> {
  return {
    before: async (request) => {
      const api = request.context.api!;
      if (api.route.access !== 'admin') return;
      const profile = await getProfile(api.userId!);
      if (!profile?.is_super_admin) throw forbidden();
    },
  };
}
