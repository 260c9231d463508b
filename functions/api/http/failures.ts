/** Errors an operation raises on purpose; each becomes an HTTP answer with the API's error shape. */
import type { ErrorCode } from '#contract/responses';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** When the caller may try again: sent as Retry-After (whole seconds), for answers such as 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new ApiFailure(400, 'bad_request', message, fields);
export const unauthorized = () => new ApiFailure(401, 'unauthorized', 'Please log in to continue.');
export const forbidden = (message = 'You do not have access to this.') => new ApiFailure(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new ApiFailure(404, 'not_found', message);
export const conflict = (message: string, code: ErrorCode = 'conflict') => new ApiFailure(409, code, message);
/** The spec's words for the rate limit ('Access Limited' card). */
export const rateLimited = () => new ApiFailure(429, 'rate_limited', 'Too many requests detected. Please slow down and try again later.');
export const payloadTooLarge = (limitBytes: number) =>
  new ApiFailure(413, 'payload_too_large', `The request body is too large: this route accepts at most ${limitBytes} bytes.`);
/** An outside source we depend on (the blog's feed) failed and nothing is cached: the spec's message. */
export const feedUnavailable = (message: string) => new ApiFailure(502, 'feed_unavailable', message);
export const unsupportedMediaType = () =>
  new ApiFailure(415, 'unsupported_media_type', 'The request body must be sent as JSON (Content-Type: application/json).');
