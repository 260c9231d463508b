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
import * as z from 'zod/mini';
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
  error: z.strictObject({ code: z.enum(ERROR_CODES), message: z.string(), fields: z.optional(z.record(z.string(), z.string())) }),
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
  total_vouches: z.number().check(z.int(), z.nonnegative()),
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
  full_name: z.nullable(z.string()),
  username: z.nullable(z.string()),
  /** True while the username is one the system made and the member has not saved their own. */
  username_generated: z.boolean(),
  avatar_url: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  title_description: z.nullable(z.string()),
  linkedin_url: z.nullable(z.string()),
  is_super_admin: z.boolean(),
  has_birth_date: z.boolean(),
  /** True once a birth date of 13 or more years ago is on file. */
  is_13_plus: z.boolean(),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  country: z.nullable(z.string()),
  location_completed: z.boolean(),
  phone: z.nullable(z.string()),
  is_phone_verified: z.boolean(),
  join_intent: z.array(z.string()),
  vouch_seeker_type: z.array(z.string()),
  my_motivation: z.nullable(z.string()),
  /** Beyond the spec: is the member e-mailed when someone vouches for them? */
  vouch_emails: z.boolean(),
  terms_accepted_at: z.nullable(isoTime),
  created_at: isoTime,
  updated_at: isoTime,
  score: userScoreSchema,
  vouches_given: z.number().check(z.int(), z.nonnegative()),
  invite_count: z.number().check(z.int(), z.nonnegative()),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

/** A member's score as lists and cards show it. */
export const scoreSummarySchema = z.pick(userScoreSchema, { total_score: true, tier: true, total_vouches: true });
/** A member's score as the directory shows it: points and tier. */
export const scoreTierSchema = z.pick(userScoreSchema, { total_score: true, tier: true });

export const inviteViewSchema = z.strictObject({
  id: z.string(),
  invite_code: z.string(),
  channel: z.enum(INVITE_CHANNELS),
  invitee_email: z.nullable(z.string()),
  invite_expires_at: isoTime,
  redeemed_user_id: z.nullable(z.string()),
  redeemed_at: z.nullable(isoTime),
  /** Name of the member who redeemed it, when there is one. */
  redeemed_by: z.nullable(z.string()),
  created_at: isoTime,
  status: z.enum(INVITE_STATUSES),
});
export type InviteView = z.infer<typeof inviteViewSchema>;

export const waitingListEntrySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  vouch_seeker_type: z.nullable(z.string()),
  created_at: isoTime,
  /** When a super admin invited them (admin list only; null until then). */
  invited_at: z.nullable(isoTime),
});
export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;
