/** Vouching. */
import * as z from 'zod/mini';
import { offPlatformVouchSchema } from '#domain/offPlatformVouch';
import { vouchEditSchema, vouchSchema } from '#domain/vouchInput';
import { pendingVouchFields as pending, vouchFields } from '#domain/vouchRecord';
import { inviteViewSchema, isoTime, userScoreSchema } from '../responses';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

/** A vouch as its giver sees it: every field of the record (domain/vouchRecord.ts), none of the edit bookkeeping. */
export const vouchViewSchema = z.strictObject({ ...vouchFields, first_met_year: z.number().check(z.int()), created_at: isoTime });
export type VouchView = z.infer<typeof vouchViewSchema>;

export const createdVouchSchema = z.strictObject({
  vouch: vouchViewSchema,
  /** The receiver's score after this vouch. */
  vouchee_score: userScoreSchema,
});
export type CreatedVouch = z.infer<typeof createdVouchSchema>;

export const deletedVouchSchema = z.strictObject({
  /** The receiver's score without this vouch. */
  vouchee_score: userScoreSchema,
});
export type DeletedVouch = z.infer<typeof deletedVouchSchema>;
/**
 * An off-platform vouch as sent: the pending vouch (no vouchee until the
 * invitee signs up), its invite, and whether the invitation e-mail went out
 * (false: the vouch and invite are kept, the web says 'Vouch created but email failed').
 */
export const offPlatformVouchCreatedSchema = z.strictObject({
  pending_vouch: z.strictObject({
    id: pending.id,
    pending_name: pending.pending_name,
    pending_email: pending.pending_email,
    pending_invite_code: pending.pending_invite_code,
    attributes: pending.attributes,
    points: pending.points,
    created_at: isoTime,
  }),
  invite: inviteViewSchema,
  email_sent: z.boolean(),
});
export type OffPlatformVouchCreated = z.infer<typeof offPlatformVouchCreatedSchema>;

/**
 * The vouch: its message may carry markup up to MESSAGE_HTML_MAX (30,000
 * characters, 10 × the 3000 visible ones, docs/decisions.md), up to twice
 * that once JSON escapes its quotes, plus 4 KiB for the other fields. 3000
 * visible characters from the editor need at most about 18 KB (each escaped
 * as &quot;), so a real vouch never comes near it.
 */
export const VOUCH_MAX_BODY_BYTES = 64 * 1024;

/**
 * The reads a vouch given, edited or deleted changes, whoever it was for: the voucher's own vouch for them, their
 * profile (vouches_given), and what shows vouches elsewhere: the directory's cards ('Update Vouch', counts), the
 * profile dialog, the vouch lists and the portfolio. The vouchee's card (score, "you have vouched") is named per route.
 */
const VOUCH_CHANGES = [
  'getMyVouchFor',
  'getMe',
  'listDirectory',
  'getMemberProfile',
  'listVouchesReceived',
  'listVouchesGiven',
  'getMyPortfolio',
] as const;

export const vouchesRoutes = [
  {
    id: 'createVouch',
    method: 'POST',
    path: '/api/vouches',
    access: 'member',
    feature: 'vouches',
    body: vouchSchema,
    ratePerMinute: 30,
    needsCompleteProfile: true,
    maxBodyBytes: VOUCH_MAX_BODY_BYTES,
    changes: [{ read: 'getMember', memberFrom: 'vouchee_id' }, ...VOUCH_CHANGES],
    response: createdVouchSchema,
    status: 201,
  },
  // The caller's own vouch for a member, to open the vouch form as 'Update Vouch'; null when there is none yet.
  {
    id: 'getMyVouchFor',
    method: 'GET',
    path: '/api/vouches/mine/{voucheeId}',
    access: 'member',
    feature: 'vouches',
    callerRecords: false,
    response: z.strictObject({ vouch: z.nullable(vouchViewSchema) }),
  },
  // The caller's own vouch, addressed by whom it is for: only its giver can reach it (the path names no one else's).
  {
    id: 'updateVouch',
    method: 'PUT',
    path: '/api/vouches/mine/{voucheeId}',
    access: 'member',
    feature: 'vouches',
    body: vouchEditSchema,
    ratePerMinute: 30,
    needsCompleteProfile: true,
    maxBodyBytes: VOUCH_MAX_BODY_BYTES,
    changes: [{ read: 'getMember', memberFrom: 'voucheeId' }, ...VOUCH_CHANGES],
    response: createdVouchSchema,
  },
  {
    id: 'deleteVouch',
    method: 'DELETE',
    path: '/api/vouches/mine/{voucheeId}',
    access: 'member',
    feature: 'vouches',
    ratePerMinute: 30,
    callerRecords: false,
    changes: [{ read: 'getMember', memberFrom: 'voucheeId' }, ...VOUCH_CHANGES],
    response: deletedVouchSchema,
  },
  // A vouch for someone not yet a member: stored pending with an invite bound to their e-mail (one of the 10), mailed to them.
  // It creates one of the member's invites (listed with the others, counted in the profile's invite_count).
  {
    id: 'createOffPlatformVouch',
    method: 'POST',
    path: '/api/vouches/off-platform',
    access: 'member',
    feature: 'vouches',
    body: offPlatformVouchSchema,
    ratePerMinute: 10,
    needsCompleteProfile: true,
    maxBodyBytes: VOUCH_MAX_BODY_BYTES,
    changes: ['listMyInvites', 'getMe'],
    response: offPlatformVouchCreatedSchema,
    status: 201,
  },
] as const satisfies readonly RouteDef[];

/** The authorisation matrix's rows (accessMatrix.ts): what each role's request is and earns. */
export const vouchesAccess = {
  createVouch: { request: (role, fx) => ({ body: fx.vouchBody(fx.counterpart(role).userId) }), allowed: 201 },
  getMyVouchFor: { request: (role, fx) => ({ params: { voucheeId: fx.counterpart(role).userId } }), allowed: 200 },
  // Each complete role gave the target a vouch (beforeAll); the incomplete member gave none, and the path reaches only the caller's own.
  updateVouch: { request: (_role, fx) => ({ body: fx.editBody, params: { voucheeId: fx.vouchTarget.userId } }), allowed: 200 },
  deleteVouch: {
    request: (_role, fx) => ({ params: { voucheeId: fx.vouchTarget.userId } }),
    allowed: { visitor: 401, member: 200, otherMember: 200, incompleteMember: 404, admin: 200, nonMember: 403 },
  },
  // A fresh address each time: it uses one of the caller's 10 invites and mails the local mailbox. The seeded admin
  // holds 6 invites (3 redeemed by the demo members, the other 2 demo members were invited by Maya and Sam, 3 free
  // codes); createInvite and sendShareEmail (invites routes, earlier in the table) take two more, so the admin has
  // room for this one. The limit itself: tests/integration/invariants/concurrency.test.ts.
  createOffPlatformVouch: {
    request: (_role, fx) => ({ body: fx.offPlatformVouchBody() }),
    allowed: { visitor: 401, member: 201, otherMember: 201, incompleteMember: 403, admin: 201, nonMember: 403 },
  },
} satisfies AccessRows<typeof vouchesRoutes>;
