/**
 * What the beta-feedback and admin-feedback routes answer (kept beside
 * responses.ts so the features' schemas stay apart). Strict objects, like
 * every answer: the attachment's storage key never leaves the server.
 *
 * Imported by the browser bundle: pure schemas only.
 */
import * as z from 'zod';
import { ADMIN_STATUSES, ATTACHMENT_CONTENT_TYPES } from '#domain/feedback';

const isoTime = z.iso.datetime({ offset: true });

/** A presigned POST form: where the browser sends the file and the fields that go with it. */
export const attachmentUploadFormSchema = z.strictObject({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  /** What to pass back as attachment_key with the feedback. */
  key: z.string(),
  content_type: z.enum(ATTACHMENT_CONTENT_TYPES as [string, ...string[]]),
});

/** One of a member's own feedback items (Your Feedback History). */
export const myFeedbackItemSchema = z.strictObject({
  id: z.string(),
  feedback_type: z.string(),
  title: z.string(),
  description: z.string(),
  importance: z.string(),
  status: z.string(),
  has_attachment: z.boolean(),
  created_at: isoTime,
});
export type MyFeedbackItem = z.infer<typeof myFeedbackItemSchema>;

export const myFeedbackPageSchema = z.strictObject({
  items: z.array(myFeedbackItemSchema),
  next_cursor: z.string().nullable(),
});

/** The answer to Submit Feedback; `attachment` says whether the uploaded file was linked ('rejected': not what it claimed, or missing). */
export const submittedFeedbackSchema = z.strictObject({
  feedback: myFeedbackItemSchema,
  attachment: z.enum(['none', 'linked', 'rejected']),
});

/** An item as the super admin sees it: with the submitter's name and e-mail and the admin status. */
export const adminFeedbackItemSchema = z.strictObject({
  ...myFeedbackItemSchema.shape,
  user_id: z.string(),
  full_name: z.string().nullable(),
  email: z.string(),
  admin_status: z.enum(ADMIN_STATUSES),
  admin_updated_at: z.nullable(isoTime),
  updated_by: z.string().nullable(),
});
export type AdminFeedbackItem = z.infer<typeof adminFeedbackItemSchema>;

export const feedbackCountsSchema = z.strictObject({
  total: z.number().int().nonnegative(),
  open: z.number().int().nonnegative(),
  in_progress: z.number().int().nonnegative(),
  resolved: z.number().int().nonnegative(),
});

export const adminFeedbackPageSchema = z.strictObject({
  items: z.array(adminFeedbackItemSchema),
  counts: feedbackCountsSchema,
  next_cursor: z.string().nullable(),
});

/** A download link that works for a minute. */
export const attachmentLinkSchema = z.strictObject({ url: z.string() });
