/**
 * View permissions (spec access-and-accounts §4 and §8, vouching §3 and §7):
 * the limits and texts the profile edit page and the API share.
 */
import * as z from 'zod/mini';
import { EMAIL_MAX } from './validation';

/** The member search for granting starts after this pause in typing. */
export const VIEW_SEARCH_DEBOUNCE_MS = 700;
/** At most this many members answer one search. */
export const VIEW_SEARCH_MAX_RESULTS = 10;
/** Longest id a member can have (ids are UUIDs); anything longer names no one and is not looked up. */
export const MEMBER_ID_MAX = 64;

export const VIEW_PERMISSION_TEXTS = {
  searchFailed: 'Failed to search users',
  loadFailed: 'Failed to load view permissions',
  alreadyGrantedTitle: 'Already Granted',
  alreadyGranted: (name: string) => `${name} already has view access to your profile`,
  grantFailed: 'Failed to grant view access',
  granted: 'Access Granted',
  revoked: 'Access Revoked',
  revokeFailed: 'Failed to revoke view access',
} as const;

const SEARCH_REQUIRED = 'Please enter a name, username or e-mail';

/** ?q= of the member search: a name, a username or an e-mail, at most as long as an e-mail. */
export const viewSearchQuerySchema = z.object({
  q: z.pipe(
    z.pipe(
      z.string().check(z.maxLength(EMAIL_MAX, { message: `Search terms are at most ${EMAIL_MAX} characters`, abort: true })),
      z.transform((q: string) => q.trim()),
    ),
    z.string().check(z.minLength(1, SEARCH_REQUIRED)),
  ),
});

export const grantViewPermissionSchema = z.object({
  viewer_id: z.string().check(z.minLength(1, 'Please choose a member'), z.maxLength(MEMBER_ID_MAX, 'Please choose a member')),
});
export type GrantViewPermissionInput = z.infer<typeof grantViewPermissionSchema>;
