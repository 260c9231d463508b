import { FORM_RESPONSE_SOURCE, FORM_SIGNATURE_HEADER, formSearchText } from '#domain/formResponses';
import { formWebhookSecret } from '#services/formWebhookSecret';
import { putFormResponse } from '#store/formResponses';
import { ApiFailure, badRequest } from '../http/failures';
import type { Operation } from '../operation';
import { deliveryKey, isValidFormSignature } from './signature';

/**
 * The Google Form's Apps Script posts each response here (public route). The
 * delivery counts only when its X-Vouched-Signature is the HMAC-SHA256 of the
 * raw body with the shared secret (else 401, nothing stored). The same
 * delivery twice stores one response: its key is the body's SHA-256, written
 * on condition that it is new; a repeat answers 200 with duplicate: true.
 */
export const receiveFormResponse: Operation<'receiveFormResponse'> = async ({ body, now, request, log }) => {
  const secret = await formWebhookSecret(now);
  if (!isValidFormSignature(secret, request.rawBody, request.header(FORM_SIGNATURE_HEADER))) {
    log.warn('form webhook delivery with a missing or wrong signature');
    throw new ApiFailure(401, 'unauthorized', 'The delivery signature is missing or wrong.');
  }
  const timestamp = new Date(body.timestamp);
  if (Number.isNaN(timestamp.getTime())) throw badRequest('timestamp must be an ISO 8601 date and time.', { timestamp: 'timestamp must be an ISO 8601 date and time.' });
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
