/**
 * Phone verification by SMS code, e-mail verification by link, and the
 * member's recent sign-ins. The rules are the domain's
 * (functions/domain/verification.ts); codes and tokens are stored hashed.
 * The code's text message and the link's mail go through the outbox (issue
 * 20 §4): the member is waiting for them, but the request can answer once
 * they are queued, and a slow SES or SNS no longer slows it. One that fails
 * for good is told in the member's bell (they ask again).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  EMAIL_LINK_TTL_MS,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_SECONDS,
  PHONE_CODES_PER_HOUR,
  VERIFICATION_MESSAGES,
  phoneCodeProblem,
  recentCodeSends,
  secondsLeft,
  secondsUntilNextSend,
} from '#domain/verification';
import { maskPhone } from '#domain/profile';
import { env } from '#services/env';
import { emailFailedNotification } from '#domain/notifications';
import { smsFailedNotification } from '#domain/outbox';
import { queueMail, queueSms } from '#services/outbox';
import { putEmailToken, useEmailToken } from '#store/emailTokens';
import { isRefusal } from '#store/errors';
import { getPhoneCode, markPhoneVerified, putPhoneCode, takeAttempt } from '#store/phoneCodes';
import type { ProfileRecord } from '#store/profiles';
import { recentLogins, recordLoginCountry } from '#store/securityAudit';
import { ApiFailure, badRequest, conflict } from '../http/failures';
import type { Operation } from '../operation';
import { toMyProfile } from '../presenters';
import { verificationLink, verificationMail } from './verificationMail';

export const PHONE_ALREADY_VERIFIED = 'Your phone number is already verified.';
export const EMAIL_ALREADY_VERIFIED = 'Your e-mail address is already verified.';
/** How many sign-ins the profile edit page lists. */
export const SIGN_INS_SHOWN = 10;
/** Reads again this often when another write to the same code lands between our read and write. */
const CODE_WRITE_ATTEMPTS = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const codeHash = (salt: string, code: string) => sha256(`${salt}:${code}`);

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Refused until the oldest send of the hour leaves it: Retry-After says when, so the page can show it. */
const rateLimitedForAnHour = (sends: readonly number[], now: Date) =>
  new ApiFailure(429, 'rate_limited', VERIFICATION_MESSAGES.rateLimited, undefined, secondsUntilNextSend(sends, now));
const invalidCode = () => badRequest(VERIFICATION_MESSAGES.invalidCode, { code: VERIFICATION_MESSAGES.invalidCode });

export const sendPhoneCode: Operation<'sendPhoneCode'> = async ({ caller, now, log }) => {
  const profile = caller.profile;
  if (!profile.phone) throw badRequest(VERIFICATION_MESSAGES.noPhone);
  if (profile.is_phone_verified) throw conflict(PHONE_ALREADY_VERIFIED);
  const phone = profile.phone;
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
  const salt = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_SECONDS * 1000).toISOString();
  for (let attempt = 1; ; attempt++) {
    const read = await getPhoneCode(caller.id);
    const sends = recentCodeSends(read?.sent_at ?? [], now);
    if (sends.length >= PHONE_CODES_PER_HOUR) throw rateLimitedForAnHour(sends, now);
    try {
      await putPhoneCode(
        {
          user_id: caller.id,
          phone,
          code_hash: codeHash(salt, code),
          salt,
          expires_at: expiresAt,
          attempts: 0,
          verified: false,
          sent_at: [...sends, now.getTime()],
          created_at: now.toISOString(),
        },
        read,
      );
      break;
    } catch (error) {
      if (isRefusal(error, 'phone_code_changed') && attempt < CODE_WRITE_ATTEMPTS) continue;
      if (isRefusal(error, 'phone_code_changed')) throw conflict(VERIFICATION_MESSAGES.sendFailed);
      throw error;
    }
  }
  try {
    await queueSms(phone, `Your Vouched verification code is ${code}. It expires in ${PHONE_CODE_TTL_SECONDS / 60} minutes.`, {
      userId: caller.id,
      failed: smsFailedNotification('your verification code'),
    });
  } catch (error) {
    log.error('verification SMS could not be queued', error as Error);
    throw new ApiFailure(502, 'internal', VERIFICATION_MESSAGES.sendFailed);
  }
  return { phone_masked: maskPhone(phone), expires_in_seconds: secondsLeft(expiresAt, now) };
};

export const confirmPhoneCode: Operation<'confirmPhoneCode'> = async ({ caller, body, now }) => {
  const profile = caller.profile;
  for (let attempt = 1; attempt <= CODE_WRITE_ATTEMPTS; attempt++) {
    const read = await getPhoneCode(caller.id);
    if (!read || phoneCodeProblem(read, { userId: caller.id, phone: profile.phone, now })) throw invalidCode();
    let taken;
    try {
      // The attempt is counted before the guess is compared (store/phoneCodes.ts takeAttempt).
      taken = await takeAttempt(read, PHONE_CODE_MAX_ATTEMPTS);
    } catch (error) {
      if (isRefusal(error, 'phone_code_changed')) continue;
      throw error;
    }
    if (!sameHash(taken.code_hash, codeHash(taken.salt, body.code))) throw invalidCode();
    try {
      await markPhoneVerified(taken, now.toISOString());
    } catch (error) {
      if (isRefusal(error, 'phone_code_changed')) throw invalidCode();
      throw error;
    }
    const verified: ProfileRecord = { ...profile, phone: taken.phone, is_phone_verified: true, updated_at: now.toISOString() };
    return toMyProfile(verified, { score: caller.score, vouches_given: caller.vouchesGiven, invite_count: caller.invitesHeld });
  }
  throw invalidCode();
};

export const sendEmailVerification: Operation<'sendEmailVerification'> = async ({ caller, now }) => {
  const profile = caller.profile;
  if (profile.email_verified) throw conflict(EMAIL_ALREADY_VERIFIED);
  const token = randomBytes(32).toString('base64url');
  await putEmailToken(caller.id, {
    hash: sha256(token),
    email: profile.email,
    expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS).toISOString(),
    createdAt: now.toISOString(),
  });
  await queueMail(verificationMail(profile.email, verificationLink(env.appUrl, caller.id, token)), {
    userId: caller.id,
    failed: emailFailedNotification({ what: 'verifying your e-mail address' }),
  });
  return { email: profile.email };
};

export const confirmEmailVerification: Operation<'confirmEmailVerification'> = async ({ body, now }) => {
  try {
    await useEmailToken(body.user, sha256(body.token), now.toISOString());
  } catch (error) {
    if (isRefusal(error, 'email_token_invalid')) throw badRequest(VERIFICATION_MESSAGES.invalidToken);
    throw error;
  }
  return { verified: true };
};

export const listMySignIns: Operation<'listMySignIns'> = async ({ caller }) => {
  const entries = await recentLogins(caller.id, SIGN_INS_SHOWN);
  return { sign_ins: entries.map((e) => ({ at: e.created_at, provider: e.details.provider, country: e.details.country ?? null })) };
};

/** The sign-in's country is CloudFront's geolocation of the viewer (locally, the web server's twin of it). */
export const recordSignInPlace: Operation<'recordSignInPlace'> = async ({ caller, client }) => {
  const country = client.country ?? null;
  if (country && client.authTime) await recordLoginCountry(caller.id, client.authTime, country);
  return { country };
};
export { redeemAccountInvite } from './redeemInvite';
