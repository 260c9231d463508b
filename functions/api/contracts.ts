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
  /** True while the username is one the system made and the member has not saved their own. */
  username_generated: boolean;
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

/** What any member may see of another: who they are, and that this is all ('Limited View'). */
export interface LimitedMemberSummary {
  limited: true;
  id: string;
  full_name: string | null;
  username: string | null;
  avatar_url: string | null;
}

/**
 * The full profile, for the owner and members with a vouch relationship
 * (spec vouching-and-reputation §6; members/profileAccess.ts decides).
 */
export interface FullMemberSummary {
  limited: false;
  id: string;
  full_name: string | null;
  username: string | null;
  avatar_url: string | null;
  email: string;
  title_description: string | null;
  bio: string | null;
  linkedin_url: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  score: Pick<UserScore, 'total_score' | 'tier' | 'total_vouches'>;
  /** Vouches this member gave (received: score.total_vouches). */
  vouches_given: number;
  /** Has the viewer already vouched for this member? */
  viewer_has_vouched: boolean;
}

/** Answer of GET /api/members/{username}: `limited` says which view it is. */
export type MemberSummary = FullMemberSummary | LimitedMemberSummary;

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

/**
 * One page of the member's own invites (newest first, sorted by status within
 * the page); `stats` counts all of them. `next_cursor` is null on the last page.
 */
export interface InviteList {
  invites: InviteView[];
  stats: { total: number; registered: number; pending: number; expired: number };
  limit: number;
  next_cursor: string | null;
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

/** One page of the super admin's waiting list, newest first; `total` counts them all; `next_cursor` is null on the last page. */
export interface WaitingList {
  entries: WaitingListEntry[];
  total: number;
  next_cursor: string | null;
}

/** Answer of deleting one's own pending invite. */
export interface DeletedInvite {
  deleted: true;
}
