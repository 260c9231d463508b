/**
 * The Google Form webhook's authentication: the header
 * `X-Vouched-Signature: sha256=<hex>` must carry HMAC-SHA256(secret, raw body),
 * compared in constant time. Everything is checked for length before any
 * comparison, so a hostile header costs nothing.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { FORM_SIGNATURE_PREFIX } from '#domain/formResponses';

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
