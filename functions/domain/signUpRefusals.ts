// From profile.ts, not validation.ts: the triggers must not bundle zod for one number.
import { FULL_NAME_MAX } from './profile';

/** What the invite gate tells someone whose sign-up it refuses (Cognito shows it as the sign-up error). */
export const SIGN_UP_REFUSALS = {
  missingCode: 'Invite code is required for signup',
  invalidCode: 'The invite code does not exist or has already been used',
  expiredCode: 'This invite code has expired',
  accountExists: 'An account with this email already exists. Please sign in instead.',
  missingEmail: 'Please provide a valid email address',
  nameTooLong: `Please enter a name of at most ${FULL_NAME_MAX} characters.`,
  nameEmpty: 'Please enter your name',
} as const;
