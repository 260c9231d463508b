/** Response schemas of the Google Form webhook and the admin's list of form responses (strict: nothing else leaves). */
import * as z from 'zod';
import { formResponseFields } from '#domain/formResponseRecord';

/** One stored response (domain/formResponseRecord.ts), all of it: nothing else is stored with it but its search text. */
export const formResponseSchema = z.strictObject(formResponseFields);
export type FormResponse = z.infer<typeof formResponseSchema>;

/** The webhook's answer: the response's id; `duplicate` when this delivery had been stored before (nothing new written). */
export const formDeliveryReceiptSchema = z.strictObject({ id: z.string(), duplicate: z.boolean() });
export type FormDeliveryReceipt = z.infer<typeof formDeliveryReceiptSchema>;

/** One page of responses, newest first (by the form's timestamp), the counts of all of them, and the next page's cursor. */
export const formResponsesPageSchema = z.strictObject({
  responses: z.array(formResponseSchema),
  counts: z.strictObject({ total: z.number().int(), last_7_days: z.number().int() }),
  next_cursor: z.string().nullable(),
});
export type FormResponsesPage = z.infer<typeof formResponsesPageSchema>;
