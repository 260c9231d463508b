/**
 * Turns any failure into the API's error JSON. Deliberate failures keep
 * their status and message; anything else is logged in full and answered
 * with a plain 500, so no stack trace or AWS error text reaches a client.
 */
import type { MiddlewareObj } from '@middy/core';
import type { ApiError } from '#contract/responses';
import { ApiFailure } from '../failures';
import { requestLog } from '../log';
import type { ApiContext, ApiEvent, ApiResult } from '../request';
import { jsonResponse } from '../respond';

export function mapErrors(): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> {
  return {
    onError: (request) => {
      const error = request.error;
      if (error instanceof ApiFailure) {
        const body: ApiError = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
        const retryAfter: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { 'retry-after': `${error.retryAfterSeconds}` };
        request.response = jsonResponse(error.status, body, retryAfter);
        return;
      }
      // Before the route is known (it always is, unless resolving it failed) the line still carries the request id.
      const log = request.context.api?.log ?? requestLog(request.context, { route: request.event?.routeKey ?? null, caller: null });
      log.error('request failed', error ?? 'unknown error');
      const body: ApiError = { error: { code: 'internal', message: 'Something went wrong. Please try again.' } };
      request.response = jsonResponse(500, body);
    },
  };
}
