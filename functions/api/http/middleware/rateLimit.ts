/** The route's ratePerMinute, counted per member when signed in, else per client IP. */
import type { MiddlewareObj } from '@middy/core';
import { takeRateToken } from '#store/rateLimits';
import { rateLimited } from '../failures';
import type { ApiContext, ApiEvent, ApiResult } from '../request';

export function rateLimit(): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> {
  return {
    before: async (request) => {
      const api = request.context.api!;
      const limit = api.route.ratePerMinute;
      if (!limit) return;
      const caller = api.userId ? `user:${api.userId}` : `ip:${api.sourceIp}`;
      if (!(await takeRateToken(api.route.id, caller, limit, api.now))) throw rateLimited();
    },
  };
}
