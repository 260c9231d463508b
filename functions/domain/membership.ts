/**
 * The ID token claim PreTokenGeneration sets to "true" once the account has
 * a profile (functions/triggers/preTokenGeneration.ts): a signed-in account
 * is not a member until then (docs/decisions.md).
 */
export const MEMBER_CLAIM = 'vouched_member';
