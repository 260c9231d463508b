import type { ErrorCode } from '#contract/responses';

/**
 * An API failure: the server's `{ error: { code, message, fields } }`, or
 * code 'network' when no answer came. Kept apart from api.ts so code that
 * only needs to recognise errors does not pull in the route table (and zod).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network';
  readonly fields: Record<string, string>;
  /** The server's Retry-After in seconds, when it said when to try again. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, code: ErrorCode | 'network', message: string, fields: Record<string, string> = {}, retryAfterSeconds?: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}
