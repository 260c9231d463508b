/** Profile rules shared by the onboarding gate, the home screen and the API. */
export const JOIN_INTENTS = ['seeking_vouches', 'giving_vouches', 'just_exploring'] as const;
export type JoinIntent = (typeof JOIN_INTENTS)[number];
export const JOIN_INTENT_LABEL: Record<JoinIntent, string> = {
  seeking_vouches: 'Seeking vouches',
  giving_vouches: 'Giving vouches',
  just_exploring: 'Just exploring',
};

export const VOUCH_SEEKER_TYPES = [
  'hourly_worker',
  'freelancer',
  'babysitter',
  'entrepreneur',
  'volunteer',
  'teacher',
  'student',
  'neighbor',
  'job_seeker',
  'dating',
  'other',
] as const;
export type VouchSeekerType = (typeof VOUCH_SEEKER_TYPES)[number];

export const WAITING_LIST_SEEKER_OPTIONS = [
  'Job Seeker',
  'Entrepreneur/Business Owner',
  'Freelancer/Consultant',
  'Student',
  'Dating/Relationships',
  'Networking/Professional',
  'Community Member',
  'Other',
] as const;

export const MIN_AGE = 13;
/** No birth date before this year is believed (our bound: the spec names none). */
export const MIN_BIRTH_YEAR = 1900;
/** Phone on the profile (spec): "+" and digits, at least 10 characters in all; E.164 allows at most 15 digits. */
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_DIGITS = 15;
export const MOTIVATION_MAX = 500;
/** One bound for the sign-up name (checked by PreSignUp) and the profile's full_name. */
export const FULL_NAME_MAX = 100;

/** The parts of a profile the gates look at. */
export interface ProfileGateFields {
  username?: string | null;
  /** True while the username is the one made at sign-up; a member's own edit clears it (see isGeneratedUsername). */
  username_generated?: boolean;
  full_name?: string | null;
  terms_accepted_at?: string | null;
  has_birth_date?: boolean;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  location_completed?: boolean;
  phone?: string | null;
  join_intent?: readonly string[] | null;
  vouch_seeker_type?: readonly string[] | null;
}

/**
 * A username the system made up rather than one the member chose: a stored
 * fact (set when the account is made, cleared by the member's own profile
 * save), never guessed from the name's shape, so a member may pick any name
 * the username rule allows (even "user-ab").
 */
export function isGeneratedUsername(p: Pick<ProfileGateFields, 'username' | 'username_generated'>): boolean {
  return !p.username || p.username_generated === true;
}

export function isLocationComplete(p: ProfileGateFields): boolean {
  return !!(p.location_completed && p.city?.trim() && p.state?.trim() && p.country?.trim());
}

/** Requirements check of the landing decision: phone and a non-empty join intent. */
export function hasCompletedRequirements(p: ProfileGateFields): boolean {
  return !!p.phone && (p.join_intent?.length ?? 0) > 0;
}

export type OnboardingStep = 1 | 2 | 3 | 4 | 5 | 6;

/** Where the six-step wizard opens: the first step whose data is missing. */
export function onboardingStartStep(p: ProfileGateFields): OnboardingStep {
  if (!p.has_birth_date) return 1;
  if (!isLocationComplete(p)) return 2;
  if (!p.phone) return 3;
  if (!p.join_intent?.length) return 4;
  if (p.join_intent.includes('seeking_vouches') && !p.vouch_seeker_type?.length) return 5;
  return 6;
}

/**
 * Is the profile complete: may this member vouch, and use the other member
 * features that need a complete profile (routes.ts: needsCompleteProfile)?
 * The spec's list (chosen username, name, terms, phone, join intent) plus a
 * valid birth date, which the server holds as the age rule.
 */
export function isProfileCompleteForVouching(p: ProfileGateFields): boolean {
  return !isGeneratedUsername(p) && !!p.full_name?.trim() && !!p.terms_accepted_at && !!p.has_birth_date && hasCompletedRequirements(p);
}

export type BirthDateProblem = 'format' | 'not_a_date' | 'too_early' | 'future' | 'too_young';

/** Midnight UTC of year-month-day. Not Date.UTC alone: it reads years 0 to 99 as 1900 to 1999. */
function utcDate(y: number, m: number, d: number): Date {
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  return date;
}

/**
 * What is wrong with a birth date (YYYY-MM-DD, four-digit year), or null:
 * a real calendar date, from MIN_BIRTH_YEAR on, not in the future, and at
 * least `minAge` years before `now` by exact date, in UTC.
 */
export function birthDateProblem(birthDate: string, now: Date, minAge = MIN_AGE): BirthDateProblem | null {
  const match = birthDate.length === 10 ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate) : null;
  if (!match) return 'format';
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = utcDate(y, m, d);
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d) return 'not_a_date';
  if (y < MIN_BIRTH_YEAR) return 'too_early';
  if (born.getTime() > now.getTime()) return 'future';
  // A 29 February birthday rolls over to 1 March in a non-leap year, which is the legal birthday.
  const birthday = new Date(Date.UTC(y + minAge, m - 1, d));
  return birthday.getTime() <= now.getTime() ? null : 'too_young';
}

/** A valid birth date at least `minAge` (13) years ago: see birthDateProblem. */
export function isOldEnough(birthDate: string, now: Date, minAge = MIN_AGE): boolean {
  return birthDateProblem(birthDate, now, minAge) === null;
}

/** "+1555***-***-1234"-style masking: first three characters, ***-***-, last four. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return phone;
  return `${phone.slice(0, 3)}***-***-${phone.slice(-4)}`;
}

/** Display handle for data requests and greetings. */
export function userHandle(p: { username?: string | null; full_name?: string | null; email?: string | null }): string {
  return p.username || p.full_name || p.email || 'User';
}
