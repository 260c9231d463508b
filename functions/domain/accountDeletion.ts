/**
 * Account deletion (spec access-and-accounts §4, §8, §9; issue 10 §7): the
 * link's lifetime, the repeat-request block, the 24-hour grace, and the
 * words of every screen and message. Shared by the API, the finalize job
 * and the web pages.
 */
import * as z from 'zod/mini';

/** The link sent by e-mail is valid this long after the request (spec §9). */
export const DELETION_LINK_VALID_MS = 24 * 60 * 60 * 1000;
/** A new request is refused while the last one is younger than this (spec §9). */
export const DELETION_REPEAT_BLOCK_MS = 5 * 60 * 1000;
/** After the final confirmation the account is kept this long, cancellable, then finalised (issue 10 §7). */
export const DELETION_GRACE_MS = 24 * 60 * 60 * 1000;
/** The confirm page goes home this long after the deletion (spec §9). */
export const DELETION_REDIRECT_MS = 5 * 1000;
/** The name an anonymised profile shows, and its vouches given with it (spec §4). */
export const DELETED_USER_NAME = 'Deleted User';

/** Random bytes of a deletion token; base64url without padding gives 43 characters. */
export const DELETION_TOKEN_BYTES = 32;
export const DELETION_TOKEN_LENGTH = 43;

export const DELETION_TEXTS = {
  recentRequestTitle: 'Recent Request Found',
  recentRequest: 'A deletion request was made less than 5 minutes ago. Please check your e-mail for the link, or try again in a few minutes.',
  requestFailed: 'Failed to process deletion request. Please contact support if this persists.',
  invalidTokenTitle: 'Invalid or Expired Token',
  invalidToken: 'This deletion link is no longer valid.',
  completeFailed: 'Failed to complete account deletion. Please contact support.',
  cancelFailed: 'Failed to cancel deletion request. Please contact support.',
  linkExpiry: 'Deletion links expire after 24 hours.',
  /** A member in the grace signs in (issue 22 §2): the API's 401 says so, with the time in SCHEDULED_DELETION_FIELD. */
  scheduled: 'Your account is scheduled for deletion.',
} as const;

/** The error field (ISO time) of a 401 that refuses a member whose deletion is confirmed and not yet final. */
export const SCHEDULED_DELETION_FIELD = 'deletion_scheduled_at';

export const deletionTokenSchema = z.object({
  // Length first: the pattern then runs over at most 43 characters.
  token: z
    .string()
    .check(
      z.length(DELETION_TOKEN_LENGTH, { message: DELETION_TEXTS.invalidToken, abort: true }),
      z.regex(/^[A-Za-z0-9_-]+$/, DELETION_TEXTS.invalidToken),
    ),
});
export type DeletionTokenInput = z.infer<typeof deletionTokenSchema>;

const ms = (iso: string): number => new Date(iso).getTime();

/** Was the last request made under 5 minutes ago (so a new one is refused)? */
export function isRecentDeletionRequest(requestedAt: string, now: Date): boolean {
  return now.getTime() - ms(requestedAt) < DELETION_REPEAT_BLOCK_MS;
}

/** Is a link of a request made at `requestedAt` still valid for confirming? */
export function isDeletionLinkValid(requestedAt: string, now: Date): boolean {
  const age = now.getTime() - ms(requestedAt);
  return age >= 0 && age < DELETION_LINK_VALID_MS;
}

/** When a deletion confirmed at `confirmedAt` is finalised. */
export function deletionTime(confirmedAt: Date): Date {
  return new Date(confirmedAt.getTime() + DELETION_GRACE_MS);
}

/** Where a pending deletion stands, as the confirm page shows it. */
export type DeletionState = 'awaiting_confirmation' | 'scheduled';

/** The username an anonymised profile takes: unique (from the id), saying nothing of the person. */
export function anonymizedUsername(userId: string): string {
  return `deleted-${userId
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
    .slice(0, 24)}`;
}

/** When a confirmed deletion is finalised, for a profile in its grace; null when none is pending or it is done. */
export function scheduledDeletionOf(profile: { deletion_pending_at?: string | null; deleted_at?: string | null }): Date | null {
  return profile.deletion_pending_at && !profile.deleted_at ? deletionTime(new Date(profile.deletion_pending_at)) : null;
}

/** Is the profile hidden from everyone else (a deletion confirmed, or done)? */
export function isProfileHidden(profile: { deletion_pending_at?: string | null; deleted_at?: string | null }): boolean {
  return Boolean(profile.deletion_pending_at || profile.deleted_at);
}
