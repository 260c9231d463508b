/**
 * The pure rules of the six-step onboarding wizard (spec access §4/§5):
 * which step follows which, and the phone and birth-date input rules.
 * Kept apart from the components so they can be unit-tested.
 */
import { MIN_AGE, PHONE_MAX_DIGITS, type OnboardingStep } from '#domain';

export const ONBOARDING_STEPS = 6;
export const DEFAULT_COUNTRY_CODE = '+1';
export const MIN_PHONE_DIGITS = 10;

/** Step 4 goes to 5 only when the member seeks vouches; every other step moves one on. */
export function nextStep(step: OnboardingStep, joinIntent: readonly string[]): OnboardingStep {
  if (step === 4) return joinIntent.includes('seeking_vouches') ? 5 : 6;
  return Math.min(step + 1, ONBOARDING_STEPS) as OnboardingStep;
}

/** Back from 6 skips the seeker-type step when it was not shown. */
export function previousStep(step: OnboardingStep, joinIntent: readonly string[]): OnboardingStep {
  if (step === 6) return joinIntent.includes('seeking_vouches') ? 5 : 4;
  return Math.max(step - 1, 1) as OnboardingStep;
}

/** The phone field keeps digits only. */
export function digitsOnly(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** The country code field keeps a leading + and up to 4 digits. */
export function cleanCountryCode(raw: string): string {
  return `+${digitsOnly(raw).slice(0, 4)}`;
}

/**
 * The onboarding form's rule (spec): at least 10 digits in the number itself,
 * stricter than the profile rule the server holds (+ and 10 characters in
 * all). With its country code the whole number stays within E.164's 15 digits.
 */
export function isValidPhoneNumber(digits: string, countryCode = DEFAULT_COUNTRY_CODE): boolean {
  const total = digitsOnly(countryCode).length + digits.length;
  return /^\d+$/.test(digits) && digits.length >= MIN_PHONE_DIGITS && total <= PHONE_MAX_DIGITS;
}

/** The date picker's maximum: today minus 13 years, as the input's YYYY-MM-DD in local time. */
export function maxBirthDate(now: Date): string {
  const d = new Date(now.getFullYear() - MIN_AGE, now.getMonth(), now.getDate());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The server refuses a birth date with the age rule on its field: that message is shown under this title. */
export const AGE_RULE_FIELD = { name: 'birth_date', title: 'Age Requirement' } as const;
