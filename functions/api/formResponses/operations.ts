import { FORM_DELIVERY_MAX_SKEW_MS, FORM_RESPONSE_SOURCE, formSearchText } from '#domain/formResponses';
import { putFormResponse } from '#store/formResponses';
import { badRequest } from '../http/failures';
import type { Operation } from '../operation';
import { deliveryKey } from './signature';

const SKEW_MINUTES = FORM_DELIVERY_MAX_SKEW_MS / 60_000;

/**
 * The Google Form's Apps Script posts each response here (public route). By
 * the time this runs the delivery's X-Vouched-Signature was found to be the
 * HMAC-SHA256 of the raw body with the shared secret (signature.ts
 * authenticateFormDelivery, before the body was parsed; else 401, nothing
 * stored). A timestamp more than 5 minutes from now is refused (400): a
 * replayed delivery is only good that long. The same delivery twice stores
 * one response: its key is the body's SHA-256, written on condition that it
 * is new; a repeat answers 200 with duplicate: true.
 */
export const receiveFormResponse: Operation<'receiveFormResponse'> = async ({ body, now, request }) => {
  const timestamp = new Date(body.timestamp);
  if (Number.isNaN(timestamp.getTime()))
    throw badRequest('timestamp must be an ISO 8601 date and time.', { timestamp: 'timestamp must be an ISO 8601 date and time.' });
  if (Math.abs(timestamp.getTime() - now.getTime()) > FORM_DELIVERY_MAX_SKEW_MS) {
    const reason = `timestamp must be within ${SKEW_MINUTES} minutes of the server's time; this delivery is too old or from the future.`;
    throw badRequest(reason, { timestamp: reason });
  }
  const id = deliveryKey(request.rawBody);
  const record = {
    id,
    timestamp: timestamp.toISOString(),
    name: body.name,
    email: body.email,
    feedback_text: body.feedback_text,
    source: FORM_RESPONSE_SOURCE,
    custom_fields: body.custom_fields,
    received_at: now.toISOString(),
  };
  const { stored } = await putFormResponse(record, formSearchText(record));
  return { id, duplicate: !stored };
};
