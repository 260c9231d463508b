/**
 * A Google Form response as it is kept and shown, defined once: the store
 * reads its items with these fields (store/formResponses.ts) and the admin's
 * list answers with them (contract/googleForms.ts). zod/mini, like every
 * store codec; the contract's strict object takes mini fields as they are.
 */
import * as z from 'zod/mini';

/** One stored response, as the spec's google_form_responses names it, plus when it arrived. */
export const formResponseFields = {
  /** The delivery's key: the SHA-256 of its raw body. */
  id: z.string(),
  /** The form's own time, as UTC ISO. */
  timestamp: z.string(),
  name: z.string(),
  email: z.string(),
  feedback_text: z.string(),
  source: z.string(),
  /** A checkbox question answers several choices. */
  custom_fields: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  received_at: z.string(),
};
