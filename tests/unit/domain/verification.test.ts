import { describe, expect, it } from 'vitest';
import {
  EMAIL_LINK_TTL_MS,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_SECONDS,
  PHONE_CODES_PER_HOUR,
  secondsUntilNextSend,
  confirmPhoneCodeSchema,
  emailLinkProblem,
  emailVerificationSchema,
  formatCountdown,
  maskPhone,
  phoneCodeProblem,
  recentCodeSends,
  secondsLeft,
  VERIFICATION_MESSAGES,
} from '#domain';

const now = new Date('2026-11-23T12:00:00Z');
const code = (over: Partial<Parameters<typeof phoneCodeProblem>[0]> = {}) => ({
  user_id: 'u1',
  phone: '+12025554567',
  expires_at: new Date(now.getTime() + 60_000).toISOString(),
  attempts: 0,
  verified: false,
  ...over,
});

describe('phone masking (spec: first 3 characters, ***-***-, last 4)', () => {
  it('masks a stored number as +12***-***-4567', () => {
    expect(maskPhone('+12025554567')).toBe('+12***-***-4567');
  });
});

describe('phoneCodeProblem: a code counts only if unverified, for this member and phone, unexpired, with attempts left', () => {
  const me = { userId: 'u1', phone: '+12025554567', now };
  it('accepts a fresh code for this member and phone', () => {
    expect(phoneCodeProblem(code(), me)).toBeNull();
  });
  it('refuses a code already used', () => {
    expect(phoneCodeProblem(code({ verified: true }), me)).toBe('used');
  });
  it('refuses a code of another member or sent to another phone', () => {
    expect(phoneCodeProblem(code({ user_id: 'u2' }), me)).toBe('not_yours');
    expect(phoneCodeProblem(code({ phone: '+12025550000' }), me)).toBe('other_phone');
  });
  it('refuses at and after the expiry, 900 s after sending', () => {
    expect(PHONE_CODE_TTL_SECONDS).toBe(900);
    expect(phoneCodeProblem(code({ expires_at: now.toISOString() }), me)).toBe('expired');
    expect(phoneCodeProblem(code({ expires_at: new Date(now.getTime() + 1).toISOString() }), me)).toBeNull();
  });
  it('refuses after 5 wrong attempts: the code is dead', () => {
    expect(PHONE_CODE_MAX_ATTEMPTS).toBe(5);
    expect(phoneCodeProblem(code({ attempts: 4 }), me)).toBeNull();
    expect(phoneCodeProblem(code({ attempts: 5 }), me)).toBe('exhausted');
  });
});

describe('recentCodeSends: at most 5 codes in any hour', () => {
  it('keeps only sends of the last hour, oldest dropped', () => {
    const hourAgo = now.getTime() - 3_600_000;
    expect(recentCodeSends([hourAgo, hourAgo + 1, now.getTime() - 5], now)).toEqual([hourAgo + 1, now.getTime() - 5]);
    expect(PHONE_CODES_PER_HOUR).toBe(5);
  });
});

describe('secondsUntilNextSend: when the hour lets one more code go', () => {
  it('counts from the oldest send of the hour, at least 1 second', () => {
    const t = now.getTime();
    expect(secondsUntilNextSend([t - 600_000, t - 5_000], now)).toBe(3_000);
    expect(secondsUntilNextSend([t - 3_599_500], now)).toBe(1);
    expect(secondsUntilNextSend([], now)).toBe(1);
  });
});

describe('countdown', () => {
  it('counts whole seconds left, never below 0', () => {
    expect(secondsLeft(new Date(now.getTime() + 900_000).toISOString(), now)).toBe(900);
    expect(secondsLeft(new Date(now.getTime() + 1_500).toISOString(), now)).toBe(2);
    expect(secondsLeft(new Date(now.getTime() - 10).toISOString(), now)).toBe(0);
  });
  it('shows m:ss', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(0)).toBe('0:00');
  });
});

describe('confirmPhoneCodeSchema', () => {
  it('takes exactly 6 digits', () => {
    expect(confirmPhoneCodeSchema.safeParse({ code: '123456' }).success).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 123456', '']) {
      expect(confirmPhoneCodeSchema.safeParse({ code: bad }).success).toBe(false);
    }
  });
  it('says the spec’s words for an empty code', () => {
    const result = confirmPhoneCodeSchema.safeParse({ code: '' });
    expect(result.error?.issues[0]?.message).toBe(VERIFICATION_MESSAGES.codeRequired);
    expect(VERIFICATION_MESSAGES.codeRequired).toBe('Please enter the verification code');
  });
});

describe('e-mail link', () => {
  it('needs both token and user, else the spec’s message', () => {
    expect(emailLinkProblem({ token: 'abc', user: 'u1' })).toBeNull();
    expect(emailLinkProblem({ token: null, user: 'u1' })).toBe('Invalid verification link. Missing token or user ID.');
    expect(emailLinkProblem({ token: 'abc', user: '' })).toBe('Invalid verification link. Missing token or user ID.');
  });
  it('is valid 24 hours', () => {
    expect(EMAIL_LINK_TTL_MS).toBe(24 * 3_600_000);
  });
  it('accepts a token of 43 base64url characters and refuses anything else before any pattern runs', () => {
    const token = 'A'.repeat(43);
    expect(emailVerificationSchema.safeParse({ user: 'u1', token }).success).toBe(true);
    expect(emailVerificationSchema.safeParse({ user: 'u1', token: `${token}!` }).success).toBe(false);
    expect(emailVerificationSchema.safeParse({ user: 'x'.repeat(200), token }).success).toBe(false);
  });
});
