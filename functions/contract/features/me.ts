/** The signed-in member's own profile: read, edit, and the onboarding steps. */
import { transcriptPageQuerySchema } from '#domain/transcript';
import {
  birthDateSchema,
  emailPreferencesSchema,
  locationSchema,
  phoneSchema,
  profileEditSchema,
  purposeSchema,
  termsSchema,
} from '#domain/validation';
import * as z from 'zod';
import { isoTime, myProfileSchema, scoreSummarySchema, tierName } from '../responses';
import { myInviterSchema } from '../inviteTreeResponses';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

/** One vouch detail of the transcript. */
const transcriptVouchSchema = z.strictObject({
  id: z.string(),
  /** The voucher, with the e-mail the spec shows on the transcript. */
  voucher: z.strictObject({
    id: z.string(),
    username: z.string().nullable(),
    full_name: z.string().nullable(),
    email: z.string().nullable(),
    avatar_url: z.string().nullable(),
  }),
  /** Sanitized HTML, as stored. */
  message: z.string(),
  attributes: z.array(z.string()),
  relationship_category: z.string(),
  relationship_context: z.string(),
  interaction_frequency: z.string(),
  first_met_year: z.number().int(),
  character_confidence: z.number(),
  points: z.number(),
  created_at: isoTime,
});

/**
 * The signed-in member's own Character Transcript (spec §2 'Character
 * transcript'): who they are, their score, the summary over every vouch
 * received (domain/transcript.ts), and the details of the newest vouches
 * (at most TRANSCRIPT_VOUCHES_MAX, the rest by `next_cursor`; `total` counts all). Only ever the caller's own.
 */
export const transcriptSchema = z.strictObject({
  owner: z.strictObject({
    id: z.string(),
    username: z.string().nullable(),
    full_name: z.string().nullable(),
    email: z.string(),
    avatar_url: z.string().nullable(),
    title_description: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string().nullable(),
  }),
  score: scoreSummarySchema,
  summary: z.strictObject({
    top_traits: z.array(z.strictObject({ name: z.string(), count: z.number().int().positive() })),
    contexts: z.array(z.string()),
    categories: z.array(z.strictObject({ key: z.string(), label: z.string(), count: z.number().int().positive() })),
  }),
  /** How many vouches the member received in all. */
  total: z.number().int().nonnegative(),
  vouches: z.array(transcriptVouchSchema),
  /** More vouch details after these (listMyTranscriptVouches), or null. */
  next_cursor: z.string().nullable(),
});
export type Transcript = z.infer<typeof transcriptSchema>;
/** The vouch details after the transcript's first TRANSCRIPT_VOUCHES_MAX, a page at a time (newest first). */
export const transcriptVouchPageSchema = z.strictObject({ vouches: z.array(transcriptVouchSchema), next_cursor: z.string().nullable() });

