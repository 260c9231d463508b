/** The super admin's screens. */
import { waitingListQuerySchema } from '#domain/paging';
import { adminFeedbackQuerySchema, adminStatusSchema } from '#domain/feedback';
import * as z from 'zod';
import { waitingListEntrySchema } from '../responses';
import { adminFeedbackItemSchema, adminFeedbackPageSchema, attachmentLinkSchema } from '../feedbackResponses';
import { formResponsesQuerySchema } from '#domain/formResponses';
import { formResponsesPageSchema } from '../googleForms';
import { collusionDismissalSchema, collusionFlagSchema, collusionFlagsPageSchema } from '../collusionResponses';
import { collusionFlagsQuerySchema, inviteTreeQuerySchema } from '#domain/paging';
import { inviteTreeBranchSchema, inviteTreePageSchema } from '../inviteTreeResponses';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

/** One page of the super admin's waiting list, newest first; `total` counts them all; `next_cursor` is null on the last page. */
export const waitingListPageSchema = z.strictObject({
  entries: z.array(waitingListEntrySchema),
  total: z.number().int().nonnegative(),
  next_cursor: z.string().nullable(),
});
export type WaitingList = z.infer<typeof waitingListPageSchema>;

/** Which entry: its id (path) and its creation time (the entry's key is both). */
const waitingListInviteSchema = z.object({ created_at: z.iso.datetime({ offset: true }) });
/** The entry, now invited; `mailed` false when the invitation was created but SES refused the mail. */
const waitingListInviteResultSchema = z.strictObject({ entry: waitingListEntrySchema, mailed: z.boolean() });

export const adminRoutes = [
  {
    id: 'listWaitingList',
    method: 'GET',
    path: '/api/admin/waiting-list',
    access: 'admin',
    feature: 'admin',
    query: waitingListQuerySchema,
    response: waitingListPageSchema,
  },
  {
    id: 'listAllFeedback',
    method: 'GET',
    path: '/api/admin/feedback',
    access: 'admin',
    feature: 'admin',
    query: adminFeedbackQuerySchema,
    response: adminFeedbackPageSchema,
  },
  {
    id: 'updateFeedbackStatus',
    method: 'PATCH',
    path: '/api/admin/feedback/{id}',
    access: 'admin',
    feature: 'admin',
    body: adminStatusSchema,
    changes: ['listAllFeedback'],
    response: adminFeedbackItemSchema,
  },
  {
    id: 'getFeedbackAttachment',
    method: 'GET',
    path: '/api/admin/feedback/{id}/attachment',
    access: 'admin',
    feature: 'admin',
    response: attachmentLinkSchema,
  },
  {
    id: 'inviteWaitingListEntry',
    method: 'POST',
    path: '/api/admin/waiting-list/{id}/invite',
    access: 'admin',
    feature: 'admin',
    body: waitingListInviteSchema,
    ratePerMinute: 30,
    changes: ['listWaitingList'],
    response: waitingListInviteResultSchema,
    status: 201,
  },
  {
    id: 'listFormResponses',
    method: 'GET',
    path: '/api/admin/form-responses',
    access: 'admin',
    feature: 'admin',
    query: formResponsesQuerySchema,
    response: formResponsesPageSchema,
  },
  {
    id: 'listInviteTree',
    method: 'GET',
    path: '/api/admin/invite-tree',
    access: 'admin',
    feature: 'admin',
    query: inviteTreeQuerySchema,
    response: inviteTreePageSchema,
  },
  {
    id: 'getInviteTreeBranch',
    method: 'GET',
    path: '/api/admin/invite-tree/{userId}',
    access: 'admin',
    feature: 'admin',
    response: inviteTreeBranchSchema,
  },
  {
    id: 'listCollusionFlags',
    method: 'GET',
    path: '/api/admin/collusion-flags',
    access: 'admin',
    feature: 'admin',
    query: collusionFlagsQuerySchema,
    response: collusionFlagsPageSchema,
  },
  {
    id: 'dismissCollusionFlag',
    method: 'PUT',
    path: '/api/admin/collusion-flags/{id}/dismissal',
    access: 'admin',
    feature: 'admin',
    body: collusionDismissalSchema,
    maxBodyBytes: 4096,
    changes: ['listCollusionFlags'],
    response: collusionFlagSchema,
  },
] as const satisfies readonly RouteDef[];

/** The authorisation matrix's rows (accessMatrix.ts): what each role's request is and earns. */
export const adminAccess = {
  listWaitingList: { request: () => ({}), allowed: 200 },
  listAllFeedback: { request: () => ({ query: { status: 'open', q: 'route' } }), allowed: 200 },
  updateFeedbackStatus: { request: (_role, fx) => ({ params: { id: fx.feedbackItemId }, body: { admin_status: 'in-progress' } }), allowed: 200 },
  inviteWaitingListEntry: {
    request: (_role, fx) => ({ params: { id: fx.waitingEntry.id }, body: { created_at: fx.waitingEntry.created_at } }),
    allowed: 201,
  },
  // The item has no attachment: the admin passes authorisation and learns there is none (tests/integration/api/feedback.test.ts downloads one).
  getFeedbackAttachment: {
    request: (_role, fx) => ({ params: { id: fx.feedbackItemId } }),
    allowed: { visitor: 401, member: 403, otherMember: 403, incompleteMember: 403, admin: 404, nonMember: 403 },
  },
  listFormResponses: { request: () => ({ query: { q: 'route' } }), allowed: 200 },
  listCollusionFlags: { request: () => ({ query: { limit: '5' } }), allowed: 200 },
  // No flag by that id: the admin passes authorisation and learns there is none (tests/integration/realtime/collusionSignals.test.ts dismisses one).
  dismissCollusionFlag: {
    request: () => ({ params: { id: 'reciprocal#no-such+member' }, body: { note: 'Friends from school.' } }),
    allowed: { visitor: 401, member: 403, otherMember: 403, incompleteMember: 403, admin: 404, nonMember: 403 },
  },
  listInviteTree: { request: () => ({ query: { limit: '5' } }), allowed: 200 },
  getInviteTreeBranch: { request: (_role, fx) => ({ params: { userId: fx.callers.member.userId } }), allowed: 200 },
} satisfies AccessRows<typeof adminRoutes>;
