/**
 * Enforces the route's access level: member and admin routes need a signed-in
 * caller (401); admin routes need a profile whose is_super_admin is true
 * (403). The flag is read from the profile, not from the token, so revoking
 * it takes effect at once.
 */
import type { MiddlewareObj } from '@middy/core';
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
