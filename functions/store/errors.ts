/**
 * What a store write can refuse, in the store's own words. The API maps
 * these to HTTP answers; the triggers to Cognito messages. A refusal means
 * nothing was written.
 */
export type StoreRefusal =
  | 'username_taken'
  | 'email_taken'
  | 'profile_exists'
  | 'profile_missing'
  | 'vouchee_missing'
  | 'duplicate_vouch'
  | 'self_vouch'
  /** An edit or deletion of a vouch that another edit or deletion changed since it was read. */
  | 'vouch_changed'
  | 'invite_limit'
  | 'invite_missing'
  | 'invite_unavailable'
  /** A sign-up's code that was never redeemed but whose time ran out (told apart from a wrong or used one). */
  | 'invite_expired'
  | 'invite_not_pending'
  /** A view permission the owner already gave (active), or gave themself. */
  | 'permission_exists'
  | 'self_permission'
  /** No active view permission to revoke. */
  | 'permission_missing'
  /** An off-platform vouch from this member to this e-mail is still pending. */
  | 'duplicate_pending_vouch'
  /** The member sent as many composer e-mails today as the daily cap allows. */
  | 'daily_mail_cap'
  /** A deletion was requested under 5 minutes ago. */
  | 'deletion_recent'
  /** The deletion is confirmed and waits out its grace: nothing to request again. */
  | 'deletion_scheduled'
  /** No pending deletion matches this token (unknown, replaced, expired, cancelled or done). */
  | 'deletion_token_invalid'
  /** No notification of the member's with this id (another member's reads the same: not there). */
  | 'notification_missing'
  /** The member already has a pending data access request. */
  | 'data_request_pending'
  /** A waiting-list entry a super admin invited already. */
  | 'already_invited'
  /** The phone code read was changed (a new code, a guess, a use) or its phone left the profile before this write. */
  | 'phone_code_changed'
  /** No e-mail verification token matches, or it expired, or it was used. */
  | 'email_token_invalid';

export class StoreRefused extends Error {
  constructor(readonly refusal: StoreRefusal) {
    super(`store refused: ${refusal}`);
    this.name = 'StoreRefused';
  }
}

export function isRefusal(error: unknown, refusal?: StoreRefusal): error is StoreRefused {
  return error instanceof StoreRefused && (!refusal || error.refusal === refusal);
}
