/** Invite codes: checking one (visitors) and the member's own invites. */
import { createInviteSchema } from '#domain/validation';
import { myInvitesQuerySchema } from '#domain/paging';
import { deletedInviteSchema, inviteCodeCheckSchema, inviteListSchema, inviteViewSchema } from '../responses';
import type { RouteDef } from '../routeDef';

export const invitesRoutes = [
  { id: 'checkInviteCode', method: 'GET', path: '/api/invites/{code}', access: 'public', feature: 'invites', ratePerMinute: 20, response: inviteCodeCheckSchema },
  { id: 'listMyInvites', method: 'GET', path: '/api/me/invites', access: 'member', feature: 'invites', query: myInvitesQuerySchema, callerRecords: false, response: inviteListSchema },
  { id: 'createInvite', method: 'POST', path: '/api/me/invites', access: 'member', feature: 'invites', body: createInviteSchema, ratePerMinute: 30, response: inviteViewSchema, status: 201 },
  { id: 'deleteInvite', method: 'DELETE', path: '/api/me/invites/{id}', access: 'member', feature: 'invites', callerRecords: false, response: deletedInviteSchema },
] as const satisfies readonly RouteDef[];
