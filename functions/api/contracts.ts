/**
 * Response shapes of the API, shared by handlers and the web client.
 * Errors are always `{ error: { code, message, fields? } }`.
 */
import type { InviteChannel, InviteStatus } from '../domain/invites';
import type { UserScore } from '../domain/scoring';

export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'invite_limit'
  | 'rate_limited'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'internal';

export interface ApiError {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

/** The signed-in member's own profile. The birth date itself is never returned. */
export interface MyProfile {
  id: string;
  email: string;
  email_verified: boolean;
  full_name: string | null;
  username: string | null;
  avatar_url: string | null;
  bio: string | null;
  title_description: string | null;
  linkedin_url: string | null;
  is_super_admin: boolean;
  has_birth_date: boolean;
  /** True once a birth date of 13 or more years ago is on file. */
  is_13_plus: boolean;
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
  score: UserScore;
  vouches_given: number;
  invite_count: number;
}

/** What any member may see of another. */
export interface MemberSummary {
  id: string;
  full_name: string | null;
  username: string | null;
  avatar_url: string | null;
  title_description: string | null;
  bio: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  score: Pick<UserScore, 'total_score' | 'tier' | 'total_vouches'>;
  /** Has the viewer already vouched for this member? */
  viewer_has_vouched: boolean;
}

export interface InviteView {
  id: string;
  invite_code: string;
  channel: InviteChannel;
  invitee_email: string | null;
  invite_expires_at: string;
  redeemed_user_id: string | null;
  redeemed_at: string | null;
  /** Name of the member who redeemed it, when there is one. */
  redeemed_by: string | null;
  created_at: string;
  status: InviteStatus;
}

export interface InviteList {
  invites: InviteView[];
  stats: { total: number; registered: number; pending: number; expired: number };
  limit: number;
}

export interface InviteCodeCheck {
  valid: true;
  code: string;
}

export interface VouchView {
  id: string;
  voucher_id: string;
  vouchee_id: string;
  message: string;
  attributes: Record<string, true>;
  first_met_year: number;
  first_met_month: null;
  interaction_frequency: string;
  relationship_category: string;
  relationship_context: string;
  character_confidence: number;
  points: number;
  created_at: string;
}

export interface CreatedVouch {
  vouch: VouchView;
  /** The receiver's score after this vouch. */
  vouchee_score: UserScore;
}

export interface WaitingListEntry {
  id: string;
  name: string;
  email: string;
  vouch_seeker_type: string | null;
  created_at: string;
}

/** The super admin's waiting list, newest first (at most 500 entries; `total` counts them all). */
export interface WaitingList {
  entries: WaitingListEntry[];
  total: number;
}

/** Answer of deleting one's own pending invite. */
export interface DeletedInvite {
  deleted: true;
}
