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
export const MOTIVATION_MAX = 500;
/** One bound for the sign-up name (checked by PreSignUp) and the profile's full_name. */
export const FULL_NAME_MAX = 100;

/** The parts of a profile the gates look at. */
export interface ProfileGateFields {
  username?: string | null;
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

/** A username the system made up rather than one the member chose. */
export function isGeneratedUsername(username: string | null | undefined): boolean {
  return !username || (username.includes('user-') && username.length < 20);
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

/** May this member vouch for others? */
export function isProfileCompleteForVouching(p: ProfileGateFields): boolean {
  return !isGeneratedUsername(p.username) && !!p.full_name && !!p.terms_accepted_at && hasCompletedRequirements(p);
}

/** At least 13 by exact date, in UTC. `birthDate` is YYYY-MM-DD. */
export function isOldEnough(birthDate: string, now: Date, minAge = MIN_AGE): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(y, m - 1, d));
  if (born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d) return false;
  // Date.UTC rolls 29 February over to 1 March in a non-leap year, which is the legal birthday.
  const birthday = new Date(Date.UTC(y + minAge, m - 1, d));
  return born.getTime() <= now.getTime() && birthday.getTime() <= now.getTime();
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
