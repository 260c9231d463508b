/**
 * Google Form webhook deliveries as the form's Apps Script sends them: the
 * JSON body as one string and its X-Vouched-Signature, HMAC-SHA256 with the
 * local stack's development secret.
 */
import { randomUUID } from 'node:crypto';
import { FORM_SIGNATURE_HEADER } from '#domain/formResponses';
import { formSignature } from '#api/formResponses/signature';
import { LOCAL_FORM_WEBHOOK_SECRET } from '#local/handlerEnv';

export interface FormDeliveryInput {
  timestamp?: string;
  name?: string;
  email?: string;
  feedback_text?: string;
  custom_fields?: Record<string, string | string[]>;
}

/** A delivery's body (a fresh text unless given) and headers signed with `secret` (the local one unless given). */
export function signedDelivery(input: FormDeliveryInput = {}, secret = LOCAL_FORM_WEBHOOK_SECRET): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({
    timestamp: input.timestamp ?? new Date().toISOString(),
    name: input.name ?? 'Form Tester',
    email: input.email ?? 'form.tester@example.test',
    feedback_text: input.feedback_text ?? `Form feedback ${randomUUID()}`,
    custom_fields: input.custom_fields ?? { 'How easy was sign-up?': '4' },
  });
  return { body, headers: { [FORM_SIGNATURE_HEADER]: formSignature(secret, body), 'content-type': 'application/json' } };
}
