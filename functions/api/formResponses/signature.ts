/**
 * The Google Form webhook's authentication: the header
 * `X-Vouched-Signature: sha256=<hex>` must carry HMAC-SHA256(secret, raw body),
 * compared in constant time. Everything is checked for length before any
 * comparison, so a hostile header costs nothing.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { FORM_SIGNATURE_HEADER, FORM_SIGNATURE_PREFIX } from '#domain/formResponses';
import { formWebhookSecret } from '#services/formWebhookSecret';
import { ApiFailure } from '../http/failures';
import type { BodyAuthenticator } from '../http/middleware/authenticateBody';

const HEX_DIGEST_LENGTH = 64;

/** The header value a delivery of `rawBody` must carry. */
export function formSignature(secret: string, rawBody: string): string {
  return `${FORM_SIGNATURE_PREFIX}${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** True when `header` is the signature of `rawBody` under `secret`. */
export function isValidFormSignature(secret: string, rawBody: string, header: string | undefined): boolean {
  if (!header || header.length !== FORM_SIGNATURE_PREFIX.length + HEX_DIGEST_LENGTH) return false;
  const expected = Buffer.from(formSignature(secret, rawBody), 'utf8');
  const given = Buffer.from(header.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The delivery's idempotency key: the SHA-256 of its raw body (a repeated delivery is the same bytes, so the same key). */
export function deliveryKey(rawBody: string): string {
  return createHash('sha256').update(rawBody, 'utf8').digest('hex');
}

/**
 * The route's authenticator (runs before the body is parsed): 401 and
 * nothing read of the body unless its signature is right.
 */
export const authenticateFormDelivery: BodyAuthenticator = async (request, now, log) => {
  const secret = await formWebhookSecret(now);
  if (isValidFormSignature(secret, request.rawBody, request.header(FORM_SIGNATURE_HEADER))) return;
  log.warn('form webhook delivery with a missing or wrong signature');
  throw new ApiFailure(401, 'unauthorized', 'The delivery signature is missing or wrong.');
};
