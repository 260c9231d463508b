import { describe, expect, it } from 'vitest';
import { isOldEnough } from '#domain';
import { cleanCountryCode, digitsOnly, isValidPhoneNumber, maxBirthDate, nextStep, previousStep } from './onboardingFlow';

describe('onboarding step order', () => {
  it('goes from intent to seeker type only when seeking vouches', () => {
    expect(nextStep(4, ['seeking_vouches'])).toBe(5);
    expect(nextStep(4, ['giving_vouches', 'seeking_vouches'])).toBe(5);
    expect(nextStep(4, ['giving_vouches'])).toBe(6);
    expect(nextStep(4, ['just_exploring'])).toBe(6);
  });

  it('moves one step on otherwise and stops at 6', () => {
    expect([1, 2, 3, 5].map((s) => nextStep(s as 1 | 2 | 3 | 5, []))).toEqual([2, 3, 4, 6]);
    expect(nextStep(6, [])).toBe(6);
  });

  it('skips the seeker-type step going back when it was not shown', () => {
    expect(previousStep(6, ['giving_vouches'])).toBe(4);
    expect(previousStep(6, ['seeking_vouches'])).toBe(5);
    expect(previousStep(5, ['seeking_vouches'])).toBe(4);
    expect(previousStep(1, [])).toBe(1);
  });
});

describe('phone input', () => {
  it('keeps digits only in the number and a + with up to 4 digits in the country code', () => {
    expect(digitsOnly('(555) 123-4567')).toBe('5551234567');
    expect(cleanCountryCode('44')).toBe('+44');
    expect(cleanCountryCode('+1 (US)')).toBe('+1');
    expect(cleanCountryCode('+123456')).toBe('+1234');
  });

  it('needs at least 10 digits', () => {
    expect(isValidPhoneNumber('555123456')).toBe(false);
    expect(isValidPhoneNumber('5551234567')).toBe(true);
    expect(isValidPhoneNumber('555-123-4567')).toBe(false);
    expect(isValidPhoneNumber('')).toBe(false);
  });
  it('keeps the whole number, country code included, within 15 digits', () => {
    expect(isValidPhoneNumber('55512345678901', '+1')).toBe(true);
    expect(isValidPhoneNumber('555123456789012', '+1')).toBe(false);
    expect(isValidPhoneNumber('5551234567', '+4915')).toBe(true);
    expect(isValidPhoneNumber('555123456789', '+4915')).toBe(false);
  });
});

describe('birth date picker maximum', () => {
  it('is today minus 13 years, and that day itself passes the age check', () => {
    const now = new Date(2026, 10, 21, 12);
    expect(maxBirthDate(now)).toBe('2013-11-21');
    expect(isOldEnough(maxBirthDate(now), now)).toBe(true);
    expect(isOldEnough('2013-11-22', now)).toBe(false);
  });
});
