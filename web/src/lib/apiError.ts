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

  constructor(status: number, code: ErrorCode | 'network', message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}
