/**
 * What API operations answer, as zod schemas: the error every route answers
 * with, and the shapes several features share (a member's score, their own
 * profile, an invite, a waiting-list entry). A feature's own answers live in
 * its contract, features/<feature>.ts, beside its routes; a route cannot
 * leave its answer out (RouteDef.response is required, and every feature's
 * table `satisfies readonly RouteDef[]`). The operations are typed by the
 * schemas, every integration test checks each answer against them, and the
 * web client takes its types from them. Objects are strict, so a field that
 * is not part of the contract (a stored secret, say) makes the answer fail
 * its check.
 *
 * Errors are always `{ error: { code, message, fields? } }`.
 *
 * This module is imported by the browser bundle: pure schemas only.
 */
import * as z from 'zod';
import { INVITE_CHANNELS, type InviteStatus } from '#domain/invites';
import { TIERS, type TierName } from '#domain/tiers';

export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'invite_limit',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'feed_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.strictObject({
  error: z.strictObject({ code: z.enum(ERROR_CODES), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** An instant as every answer gives it: ISO 8601 with its offset (toISOString's Z). */
export const isoTime = z.iso.datetime({ offset: true });
export const tierName = z.enum(TIERS.map((t) => t.name) as [TierName, ...TierName[]]);
const INVITE_STATUSES = ['accepted', 'expired', 'pending'] as const satisfies readonly InviteStatus[];

/** A member's aggregate score (domain/scoring.ts UserScore). */
export const userScoreSchema = z.strictObject({
  total_score: z.number(),
  tier: tierName,
  total_vouches: z.number().int().nonnegative(),
  core_character_score: z.number(),
  interpersonal_skills_score: z.number(),
  leadership_qualities_score: z.number(),
  awareness_eq_score: z.number(),
  thinking_style_score: z.number(),
  creative_thinking_score: z.number(),
  attribute_breakdown: z.record(z.string(), z.number()),
});

/** The signed-in member's own profile. The birth date itself is never returned. */
export const myProfileSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  full_name: z.string().nullable(),
  username: z.string().nullable(),
  /** True while the username is one the system made and the member has not saved their own. */
  username_generated: z.boolean(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
  title_description: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  is_super_admin: z.boolean(),
  has_birth_date: z.boolean(),
  /** True once a birth date of 13 or more years ago is on file. */
  is_13_plus: z.boolean(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  location_completed: z.boolean(),
  phone: z.string().nullable(),
  is_phone_verified: z.boolean(),
  join_intent: z.array(z.string()),
  vouch_seeker_type: z.array(z.string()),
  my_motivation: z.string().nullable(),
  /** Beyond the spec: is the member e-mailed when someone vouches for them? */
  vouch_emails: z.boolean(),
  terms_accepted_at: isoTime.nullable(),
  created_at: isoTime,
  updated_at: isoTime,
  score: userScoreSchema,
  vouches_given: z.number().int().nonnegative(),
  invite_count: z.number().int().nonnegative(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

export const inviteViewSchema = z.strictObject({
  id: z.string(),
  invite_code: z.string(),
  channel: z.enum(INVITE_CHANNELS),
  invitee_email: z.string().nullable(),
  invite_expires_at: isoTime,
  redeemed_user_id: z.string().nullable(),
  redeemed_at: isoTime.nullable(),
  /** Name of the member who redeemed it, when there is one. */
  redeemed_by: z.string().nullable(),
  created_at: isoTime,
  status: z.enum(INVITE_STATUSES),
});
export type InviteView = z.infer<typeof inviteViewSchema>;

export const waitingListEntrySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  vouch_seeker_type: z.string().nullable(),
  created_at: isoTime,
  /** When a super admin invited them (admin list only; null until then). */
  invited_at: isoTime.nullable(),
});
export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;
