/**
 * Routes whose raw body carries its own signature (signedBody in the route
 * table): the feature's authenticator checks it before anything parses the
 * body, so an unsigned or forged delivery costs no JSON parse and no schema,
 * and nothing in it can reach code that trusts it.
 */
import type { MiddlewareObj } from '@middy/core';
import type { RawRequest } from '../../operation';
import type { RequestLog } from '../log';
import { rawRequestOf } from '../rawRequest';
import type { ApiContext, ApiEvent, ApiResult } from '../request';

/** Throws an ApiFailure (401) unless the request is authentic. */
export type BodyAuthenticator = (request: RawRequest, now: Date, log: RequestLog) => Promise<void>;

export function authenticateBody(
  authenticators: Readonly<Record<string, BodyAuthenticator | undefined>>,
): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> {
  return {
    before: async (request) => {
      const api = request.context.api!;
      if (!api.route.signedBody) return;
      const authenticate = authenticators[api.route.id];
      // makeFeatureHandler refuses to build without one; this keeps a signed route closed even so.
      if (!authenticate) throw new Error(`no authenticator for the signed route ${api.route.id}`);
      await authenticate(rawRequestOf(request.event), api.now, api.log);
    },
  };
}
