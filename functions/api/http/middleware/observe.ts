/** The API's step of the shared observability module (services/observability.ts): the container's cold start is counted. */
import type { MiddlewareObj } from '@middy/core';
import { noteInvocation } from '#services/observability';
import type { ApiContext, ApiEvent, ApiResult } from '../request';

/** @param service the function's name in the function table (Api<Feature>), the metrics' dimension. */
export function observe(service: string): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> {
  return {
    before: () => {
      noteInvocation(service);
    },
  };
}