/** My Vouch Portfolio's Analytics tab (GET /api/me/portfolio): read from the member's aggregates, never from their vouches. */
export const portfolioSchema = z.strictObject({
  total_score: z.number(),
  tier: tierName,
  vouches_received: z.number().int().nonnegative(),
  vouches_given: z.number().int().nonnegative(),
  /** Points per category, the six in order, then Other. */
  categories: z.array(z.strictObject({ key: z.string(), label: z.string(), points: z.number() })),
  /** The top 10 attributes by points (the donut takes the first 6). */
  top_attributes: z.array(z.strictObject({ name: z.string(), points: z.number(), category: z.string(), category_points: z.number() })),
  /** Score over time: one point per UTC day with a vouch, oldest first, with the running total. */
  score_series: z.array(z.strictObject({ day: z.iso.date(), points: z.number(), score: z.number() })),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export const meRoutes = [
  { id: 'getMe', method: 'GET', path: '/api/me', access: 'member', feature: 'me', response: myProfileSchema },
  { id: 'getMyInviter', method: 'GET', path: '/api/me/inviter', access: 'member', feature: 'me', response: myInviterSchema },
  {
    id: 'updateMe',
    method: 'PATCH',
    path: '/api/me',
    access: 'member',
    feature: 'me',
    body: profileEditSchema,
    answers: 'getMe',
    response: myProfileSchema,
  },
  {
    id: 'acceptTerms',
    method: 'PUT',
    path: '/api/me/terms',
    access: 'member',
    feature: 'me',
    body: termsSchema,
    answers: 'getMe',
    response: myProfileSchema,
  },
  {
    id: 'saveBirthDate',
    method: 'PUT',
    path: '/api/me/birth-date',
    access: 'member',
    feature: 'me',
    body: birthDateSchema,
    answers: 'getMe',
    response: myProfileSchema,
  },
  {
    id: 'saveLocation',
    method: 'PUT',
    path: '/api/me/location',
    access: 'member',
    feature: 'me',
    body: locationSchema,
    answers: 'getMe',
    response: myProfileSchema,
  },
  {
    id: 'savePhone',
    method: 'PUT',
    path: '/api/me/phone',
    access: 'member',
    feature: 'me',
    body: phoneSchema,
    answers: 'getMe',
    response: myProfileSchema,
  },
  {
    id: 'savePurpose',
    method: 'PUT',
    path: '/api/me/purpose',
    access: 'member',
    feature: 'me',
    body: purposeSchema,
    answers: 'getMe',
    response: myProfileSchema,
  },
  {
    id: 'saveEmailPreferences',
    method: 'PUT',
    path: '/api/me/email-preferences',
    access: 'member',
    feature: 'me',
    body: emailPreferencesSchema,
    answers: 'getMe',
    response: myProfileSchema,
  },
  // The own Character Transcript: the path names no one, so it can only ever be the caller's (spec §6 'view own transcript only').
  {
    id: 'getMyTranscript',
    method: 'GET',
    path: '/api/me/transcript',
    access: 'member',
    feature: 'me',
    ratePerMinute: 30,
    response: transcriptSchema,
  },
  // 'View All Vouch Details' past the first page: the caller's own received vouches (GSI2), a page at a time.
  {
    id: 'listMyTranscriptVouches',
    method: 'GET',
    path: '/api/me/transcript/vouches',
    access: 'member',
    feature: 'me',
    query: transcriptPageQuerySchema,
    ratePerMinute: 60,
    response: transcriptVouchPageSchema,
  },
  // My Vouch Portfolio's Analytics: the caller's records (read by middleware) and one GetItem of their points per day.
  { id: 'getMyPortfolio', method: 'GET', path: '/api/me/portfolio', access: 'member', feature: 'me', response: portfolioSchema },
] as const satisfies readonly RouteDef[];

/** The authorisation matrix's rows (accessMatrix.ts): what each role's request is and earns. */
export const meAccess = {
  getMe: { request: () => ({}), allowed: 200 },
  getMyInviter: { request: () => ({}), allowed: 200 },
  updateMe: {
    request: (role, fx) => {
      const me = fx.caller(role, 'updateMe');
      return { body: { full_name: (me && fx.fullNameOf.get(me.userId)) || 'Route Member', username: me?.username ?? 'nobody' } };
    },
    allowed: 200,
  },
  acceptTerms: { request: () => ({ body: { accepted: true } }), allowed: 200 },
  saveBirthDate: { request: () => ({ body: { birth_date: '1990-05-17' } }), allowed: 200 },
  saveLocation: { request: () => ({ body: { city: 'Lyon', state: 'Rhone', country: 'France' } }), allowed: 200 },
  savePhone: { request: () => ({ body: { phone: '+15555550123', sms_consent: true } }), allowed: 200 },
  savePurpose: { request: () => ({ body: { join_intent: ['giving_vouches'] } }), allowed: 200 },
  saveEmailPreferences: { request: () => ({ body: { vouch_emails: true } }), allowed: 200 },
  getMyTranscript: { request: () => ({}), allowed: 200 },
  listMyTranscriptVouches: { request: () => ({}), allowed: 200 },
  // The caller's own portfolio: the path names no one else's.
  getMyPortfolio: { request: () => ({}), allowed: 200 },
} satisfies AccessRows<typeof meRoutes>;
