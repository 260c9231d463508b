/**
 * Phone and e-mail verification rules (spec: Phone verification, E-mail
 * verification; our numbers where the spec gives none, docs/decisions.md).
 * Pure: the API enforces them, the web shows the same countdown and words.
 */
import * as z from 'zod/mini';

/** The spec: 6 digits, a 900-second countdown. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_SECONDS = 900;
/** Ours: a wrong code counts an attempt; after 5 the code is dead. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** Ours (the spec says only 'an hour'): at most 5 codes in any hour per member. */
export const PHONE_CODES_PER_HOUR = 5;
export const HOUR_MS = 3_600_000;
/** The e-mail verification link is valid 24 hours and works once. */
export const EMAIL_LINK_TTL_MS = 24 * HOUR_MS;
/** 32 random bytes, base64url without padding. */
export const EMAIL_TOKEN_LENGTH = 43;

/** The spec's words (titles and descriptions of the toasts, the page's states). */
export const VERIFICATION_MESSAGES = {
  codeRequired: 'Please enter the verification code',
  codeExpiredTitle: 'Code Expired',
  invalidCodeTitle: 'Invalid Code',
  invalidCode: 'The verification code is incorrect or has expired.',
  rateLimitedTitle: 'Rate Limited',
  rateLimited: 'Too many verification attempts. Please wait an hour before trying again.',
  noPhone: 'No phone number found. Please add your phone number first.',
  sendFailed: 'Failed to send verification code',
  verifyFailed: 'Failed to verify code',
  loadProfileFailed: 'Failed to load user profile',
  linkMissing: 'Invalid verification link. Missing token or user ID.',
  invalidToken: 'Invalid or expired verification token.',
  emailVerifyError: 'An error occurred during verification. Please try again.',
} as const;

/** What a stored phone code holds that decides whether it may still count. */
export interface PhoneCodeState {
  user_id: string;
  phone: string;
  expires_at: string;
  attempts: number;
  verified: boolean;
}

export type PhoneCodeProblem = 'used' | 'not_yours' | 'other_phone' | 'expired' | 'exhausted';

/** Why this code can no longer count for this member's phone now; null when it still can. */
export function phoneCodeProblem(code: PhoneCodeState, at: { userId: string; phone: string | null; now: Date }): PhoneCodeProblem | null {
  if (code.verified) return 'used';
  if (code.user_id !== at.userId) return 'not_yours';
  if (code.phone !== at.phone) return 'other_phone';
  if (Date.parse(code.expires_at) <= at.now.getTime()) return 'expired';
  if (code.attempts >= PHONE_CODE_MAX_ATTEMPTS) return 'exhausted';
  return null;
}

/** The send times (epoch ms) that still count against the hourly limit: those less than an hour ago. */
export function recentCodeSends(sentAt: readonly number[], now: Date): number[] {
  return sentAt.filter((t) => t > now.getTime() - HOUR_MS);
}

/** Whole seconds (at least 1) until the oldest of `sends` stops counting against the hour, so one more code may be sent. */
export function secondsUntilNextSend(sends: readonly number[], now: Date): number {
  const oldest = Math.min(...sends);
  return Number.isFinite(oldest) ? Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000)) : 1;
}

/** Whole seconds until the expiry, rounded up, never below 0. */
export function secondsLeft(expiresAt: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / 1000));
}

/** The countdown as m:ss. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const SIX_DIGITS = /^\d{6}$/;

export const confirmPhoneCodeSchema = z.object({
  code: z
    .string({ error: VERIFICATION_MESSAGES.codeRequired })
    .check(
      z.minLength(1, { message: VERIFICATION_MESSAGES.codeRequired, abort: true }),
      z.maxLength(PHONE_CODE_LENGTH, { message: VERIFICATION_MESSAGES.invalidCode, abort: true }),
      z.regex(SIX_DIGITS, VERIFICATION_MESSAGES.invalidCode),
    ),
});

/** The link's two parameters present? Else the spec's message. */
export function emailLinkProblem(link: { token: string | null | undefined; user: string | null | undefined }): string | null {
  return link.token && link.user ? null : VERIFICATION_MESSAGES.linkMissing;
}

const MEMBER_ID = /^[A-Za-z0-9-]{1,64}$/;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const emailVerificationSchema = z.object({
  user: z
    .string({ error: VERIFICATION_MESSAGES.linkMissing })
    .check(z.maxLength(64, { message: VERIFICATION_MESSAGES.invalidToken, abort: true }), z.regex(MEMBER_ID, VERIFICATION_MESSAGES.invalidToken)),
  token: z
    .string({ error: VERIFICATION_MESSAGES.linkMissing })
    .check(
      z.maxLength(EMAIL_TOKEN_LENGTH, { message: VERIFICATION_MESSAGES.invalidToken, abort: true }),
      z.regex(TOKEN, VERIFICATION_MESSAGES.invalidToken),
    ),
});
