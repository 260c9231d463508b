/**
 * Google Form responses (issue 11 §2): what the form's Apps Script posts to
 * the webhook, the limits on it, and the admin list's query. The webhook is
 * public at the gateway and authenticated by an HMAC-SHA256 signature of the
 * raw body (functions/api/formResponses/signature.ts); the spec shows only
 * the JSON shape {timestamp, name, email, feedback_text, custom_fields}.
 */
import * as z from 'zod';
import { pageQuerySchema } from './paging';

/** The request header carrying the signature: `sha256=` and 64 lower-case hex digits. */
export const FORM_SIGNATURE_HEADER = 'x-vouched-signature';
export const FORM_SIGNATURE_PREFIX = 'sha256=';
/** The largest delivery the webhook reads (as sent); a form answer never comes near it. */
export const FORM_DELIVERY_MAX_BYTES = 16 * 1024;
/** Deliveries per minute from one address (Google's Apps Script servers send them all). */
export const FORM_DELIVERIES_PER_MINUTE = 30;

/**
 * How far a delivery's timestamp may be from the server's clock, either way.
 * The Apps Script posts on submit, so a real delivery is seconds old; a
 * captured one replayed later (with the same signature) is refused even
 * after its idempotency item is gone.
 */
export const FORM_DELIVERY_MAX_SKEW_MS = 5 * 60_000;

export const FORM_NAME_MAX = 200;
export const FORM_EMAIL_MAX = 254;
export const FORM_TEXT_MAX = 5000;
export const FORM_CUSTOM_FIELDS_MAX = 20;
export const FORM_CUSTOM_KEY_MAX = 100;
export const FORM_CUSTOM_VALUE_MAX = 1000;
/** A checkbox question answers several choices. */
export const FORM_CUSTOM_CHOICES_MAX = 20;

const customValueSchema = z.union([
  z.string().max(FORM_CUSTOM_VALUE_MAX, `A custom field value may be at most ${FORM_CUSTOM_VALUE_MAX} characters.`),
  z
    .array(z.string().max(FORM_CUSTOM_VALUE_MAX, `A custom field value may be at most ${FORM_CUSTOM_VALUE_MAX} characters.`))
    .max(FORM_CUSTOM_CHOICES_MAX),
]);
export type FormCustomValue = z.infer<typeof customValueSchema>;

/** The delivery's JSON, as the spec names it; every field bounded before anything is stored. */
export const formDeliverySchema = z.object({
  timestamp: z.iso.datetime({ offset: true, message: 'timestamp must be an ISO 8601 date and time.' }),
  name: z.string().max(FORM_NAME_MAX, `name may be at most ${FORM_NAME_MAX} characters.`).default(''),
  email: z.string().max(FORM_EMAIL_MAX, `email may be at most ${FORM_EMAIL_MAX} characters.`).default(''),
  feedback_text: z.string().max(FORM_TEXT_MAX, `feedback_text may be at most ${FORM_TEXT_MAX} characters.`).default(''),
  custom_fields: z
    .record(z.string().min(1).max(FORM_CUSTOM_KEY_MAX, `A custom field name may be at most ${FORM_CUSTOM_KEY_MAX} characters.`), customValueSchema)
    .refine((fields) => Object.keys(fields).length <= FORM_CUSTOM_FIELDS_MAX, `At most ${FORM_CUSTOM_FIELDS_MAX} custom fields.`)
    .default({}),
});
export type FormDelivery = z.output<typeof formDeliverySchema>;

/** The spec's source column: where a response came from. */
export const FORM_RESPONSE_SOURCE = 'google_form';

export const FORM_RESPONSES_PAGE_MAX = 100;
export const FORM_SEARCH_MAX = 100;
export const formResponsesQuerySchema = z.object({
  ...pageQuerySchema(FORM_RESPONSES_PAGE_MAX).shape,
  q: z.string().max(FORM_SEARCH_MAX).optional(),
});

/** A response counts as recent for this long (the dashboard's 'Last 7 Days'). */
export const RECENT_RESPONSE_DAYS = 7;

/** What the admin's search looks in: name, e-mail and the feedback text, lower-cased. */
export function formSearchText(response: { name: string; email: string; feedback_text: string }): string {
  return `${response.name}\n${response.email}\n${response.feedback_text}`.toLowerCase();
}

/** A custom field's answer as one line (a checkbox question's choices joined by commas). */
export function customValueText(value: FormCustomValue): string {
  return Array.isArray(value) ? value.join(', ') : value;
}
