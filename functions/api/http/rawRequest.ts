import type { ApiEvent } from './request';
import type { RawRequest } from '../operation';

/** The request as sent: the body (base64 decoded when API Gateway encoded it) and a header reader ignoring case. */
export function rawRequestOf(event: ApiEvent): RawRequest {
  const body = event.body ?? '';
  return {
    rawBody: event.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body,
    header: (name) => {
      const wanted = name.toLowerCase();
      for (const [key, value] of Object.entries(event.headers ?? {})) if (key.toLowerCase() === wanted) return value;
      return undefined;
    },
  };
}
