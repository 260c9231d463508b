/** Verifying the member's phone (SMS code) and e-mail (link), their recent sign-ins, and a Google or LinkedIn account's invite redemption. */
import { confirmPhoneCodeSchema, emailVerificationSchema } from '#domain/verification';
import { redeemInviteSchema } from '#domain/validation';
import * as z from 'zod/mini';
import { isoTime, myProfileSchema } from '../responses';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

/** A phone verification code was sent (the page shows the masked number and counts down from expires_in_seconds). */
export const phoneCodeSentSchema = z.strictObject({
  phone_masked: z.string(),
  expires_in_seconds: z.number().check(z.int(), z.nonnegative()),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

/** An e-mail verification link was sent to the member's address. */
export const emailLinkSentSchema = z.strictObject({ email: z.string() });
/** A Google or LinkedIn account that redeemed its invite: now a member, with the username it starts with. */
export const accountEnrolledSchema = z.strictObject({ id: z.string(), username: z.string() });

/** The e-mail verification link worked. */
export const emailVerifiedSchema = z.strictObject({ verified: z.literal(true) });

/** The member's own recent sign-ins (the security audit log's login_success entries), newest first. */
export const signInsSchema = z.strictObject({
  sign_ins: z.array(z.strictObject({ at: isoTime, provider: z.string(), country: z.nullable(z.string()) })),
});
/** The country of the caller's current sign-in by its address (ISO 3166-1 alpha-2), or null when it has none (IPv6, private). */
export const signInPlaceSchema = z.strictObject({ country: z.nullable(z.string()) });
export type SignIns = z.infer<typeof signInsSchema>;

export const accountRoutes = [
  {
    id: 'sendPhoneCode',
    method: 'POST',
    path: '/api/me/phone/verification',
    access: 'member',
    feature: 'account',
    ratePerMinute: 10,
    response: phoneCodeSentSchema,
  },
  // The answer is the profile with is_phone_verified set.
  {
    id: 'confirmPhoneCode',
    method: 'POST',
    path: '/api/me/phone/verification/confirm',
    access: 'member',
    feature: 'account',
    body: confirmPhoneCodeSchema,
    ratePerMinute: 20,
    answers: 'getMe',
    response: myProfileSchema,
  },
  {
    id: 'sendEmailVerification',
    method: 'POST',
    path: '/api/me/email/verification',
    access: 'member',
    feature: 'account',
    ratePerMinute: 3,
    response: emailLinkSentSchema,
  },
  // The link may be opened by the signed-in member: their profile now says verified.
  {
    id: 'confirmEmailVerification',
    method: 'POST',
    path: '/api/email-verification',
    access: 'public',
    feature: 'account',
    body: emailVerificationSchema,
    ratePerMinute: 10,
    changes: ['getMe'],
    response: emailVerifiedSchema,
  },
  // The one route an account that is not a member yet may use (docs/decisions.md, "The invite gate holds for Google and LinkedIn").
  {
    id: 'redeemAccountInvite',
    method: 'POST',
    path: '/api/account/invite',
    access: 'account',
    feature: 'account',
    body: redeemInviteSchema,
    ratePerMinute: 10,
    response: accountEnrolledSchema,
    status: 201,
  },
  {
    id: 'listMySignIns',
    method: 'GET',
    path: '/api/me/sign-ins',
    access: 'member',
    feature: 'account',
    callerRecords: false,
    response: signInsSchema,
  },
  // The app reports in right after signing in: the sign-in's country by the caller's address (Cognito's triggers see none).
  {
    id: 'recordSignInPlace',
    method: 'POST',
    path: '/api/me/sign-ins/place',
    access: 'member',
    feature: 'account',
    ratePerMinute: 10,
    callerRecords: false,
    response: signInPlaceSchema,
  },
] as const satisfies readonly RouteDef[];

/** The authorisation matrix's rows (accessMatrix.ts): what each role's request is and earns. */
export const accountAccess = {
  // Every complete role has an unverified phone (onboarding, seed); the incomplete member has none yet.
  sendPhoneCode: { request: () => ({}), allowed: { visitor: 401, member: 200, otherMember: 200, incompleteMember: 400, admin: 200, nonMember: 403 } },
  // A valid shape but no code sent to match: the code is wrong for everyone (the right code: account.test.ts).
  confirmPhoneCode: { request: () => ({ body: { code: '000000' } }), allowed: 400 },
  // Every role's e-mail is verified already (Cognito confirmed it at sign-up); unverified ones: account.test.ts.
  sendEmailVerification: { request: () => ({}), allowed: 409 },
  confirmEmailVerification: { request: (role, fx) => ({ body: { user: fx.callers.member.userId, token: `${role}`.padEnd(43, 'x') } }), allowed: 400 },
  listMySignIns: { request: () => ({}), allowed: 200 },
  recordSignInPlace: { request: () => ({}), allowed: 200 },
  // Every role here is a member already; an account that is not one redeems: federatedGate.test.ts.
  // The account that is no member is served: a code that does not exist is refused as such (a good one would make it a member
  // for the rest of this table; federatedGate.test.ts redeems one).
  redeemAccountInvite: {
    request: (role, fx) => ({ body: { code: role === 'nonMember' ? 'ZZZZ2222' : fx.freeCode } }),
    allowed: { visitor: 401, member: 409, otherMember: 409, incompleteMember: 409, admin: 409, nonMember: 400 },
  },
} satisfies AccessRows<typeof accountRoutes>;
