/**
 * The Google Form webhook (issue 11 §2): public at the gateway (the form's
 * Apps Script has no member token); each delivery is authenticated by the
 * HMAC-SHA256 signature of its raw body before the body is parsed.
 */
import { FORM_DELIVERIES_PER_MINUTE, FORM_DELIVERY_MAX_BYTES, formDeliverySchema } from '#domain/formResponses';
import { formDeliveryReceiptSchema } from '../googleForms';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

export const formResponsesRoutes = [
  {
    id: 'receiveFormResponse',
    method: 'POST',
    path: '/api/form-responses',
    access: 'public',
    feature: 'formResponses',
    signedBody: true,
    body: formDeliverySchema,
    maxBodyBytes: FORM_DELIVERY_MAX_BYTES,
    ratePerMinute: FORM_DELIVERIES_PER_MINUTE,
    response: formDeliveryReceiptSchema,
  },
] as const satisfies readonly RouteDef[];

/** The authorisation matrix's rows (accessMatrix.ts): what each role's request is and earns. */
export const formResponsesAccess = {
  // Public at the gateway, authenticated by the body's signature: a signed delivery is taken from anyone (a bad one: formResponses.test.ts).
  receiveFormResponse: { request: (role, fx) => fx.signedDelivery({ feedback_text: `Route matrix ${role}` }), allowed: 200 },
} satisfies AccessRows<typeof formResponsesRoutes>;
