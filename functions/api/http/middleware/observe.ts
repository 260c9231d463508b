/**
 * The API's step of the shared observability module
 * (services/observability.ts), first in the chain: each request is one
 * invocation, traced as its own subsegment (cold start and function name
 * annotated) and publishing its metrics (the container's cold start) once it
 * is answered. Middy runs `after` and `onError` in reverse order, so this
 * step's hooks run last: after mapErrors has turned a failure into its answer.
 */
import type { MiddlewareObj, Request } from '@middy/core';
import { beginInvocation, type Invocation } from '#services/observability';
import type { ApiContext, ApiEvent, ApiResult } from '../request';

type ApiRequest = Request<ApiEvent, ApiResult, Error, ApiContext>;

/** A request answered with a 5xx, or not answered at all: a fault of ours, which the trace marks. 4xx answers are the client's. */
function isFault(request: ApiRequest): boolean {
  const response = request.response;
  if (response === undefined || response === null) return true;
  return typeof response === 'object' && (response.statusCode ?? 200) >= 500;
}

/** @param service the function's name in the function table (Api<Feature>), the metrics' dimension and the trace's annotation. */
export function observe(service: string): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> {
  // Per request (the local server runs many requests of one function at once).
  const invocations = new WeakMap<ApiRequest, Invocation>();
  const end = (request: ApiRequest, error?: unknown) => {
    invocations.get(request)?.end(error);
    invocations.delete(request);
  };
  return {
    before: (request) => {
      invocations.set(request, beginInvocation(service));
    },
    after: (request) => end(request),
    onError: (request) => end(request, isFault(request) ? (request.error ?? undefined) : undefined),
  };
}
