/** Invite codes: checking one (visitors) and the member's own invites. */
import { createInviteSchema } from '#domain/validation';
import { myInvitesQuerySchema } from '#domain/paging';
import { shareEmailSchema } from '#domain/shareEmail';
import { deletedInviteSchema, inviteCodeCheckSchema, inviteListSchema, inviteViewSchema, shareEmailSentSchema } from '../responses';
import type { RouteDef } from '../routeDef';

export const invitesRoutes = [
  { id: 'checkInviteCode', method: 'GET', path: '/api/invites/{code}', access: 'public', feature: 'invites', ratePerMinute: 20, response: inviteCodeCheckSchema },
  { id: 'listMyInvites', method: 'GET', path: '/api/me/invites', access: 'member', feature: 'invites', query: myInvitesQuerySchema, callerRecords: false, response: inviteListSchema },
  { id: 'createInvite', method: 'POST', path: '/api/me/invites', access: 'member', feature: 'invites', body: createInviteSchema, ratePerMinute: 30, response: inviteViewSchema, status: 201 },
  { id: 'deleteInvite', method: 'DELETE', path: '/api/me/invites/{id}', access: 'member', feature: 'invites', callerRecords: false, response: deletedInviteSchema },
  // The Share & Invite composer: an invite (channel by purpose, one of the 10) mailed in the product's template; a daily cap per member.
  { id: 'sendShareEmail', method: 'POST', path: '/api/me/emails', access: 'member', feature: 'invites', body: shareEmailSchema, ratePerMinute: 10, needsCompleteProfile: true, response: shareEmailSentSchema, status: 201 },
] as const satisfies readonly RouteDef[];
