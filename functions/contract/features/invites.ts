/** Invite codes: checking one (visitors) and the member's own invites. */
import { createInviteSchema } from '#domain/validation';
import { myInvitesQuerySchema } from '#domain/paging';
import { shareEmailSchema } from '#domain/shareEmail';
import * as z from 'zod';
import { inviteViewSchema } from '../responses';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

/**
 * One page of the member's own invites (newest first, sorted by status within
 * the page); `stats` counts all of them. `next_cursor` is null on the last page.
 */
export const inviteListSchema = z.strictObject({
  invites: z.array(inviteViewSchema),
  stats: z.strictObject({ total: z.number().int(), registered: z.number().int(), pending: z.number().int(), expired: z.number().int() }),
  limit: z.number().int().positive(),
  next_cursor: z.string().nullable(),
});
export type InviteList = z.infer<typeof inviteListSchema>;

export const inviteCodeCheckSchema = z.strictObject({ valid: z.literal(true), code: z.string() });
export type InviteCodeCheck = z.infer<typeof inviteCodeCheckSchema>;

/** A composer e-mail sent: the invite it carries (null for a profile share, which uses none), and today's count against the daily cap. */
export const shareEmailSentSchema = z.strictObject({
  invite: z.nullable(inviteViewSchema),
  emails_sent_today: z.number().int().nonnegative(),
  daily_cap: z.number().int().positive(),
});
export type ShareEmailSent = z.infer<typeof shareEmailSentSchema>;

/** Answer of deleting one's own pending invite. */
export const deletedInviteSchema = z.strictObject({ deleted: z.literal(true) });
export type DeletedInvite = z.infer<typeof deletedInviteSchema>;

export const invitesRoutes = [
  {
    id: 'checkInviteCode',
    method: 'GET',
    path: '/api/invites/{code}',
    access: 'public',
    feature: 'invites',
    ratePerMinute: 20,
    response: inviteCodeCheckSchema,
  },
  {
    id: 'listMyInvites',
    method: 'GET',
    path: '/api/me/invites',
    access: 'member',
    feature: 'invites',
    query: myInvitesQuerySchema,
    callerRecords: false,
    response: inviteListSchema,
  },
  // The profile counts the member's invites (invite_count).
  {
    id: 'createInvite',
    method: 'POST',
    path: '/api/me/invites',
    access: 'member',
    feature: 'invites',
    body: createInviteSchema,
    ratePerMinute: 30,
    changes: ['listMyInvites', 'getMe'],
    response: inviteViewSchema,
    status: 201,
  },
  {
    id: 'deleteInvite',
    method: 'DELETE',
    path: '/api/me/invites/{id}',
    access: 'member',
    feature: 'invites',
    callerRecords: false,
    changes: ['listMyInvites', 'getMe'],
    response: deletedInviteSchema,
  },
  // The Share & Invite composer: an invite (channel by purpose, one of the 10) mailed in the product's template; a daily cap per member.
  // A profile share carries no invite: it links to the member's vouch-for-me page.
  {
    id: 'sendShareEmail',
    method: 'POST',
    path: '/api/me/emails',
    access: 'member',
    feature: 'invites',
    body: shareEmailSchema,
    ratePerMinute: 10,
    needsCompleteProfile: true,
    changes: ['listMyInvites', 'getMe'],
    response: shareEmailSentSchema,
    status: 201,
  },
] as const satisfies readonly RouteDef[];

/** The authorisation matrix's rows (accessMatrix.ts): what each role's request is and earns. */
export const invitesAccess = {
  checkInviteCode: { request: (_role, fx) => ({ params: { code: fx.freeCode } }), allowed: 200 },
  listMyInvites: { request: () => ({}), allowed: 200 },
  createInvite: { request: () => ({ body: { channel: 'qr' } }), allowed: 201 },
  // The member deletes their own pending invite; everyone else tries the member's other one and learns nothing (404).
  deleteInvite: {
    request: (role, fx) => ({ params: { id: role === 'member' ? fx.memberOwnInvite : fx.memberKeptInvite } }),
    allowed: { visitor: 401, member: 200, otherMember: 404, incompleteMember: 404, admin: 404, nonMember: 403 },
  },
  sendShareEmail: {
    request: (_role, fx) => ({ body: { purpose: 'give_vouch_invite', to: fx.uniqueEmail('composer'), subject: '', message: 'Join us.' } }),
    allowed: 201,
  },
} satisfies AccessRows<typeof invitesRoutes>;
