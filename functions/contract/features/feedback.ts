/** Beta feedback: a member's own feedback and its attachment upload. */
import { attachmentUploadSchema, feedbackInputSchema, myFeedbackQuerySchema } from '#domain/feedback';
import { attachmentLinkSchema, attachmentUploadFormSchema, myFeedbackPageSchema, submittedFeedbackSchema } from '../feedbackResponses';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

export const feedbackRoutes = [
  {
    id: 'createFeedbackUpload',
    method: 'POST',
    path: '/api/feedback/uploads',
    access: 'member',
    feature: 'feedback',
    body: attachmentUploadSchema,
    ratePerMinute: 10,
    callerRecords: false,
    response: attachmentUploadFormSchema,
    status: 201,
  },
  // The member's history and the admin's list (and its counts).
  {
    id: 'submitFeedback',
    method: 'POST',
    path: '/api/feedback',
    access: 'member',
    feature: 'feedback',
    body: feedbackInputSchema,
    ratePerMinute: 10,
    changes: ['listMyFeedback', 'listAllFeedback'],
    response: submittedFeedbackSchema,
    status: 201,
  },
  {
    id: 'listMyFeedback',
    method: 'GET',
    path: '/api/feedback',
    access: 'member',
    feature: 'feedback',
    query: myFeedbackQuerySchema,
    callerRecords: false,
    response: myFeedbackPageSchema,
  },
  // The member opens their own attachment from their history; another's item answers as if it did not exist.
  {
    id: 'getMyFeedbackAttachment',
    method: 'GET',
    path: '/api/feedback/{id}/attachment',
    access: 'member',
    feature: 'feedback',
    callerRecords: false,
    response: attachmentLinkSchema,
  },
] as const satisfies readonly RouteDef[];

/** The authorisation matrix's rows (accessMatrix.ts): what each role's request is and earns. */
export const feedbackAccess = {
  createFeedbackUpload: { request: () => ({ body: { content_type: 'image/png', size: 2048 } }), allowed: 201 },
  submitFeedback: { request: () => ({ body: { feedback_type: 'idea', importance: 'small', title: 'Route access', description: '' } }), allowed: 201 },
  listMyFeedback: { request: () => ({}), allowed: 200 },
  // The member's item has no attachment: its owner learns there is none; everyone else, that there is no such item.
  getMyFeedbackAttachment: { request: (_role, fx) => ({ params: { id: fx.feedbackItemId } }), allowed: 404 },
} satisfies AccessRows<typeof feedbackRoutes>;
