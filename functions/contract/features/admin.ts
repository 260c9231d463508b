/** The super admin's screens. */
import { waitingListQuerySchema } from '#domain/paging';
import { adminFeedbackQuerySchema, adminStatusSchema } from '#domain/feedback';
import { waitingListPageSchema } from '../responses';
import { adminFeedbackItemSchema, adminFeedbackPageSchema, attachmentLinkSchema } from '../feedbackResponses';
import type { RouteDef } from '../routeDef';

export const adminRoutes = [
  { id: 'listWaitingList', method: 'GET', path: '/api/admin/waiting-list', access: 'admin', feature: 'admin', query: waitingListQuerySchema, response: waitingListPageSchema },
  { id: 'listAllFeedback', method: 'GET', path: '/api/admin/feedback', access: 'admin', feature: 'admin', query: adminFeedbackQuerySchema, response: adminFeedbackPageSchema },
  { id: 'updateFeedbackStatus', method: 'PATCH', path: '/api/admin/feedback/{id}', access: 'admin', feature: 'admin', body: adminStatusSchema, response: adminFeedbackItemSchema },
  { id: 'getFeedbackAttachment', method: 'GET', path: '/api/admin/feedback/{id}/attachment', access: 'admin', feature: 'admin', response: attachmentLinkSchema },
] as const satisfies readonly RouteDef[];
