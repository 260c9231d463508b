/** The shapes of the items the store writes (keys excluded). */
import type { InviteChannel } from '../domain/invites';
import type { UserScore } from '../domain/scoring';
import type { VouchView } from '../api/contracts';

export interface ProfileRecord {
  id: string;
  email: string;
  email_verified: boolean;
  full_name: string | null;
  /** Always lower case; unique through its guard item. */
  username: string;
  /**
   * True while the username is one the system made up and the member has not
   * chosen; their own profile save clears it. Items written before the flag
   * existed lack it and read as chosen (docs/data-model.md, migration note).
   */
  username_generated?: boolean;
  avatar_url: string | null;
  bio: string | null;
  title_description: string | null;
  linkedin_url: string | null;
  is_super_admin: boolean;
  /** KMS ciphertext, base64; never leaves the server. */
  birth_date_encrypted: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  location_completed: boolean;
  phone: string | null;
  is_phone_verified: boolean;
  join_intent: string[];
  vouch_seeker_type: string[];
  my_motivation: string | null;
  terms_accepted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ScoreRecord extends UserScore {
  user_id: string;
  /** Optimistic concurrency: every write of the score conditions on the version it read. */
  version: number;
}

export interface InviteRecord {
  /** The code doubles as the id: it is unique by key and the owner already sees it. */
  id: string;
  invite_code: string;
  inviter_user_id: string;
  channel: InviteChannel;
  invitee_email: string | null;
  invite_expires_at: string;
  redeemed_user_id: string | null;
  redeemed_at: string | null;
  registered: boolean;
  created_at: string;
  /** Set by PreSignUp: the e-mail that holds the code until its sign-up is confirmed. */
  reserved_email?: string | null;
  reserved_until?: string | null;
  /** Set by the nightly job once the expiry has passed unredeemed. */
  expired_at?: string | null;
}

/** A vouch is stored exactly as the API shows it (its message already sanitized); one shape, defined with the API's. */
export type VouchRecord = VouchView;

export interface WaitingListRecord {
  id: string;
  name: string;
  email: string;
  vouch_seeker_type: string | null;
  created_at: string;
}

/** Strips the table's key attributes from an item read back. */
export function withoutKeys<T>(item: Record<string, unknown>): T {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g2, expiresAt: _ttl, ...rest } = item;
  return rest as T;
}
