/**
 * Refuses a body before anything parses it: larger than the route's limit
 * (413), or on a JSON route, sent as anything but application/json (415), so
 * an HTML form on another site cannot post to us (a form cannot send JSON
 * without a CORS preflight).
 */
import type { MiddlewareObj } from '@middy/core';
import { maxBodyBytesOf } from '#contract/routeDef';
import { payloadTooLarge, unsupportedMediaType } from '../failures';
import type { ApiContext, ApiEvent, ApiResult } from '../request';

/** Bytes as the client sent them; a base64 body is measured from its length without decoding it. */
export function rawBodyBytes(event: Pick<ApiEvent, 'body' | 'isBase64Encoded'>): number {
  const body = event.body ?? '';
  if (!event.isBase64Encoded) return Buffer.byteLength(body, 'utf8');
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.floor((body.length * 3) / 4) - padding;
}

/** "application/json", any parameters (charset) allowed, the media type in any case. */
export function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  const semicolon = value.indexOf(';');
  const mediaType = (semicolon === -1 ? value : value.slice(0, semicolon)).trim().toLowerCase();
  return mediaType === 'application/json';
}

function header(event: ApiEvent, name: string): string | undefined {
  for (const [key, value] of Object.entries(event.headers ?? {})) if (key.toLowerCase() === name) return value;
  return undefined;
}

export function guardBody(): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> {
  return {
    before: (request) => {
      const route = request.context.api!.route;
      const limit = maxBodyBytesOf(route);
      if (rawBodyBytes(request.event) > limit) throw payloadTooLarge(limit);
      const hasBody = !!request.event.body;
      if (route.body && hasBody && !isJsonContentType(header(request.event, 'content-type'))) throw unsupportedMediaType();
    },
  };
}
