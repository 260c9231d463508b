/** The vouch-list page's kind from its address, and its error texts in the spec's words (§8, each shown with Try Again). */
export type ListType = 'by' | 'for';

export const INVALID_PAGE_TYPE = 'Invalid page type';
export const MISSING_USER = 'Missing user information';

/** /vouches-by… lists who vouched for the member, /vouches-for… whom they vouched for; anything else is no list. */
export function listTypeOf(pathname: string): ListType | null {
  if (/^\/vouches-by(\/|$)/.test(pathname)) return 'by';
  if (/^\/vouches-for(\/|$)/.test(pathname)) return 'for';
  return null;
}

/**
 * One request answers both the member's profile and their vouches, so the
 * status says which part failed: no such member (404), the member's profile
 * refused or unreadable (other 4xx), the vouches (5xx), or no answer at all.
 */
export function vouchListErrorText(error: Error & { status?: number }): string {
  const status = error.status ?? 0;
  if (status === 404) return 'User profile not found';
  if (status >= 400 && status < 500) return `Failed to load user profile: ${error.message}`;
  if (status >= 500) return `Failed to load vouches: ${error.message}`;
  return `An unexpected error occurred: ${error.message}`;
}
