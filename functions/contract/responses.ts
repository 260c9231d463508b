/**
 * What each API operation answers, as zod schemas: the route table
 * (routes.ts) names one per route, the operations are typed by them, every
 * integration test checks each answer against them, and the web client
 * takes its types from them. Objects are strict, so a field that is not
 * part of the contract (a stored secret, say) makes the answer fail its check.
 *
 * Errors are always `{ error: { code, message, fields? } }`.
 *
 * This module is imported by the browser bundle: pure schemas only.
 */
import * as z from 'zod';
import { INVITE_CHANNELS, type InviteStatus } from '#domain/invites';
import { TIERS, type TierName } from '#domain/tiers';
import { NOTIFICATION_TYPES } from '#domain/notifications';

export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'invite_limit',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'feed_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.strictObject({
  error: z.strictObject({ code: z.enum(ERROR_CODES), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

const isoTime = z.iso.datetime({ offset: true });
const tierName = z.enum(TIERS.map((t) => t.name) as [TierName, ...TierName[]]);
const INVITE_STATUSES = ['accepted', 'expired', 'pending'] as const satisfies readonly InviteStatus[];

/** A member's aggregate score (domain/scoring.ts UserScore). */
export const userScoreSchema = z.strictObject({
  total_score: z.number(),
  tier: tierName,
  total_vouches: z.number().int().nonnegative(),
  core_character_score: z.number(),
  interpersonal_skills_score: z.number(),
  leadership_qualities_score: z.number(),
  awareness_eq_score: z.number(),
  thinking_style_score: z.number(),
  creative_thinking_score: z.number(),
  attribute_breakdown: z.record(z.string(), z.number()),
});

/** The signed-in member's own profile. The birth date itself is never returned. */
export const myProfileSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  full_name: z.string().nullable(),
  username: z.string().nullable(),
  /** True while the username is one the system made and the member has not saved their own. */
  username_generated: z.boolean(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
  title_description: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  is_super_admin: z.boolean(),
  has_birth_date: z.boolean(),
  /** True once a birth date of 13 or more years ago is on file. */
  is_13_plus: z.boolean(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  location_completed: z.boolean(),
  phone: z.string().nullable(),
  is_phone_verified: z.boolean(),
  join_intent: z.array(z.string()),
  vouch_seeker_type: z.array(z.string()),
  my_motivation: z.string().nullable(),
  /** Beyond the spec: is the member e-mailed when someone vouches for them? */
  vouch_emails: z.boolean(),
  terms_accepted_at: isoTime.nullable(),
  created_at: isoTime,
  updated_at: isoTime,
  score: userScoreSchema,
  vouches_given: z.number().int().nonnegative(),
  invite_count: z.number().int().nonnegative(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

/** What any member may see of another: who they are, and that this is all ('Limited View'). */
export const limitedMemberSummarySchema = z.strictObject({
  limited: z.literal(true),
  id: z.string(),
  full_name: z.string().nullable(),
  username: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type LimitedMemberSummary = z.infer<typeof limitedMemberSummarySchema>;

/**
 * The full profile, for the owner, members with a vouch relationship and
 * members holding an active view permission (spec vouching-and-reputation §6;
 * members/profileAccess.ts decides).
 */
export const fullMemberSummarySchema = z.strictObject({
  limited: z.literal(false),
  id: z.string(),
  full_name: z.string().nullable(),
  username: z.string().nullable(),
  avatar_url: z.string().nullable(),
  email: z.string(),
  title_description: z.string().nullable(),
  bio: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  score: userScoreSchema.pick({ total_score: true, tier: true, total_vouches: true }),
  /** Vouches this member gave (received: score.total_vouches). */
  vouches_given: z.number().int().nonnegative(),
  /** Has the viewer already vouched for this member? */
  viewer_has_vouched: z.boolean(),
});
export type FullMemberSummary = z.infer<typeof fullMemberSummarySchema>;

/** Answer of GET /api/members/{username}: `limited` says which view it is. */
export const memberSummarySchema = z.discriminatedUnion('limited', [fullMemberSummarySchema, limitedMemberSummarySchema]);
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const inviteViewSchema = z.strictObject({
  id: z.string(),
  invite_code: z.string(),
  channel: z.enum(INVITE_CHANNELS),
  invitee_email: z.string().nullable(),
  invite_expires_at: isoTime,
  redeemed_user_id: z.string().nullable(),
  redeemed_at: isoTime.nullable(),
  /** Name of the member who redeemed it, when there is one. */
  redeemed_by: z.string().nullable(),
  created_at: isoTime,
  status: z.enum(INVITE_STATUSES),
});
export type InviteView = z.infer<typeof inviteViewSchema>;

/**
 * One page of the member's own invites (newest first, sorted by status within
 * the page); `stats` counts all of them. `next_cursor` is null on the last page.
 */
export const inviteListSchema = z.strictObject({
  invites: z.array(inviteViewSchema),
  stats: z.strictObject({ total: z.number().int(), registered: z.number().int(), pending: z.number().int(), expired: z.number().int() }),
  limit: z.number().int().positive(),
  next_cursor: z.string().nullable(),
});
export type InviteList = z.infer<typeof inviteListSchema>;

export const inviteCodeCheckSchema = z.strictObject({ valid: z.literal(true), code: z.string() });
export type InviteCodeCheck = z.infer<typeof inviteCodeCheckSchema>;

export const vouchViewSchema = z.strictObject({
  id: z.string(),
  voucher_id: z.string(),
  vouchee_id: z.string(),
  /** Sanitized HTML (functions/api/richText.ts). */
  message: z.string(),
  attributes: z.record(z.string(), z.literal(true)),
  first_met_year: z.number().int(),
  first_met_month: z.null(),
  interaction_frequency: z.string(),
  relationship_category: z.string(),
  relationship_context: z.string(),
  character_confidence: z.number(),
  points: z.number(),
  created_at: isoTime,
});
export type VouchView = z.infer<typeof vouchViewSchema>;

export const createdVouchSchema = z.strictObject({
  vouch: vouchViewSchema,
  /** The receiver's score after this vouch. */
  vouchee_score: userScoreSchema,
});
export type CreatedVouch = z.infer<typeof createdVouchSchema>;

export const deletedVouchSchema = z.strictObject({
  /** The receiver's score without this vouch. */
  vouchee_score: userScoreSchema,
});
export type DeletedVouch = z.infer<typeof deletedVouchSchema>;
/**
 * An off-platform vouch as sent: the pending vouch (no vouchee until the
 * invitee signs up), its invite, and whether the invitation e-mail went out
 * (false: the vouch and invite are kept, the web says 'Vouch created but email failed').
 */
export const offPlatformVouchCreatedSchema = z.strictObject({
  pending_vouch: z.strictObject({
    id: z.string(),
    pending_name: z.string(),
    pending_email: z.string(),
    pending_invite_code: z.string(),
    attributes: z.record(z.string(), z.literal(true)),
    points: z.number(),
    created_at: isoTime,
  }),
  invite: inviteViewSchema,
  email_sent: z.boolean(),
});
export type OffPlatformVouchCreated = z.infer<typeof offPlatformVouchCreatedSchema>;

/** A composer e-mail sent: the invite it carries, and today's count against the daily cap. */
export const shareEmailSentSchema = z.strictObject({
  invite: inviteViewSchema,
  emails_sent_today: z.number().int().nonnegative(),
  daily_cap: z.number().int().positive(),
});
export type ShareEmailSent = z.infer<typeof shareEmailSentSchema>;

export const waitingListEntrySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  vouch_seeker_type: z.string().nullable(),
  created_at: isoTime,
  /** When a super admin invited them (admin list only; null until then). */
  invited_at: isoTime.nullable(),
});
export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;

/** One page of the super admin's waiting list, newest first; `total` counts them all; `next_cursor` is null on the last page. */
export const waitingListPageSchema = z.strictObject({
  entries: z.array(waitingListEntrySchema),
  total: z.number().int().nonnegative(),
  next_cursor: z.string().nullable(),
});
export type WaitingList = z.infer<typeof waitingListPageSchema>;

/** Answer of deleting one's own pending invite. */
export const deletedInviteSchema = z.strictObject({ deleted: z.literal(true) });
export type DeletedInvite = z.infer<typeof deletedInviteSchema>;

/** Who a view permission is for, as its owner sees them: who they are, never their e-mail. */
export const permissionViewerSchema = z.strictObject({
  id: z.string(),
  full_name: z.string().nullable(),
  username: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type PermissionViewer = z.infer<typeof permissionViewerSchema>;

/** One active view permission of the signed-in member; `id` is the viewer's id (one permission per viewer). */
export const viewPermissionViewSchema = z.strictObject({
  id: z.string(),
  viewer: permissionViewerSchema,
  granted_at: isoTime,
});
export type ViewPermissionView = z.infer<typeof viewPermissionViewSchema>;

/** The signed-in member's active view permissions, newest grant first. */
export const viewPermissionListSchema = z.strictObject({ permissions: z.array(viewPermissionViewSchema) });
export type ViewPermissionList = z.infer<typeof viewPermissionListSchema>;

/** Members found for granting view access (at most 10); `has_access` marks those already holding an active permission. */
export const viewCandidateListSchema = z.strictObject({
  members: z.array(
    z.strictObject({
      id: z.string(),
      full_name: z.string().nullable(),
      username: z.string().nullable(),
      avatar_url: z.string().nullable(),
      has_access: z.boolean(),
    }),
  ),
});
export type ViewCandidateList = z.infer<typeof viewCandidateListSchema>;

/** Answer of revoking a view permission. */
export const revokedViewPermissionSchema = z.strictObject({ revoked: z.literal(true) });
const cardScoreSchema = userScoreSchema.pick({ total_score: true, tier: true, total_vouches: true });

/**
 * A member on a directory / Vouch Now card, with full access (spec §2
 * 'Member directory'): the count links, the tier, and the vouch relationship
 * that picks 'Vouch Now' or 'Update Vouch'.
 */
export const fullMemberCardSchema = z.strictObject({
  limited: z.literal(false),
  id: z.string(),
  username: z.string().nullable(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  title_description: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  /** total_vouches is the number received. */
  score: cardScoreSchema,
  vouches_given: z.number().int().nonnegative(),
  /** The viewer vouched for this member (spec: hasVouchedFor). */
  has_vouched_for: z.boolean(),
  /** This member vouched for the viewer (spec: theyVouchedForMe). */
  they_vouched_for_me: z.boolean(),
});

/** A card without full access ('Limited View'): who they are, and whether the viewer vouched (never, in practice). */
export const limitedMemberCardSchema = z.strictObject({
  limited: z.literal(true),
  id: z.string(),
  username: z.string().nullable(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  has_vouched_for: z.boolean(),
});

export const memberCardSchema = z.discriminatedUnion('limited', [fullMemberCardSchema, limitedMemberCardSchema]);
export type MemberCard = z.infer<typeof memberCardSchema>;

/**
 * One page of the directory. `total` is how many members the list holds
 * (the viewer left out), null while searching (a search is not counted:
 * that would read every match).
 */
export const directoryPageSchema = z.strictObject({
  members: z.array(memberCardSchema),
  total: z.number().int().nonnegative().nullable(),
  next_cursor: z.string().nullable(),
  /**
   * Only on a relationship tab sorted by points or vouches whose member has
   * more relationships than the order covers (RELATIONSHIP_SORT_MAX): the
   * order ranks their newest this many (docs/decisions.md).
   */
  sorted_among_newest: z.number().int().positive().optional(),
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

/** The other party of a vouch on a vouch-list card (spec §2 'Vouch-list pages'), to a viewer with full access to them. */
export const fullVouchPartySchema = z.strictObject({
  limited: z.literal(false),
  id: z.string(),
  username: z.string().nullable(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  score: userScoreSchema.pick({ total_score: true, tier: true }),
});

/** The other party as everyone else sees them ('Limited View': domain/profileVisibility.ts memberView). */
export const vouchPartySchema = z.discriminatedUnion('limited', [fullVouchPartySchema, limitedMemberSummarySchema]);
export type VouchParty = z.infer<typeof vouchPartySchema>;

export const vouchListItemSchema = z.strictObject({
  id: z.string(),
  /** The voucher on a received list, the vouchee on a given list. */
  member: vouchPartySchema,
  attributes: z.array(z.string()),
  /** Sanitized HTML, as stored. */
  message: z.string(),
  points: z.number(),
  created_at: isoTime,
});
export type VouchListItem = z.infer<typeof vouchListItemSchema>;

/** One page of a member's received or given vouches, newest first. */
export const vouchListPageSchema = z.strictObject({
  owner: z.strictObject({ id: z.string(), username: z.string().nullable(), full_name: z.string().nullable() }),
  /** How many there are in all (received: score.total_vouches; given: the member's count). */
  total: z.number().int().nonnegative(),
  vouches: z.array(vouchListItemSchema),
  next_cursor: z.string().nullable(),
});
export type VouchListPage = z.infer<typeof vouchListPageSchema>;

/** The member profile dialog's Profile tab (spec §2 'Member profile dialog'), full access only. */
export const memberProfileSchema = z.strictObject({
  id: z.string(),
  username: z.string().nullable(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  title_description: z.string().nullable(),
  bio: z.string().nullable(),
  my_motivation: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  score: userScoreSchema,
  vouches_received: z.number().int().nonnegative(),
  vouches_given: z.number().int().nonnegative(),
  viewer_has_vouched: z.boolean(),
  recent_vouches: z.array(
    z.strictObject({
      id: z.string(),
      voucher: z.strictObject({
        id: z.string(),
        username: z.string().nullable(),
        full_name: z.string().nullable(),
        avatar_url: z.string().nullable(),
      }),
      message: z.string(),
      attributes: z.array(z.string()),
      created_at: isoTime,
    }),
  ),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** One vouch detail of the transcript. */
const transcriptVouchSchema = z.strictObject({
  id: z.string(),
  /** The voucher, with the e-mail the spec shows on the transcript. */
  voucher: z.strictObject({
    id: z.string(),
    username: z.string().nullable(),
    full_name: z.string().nullable(),
    email: z.string().nullable(),
    avatar_url: z.string().nullable(),
  }),
  /** Sanitized HTML, as stored. */
  message: z.string(),
  attributes: z.array(z.string()),
  relationship_category: z.string(),
  relationship_context: z.string(),
  interaction_frequency: z.string(),
  first_met_year: z.number().int(),
  character_confidence: z.number(),
  points: z.number(),
  created_at: isoTime,
});

/**
 * The signed-in member's own Character Transcript (spec §2 'Character
 * transcript'): who they are, their score, the summary over every vouch
 * received (domain/transcript.ts), and the details of the newest vouches
 * (at most TRANSCRIPT_VOUCHES_MAX, the rest by `next_cursor`; `total` counts all). Only ever the caller's own.
 */
export const transcriptSchema = z.strictObject({
  owner: z.strictObject({
    id: z.string(),
    username: z.string().nullable(),
    full_name: z.string().nullable(),
    email: z.string(),
    avatar_url: z.string().nullable(),
    title_description: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string().nullable(),
  }),
  score: userScoreSchema.pick({ total_score: true, tier: true, total_vouches: true }),
  summary: z.strictObject({
    top_traits: z.array(z.strictObject({ name: z.string(), count: z.number().int().positive() })),
    contexts: z.array(z.string()),
    categories: z.array(z.strictObject({ key: z.string(), label: z.string(), count: z.number().int().positive() })),
  }),
  /** How many vouches the member received in all. */
  total: z.number().int().nonnegative(),
  vouches: z.array(transcriptVouchSchema),
  /** More vouch details after these (listMyTranscriptVouches), or null. */
  next_cursor: z.string().nullable(),
});
export type Transcript = z.infer<typeof transcriptSchema>;
/** The vouch details after the transcript's first TRANSCRIPT_VOUCHES_MAX, a page at a time (newest first). */
export const transcriptVouchPageSchema = z.strictObject({ vouches: z.array(transcriptVouchSchema), next_cursor: z.string().nullable() });
/** A post of the newsletter's feed as the blog shows it; `pub_date` ISO (null when the feed's date was unreadable). */
export const blogPostSchema = z.strictObject({
  title: z.string(),
  link: z.string(),
  pub_date: isoTime.nullable(),
  excerpt: z.string(),
});
export type BlogPostView = z.infer<typeof blogPostSchema>;

/** The blog: the cached posts, newest first, and when the feed was last read. */
export const blogPostsSchema = z.strictObject({
  posts: z.array(blogPostSchema),
  fetched_at: isoTime,
});
export type BlogPosts = z.infer<typeof blogPostsSchema>;

/** A testimonial, as its writer and the admins see it. */
export const testimonialViewSchema = z.strictObject({
  id: z.string(),
  user_id: z.string().nullable(),
  name: z.string(),
  content: z.string(),
  is_approved: z.boolean(),
  created_at: isoTime,
});
export type TestimonialView = z.infer<typeof testimonialViewSchema>;

/** One page of testimonials for the admin dashboard, newest first; `next_cursor` is null on the last page. */
export const testimonialsPageSchema = z.strictObject({
  testimonials: z.array(testimonialViewSchema),
  next_cursor: z.string().nullable(),
});
export type TestimonialsPage = z.infer<typeof testimonialsPageSchema>;
/** My Vouch Portfolio's Analytics tab (GET /api/me/portfolio): read from the member's aggregates, never from their vouches. */
export const portfolioSchema = z.strictObject({
  total_score: z.number(),
  tier: tierName,
  vouches_received: z.number().int().nonnegative(),
  vouches_given: z.number().int().nonnegative(),
  /** Points per category, the six in order, then Other. */
  categories: z.array(z.strictObject({ key: z.string(), label: z.string(), points: z.number() })),
  /** The top 10 attributes by points (the donut takes the first 6). */
  top_attributes: z.array(z.strictObject({ name: z.string(), points: z.number(), category: z.string(), category_points: z.number() })),
  /** Score over time: one point per UTC day with a vouch, oldest first, with the running total. */
  score_series: z.array(z.strictObject({ day: z.iso.date(), points: z.number(), score: z.number() })),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
/** Answer of requesting one's account deletion: the link is on its way by e-mail. */
export const deletionRequestedSchema = z.strictObject({ requested_at: isoTime });
export type DeletionRequested = z.infer<typeof deletionRequestedSchema>;

/** Where the deletion a link names stands: waiting for the final confirmation, or confirmed and finalised at delete_at. */
export const deletionStatusSchema = z.strictObject({
  state: z.enum(['awaiting_confirmation', 'scheduled']),
  delete_at: isoTime.nullable(),
});
export type DeletionStatus = z.infer<typeof deletionStatusSchema>;

/** Answer of Cancel Deletion: the request is gone and the account is as it was. */
export const deletionCancelledSchema = z.strictObject({ cancelled: z.literal(true) });
export type DeletionCancelled = z.infer<typeof deletionCancelledSchema>;

/** One notification of the signed-in member (spec: notifications). */
export const notificationViewSchema = z.strictObject({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: isoTime,
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

/** The bell: the 20 newest, newest first, and how many are unread (counted up to 100: the badge shows 99+ above 99). */
export const notificationListSchema = z.strictObject({
  notifications: z.array(notificationViewSchema),
  unread_count: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationReadSchema = z.strictObject({ read: z.literal(true) });
export const notificationsAllReadSchema = z.strictObject({ marked: z.number().int().min(0) });

/** A data access request as its maker sees it (spec: data_access_requests). */
export const dataRequestViewSchema = z.strictObject({
  id: z.string(),
  user_handle: z.string(),
  request_reason: z.string(),
  status: z.enum(['pending', 'done', 'failed']),
  created_at: isoTime,
});
export type DataRequestView = z.infer<typeof dataRequestViewSchema>;
/** A phone verification code was sent (the page shows the masked number and counts down from expires_in_seconds). */
export const phoneCodeSentSchema = z.strictObject({
  phone_masked: z.string(),
  expires_in_seconds: z.number().int().nonnegative(),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

/** An e-mail verification link was sent to the member's address. */
export const emailLinkSentSchema = z.strictObject({ email: z.string() });
/** A Google or LinkedIn account that redeemed its invite: now a member, with the username it starts with. */
export const accountEnrolledSchema = z.strictObject({ id: z.string(), username: z.string() });

/** The e-mail verification link worked. */
export const emailVerifiedSchema = z.strictObject({ verified: z.literal(true) });

/** The member's own recent sign-ins (the security audit log's login_success entries), newest first. */
export const signInsSchema = z.strictObject({
  sign_ins: z.array(z.strictObject({ at: isoTime, provider: z.string(), country: z.string().nullable() })),
});
/** The country of the caller's current sign-in by its address (ISO 3166-1 alpha-2), or null when it has none (IPv6, private). */
export const signInPlaceSchema = z.strictObject({ country: z.string().nullable() });
export type SignIns = z.infer<typeof signInsSchema>;

/** The presigned POST form for one avatar upload (the bucket's policy: this key, image/jpeg, at most 2 MB). */
export const avatarUploadFormSchema = z.strictObject({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  /** What to pass back to saveAvatar once the upload succeeded. */
  key: z.string(),
});
