/** Beta feedback: a member's own feedback and its attachment upload. */
import { attachmentUploadSchema, feedbackInputSchema, myFeedbackQuerySchema } from '#domain/feedback';
import { attachmentUploadFormSchema, myFeedbackPageSchema, submittedFeedbackSchema } from '../feedbackResponses';
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
] as const satisfies readonly RouteDef[];

/** The authorisation matrix's rows (accessMatrix.ts): what each role's request is and earns. */
export const feedbackAccess = {
  createFeedbackUpload: { request: () => ({ body: { content_type: 'image/png', size: 2048 } }), allowed: 201 },
  submitFeedback: { request: () => ({ body: { feedback_type: 'idea', importance: 'small', title: 'Route access', description: '' } }), allowed: 201 },
  listMyFeedback: { request: () => ({}), allowed: 200 },
} satisfies AccessRows<typeof feedbackRoutes>;
