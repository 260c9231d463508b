import type { ApiResult } from './request';

/** A JSON answer that no cache keeps: every API response is personal or changes often. */
export function jsonResponse(status: number, body: unknown, extraHeaders: Record<string, string> = {}): ApiResult {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extraHeaders },
    body: body === undefined ? '' : JSON.stringify(body),
  };
}
