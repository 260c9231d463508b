/** Verifying the member's phone (SMS code) and e-mail (link), their recent sign-ins, and a Google or LinkedIn account's invite redemption. */
import { confirmPhoneCodeSchema, emailVerificationSchema } from '#domain/verification';
import { redeemInviteSchema } from '#domain/validation';
import { accountEnrolledSchema, emailLinkSentSchema, signInPlaceSchema, emailVerifiedSchema, myProfileSchema, phoneCodeSentSchema, signInsSchema } from '../responses';
import type { RouteDef } from '../routeDef';

export const accountRoutes = [
  { id: 'sendPhoneCode', method: 'POST', path: '/api/me/phone/verification', access: 'member', feature: 'account', ratePerMinute: 10, response: phoneCodeSentSchema },
  { id: 'confirmPhoneCode', method: 'POST', path: '/api/me/phone/verification/confirm', access: 'member', feature: 'account', body: confirmPhoneCodeSchema, ratePerMinute: 20, response: myProfileSchema },
  { id: 'sendEmailVerification', method: 'POST', path: '/api/me/email/verification', access: 'member', feature: 'account', ratePerMinute: 3, response: emailLinkSentSchema },
  { id: 'confirmEmailVerification', method: 'POST', path: '/api/email-verification', access: 'public', feature: 'account', body: emailVerificationSchema, ratePerMinute: 10, response: emailVerifiedSchema },
  // The one route an account that is not a member yet may use (docs/decisions.md, "The invite gate holds for Google and LinkedIn").
  { id: 'redeemAccountInvite', method: 'POST', path: '/api/account/invite', access: 'account', feature: 'account', body: redeemInviteSchema, ratePerMinute: 10, response: accountEnrolledSchema, status: 201 },
  { id: 'listMySignIns', method: 'GET', path: '/api/me/sign-ins', access: 'member', feature: 'account', callerRecords: false, response: signInsSchema },
  // The app reports in right after signing in: the sign-in's country by the caller's address (Cognito's triggers see none).
  { id: 'recordSignInPlace', method: 'POST', path: '/api/me/sign-ins/place', access: 'member', feature: 'account', ratePerMinute: 10, callerRecords: false, response: signInPlaceSchema },
] as const satisfies readonly RouteDef[];
