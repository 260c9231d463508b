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
import { myProfileSchema, portfolioSchema, transcriptSchema, transcriptVouchPageSchema } from '../responses';
import { myInviterSchema } from '../inviteTreeResponses';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

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
