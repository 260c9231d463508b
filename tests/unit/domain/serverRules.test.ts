/** The phone and birth-date schemas the API enforces (domain/validation.ts), at their bounds. */
import { describe, expect, it } from 'vitest';
import { birthDateSchema, phoneSchema } from '#domain';

const phone = (p: string) => phoneSchema.safeParse({ phone: p, sms_consent: true }).success;

describe('phone (profile page rule)', () => {
  it('accepts + and digits from 10 characters in all up to 15 digits', () => {
    expect(phone('+123456789')).toBe(true); // 10 characters: the spec's minimum (12 were required before)
    expect(phone('+123456789012345')).toBe(true); // 15 digits: E.164's maximum
  });
  it.each(['+12345678', '+1234567890123456', '123456789012', '+1 555 555 0100', '+1555555010a', '++123456789', ''])('refuses %j', (p) => {
    expect(phone(p)).toBe(false);
  });
  it('accepts what the onboarding form builds (country code and 10 national digits)', () => {
    expect(phone('+15555550100')).toBe(true);
    expect(phone('+4915555550100')).toBe(true);
  });
});

describe('birth date schema', () => {
  const ok = (d: string) => birthDateSchema.safeParse({ birth_date: d }).success;
  it('refuses year 0001, two-digit years, dates before 1900 and in the future', () => {
    expect(ok('0001-01-01')).toBe(false);
    expect(ok('90-05-17')).toBe(false);
    expect(ok('1899-12-31')).toBe(false);
    expect(ok(`${new Date().getUTCFullYear() + 1}-01-01`)).toBe(false);
    expect(ok(`${'1'.repeat(5000)}`)).toBe(false);
  });
  it('accepts a real date 13 or more years ago', () => {
    expect(ok('1990-05-17')).toBe(true);
    expect(ok('1900-01-01')).toBe(true);
  });
});
