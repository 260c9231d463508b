/** Other members' profiles, the directory and the vouch lists. */
import { directoryQuerySchema, vouchListQuerySchema } from '#domain/directory';
import * as z from 'zod';
import { isoTime, scoreSummarySchema, scoreTierSchema, userScoreSchema } from '../responses';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

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
  score: scoreSummarySchema,
  /** Vouches this member gave (received: score.total_vouches). */
  vouches_given: z.number().int().nonnegative(),
  /** Has the viewer already vouched for this member? */
  viewer_has_vouched: z.boolean(),
});
export type FullMemberSummary = z.infer<typeof fullMemberSummarySchema>;

/** Answer of GET /api/members/{username}: `limited` says which view it is. */
export const memberSummarySchema = z.discriminatedUnion('limited', [fullMemberSummarySchema, limitedMemberSummarySchema]);
export type MemberSummary = z.infer<typeof memberSummarySchema>;

const cardScoreSchema = scoreSummarySchema;

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
  score: scoreTierSchema,
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

export const membersRoutes = [
  // A member by username or, failing that, by id (a vouch link's ?user= may carry either, spec §2).
  { id: 'getMember', method: 'GET', path: '/api/members/{username}', access: 'member', feature: 'members', response: memberSummarySchema },
  // The directory and Vouch Now: filters, sorts, word-prefix search, 50 per page (docs/decisions.md "Directory").
  {
    id: 'listDirectory',
    method: 'GET',
    path: '/api/directory',
    access: 'member',
    feature: 'members',
    query: directoryQuerySchema,
    ratePerMinute: 60,
    response: directoryPageSchema,
  },
  // The member profile dialog: full access only (members/profileAccess.ts).
  { id: 'getMemberProfile', method: 'GET', path: '/api/profiles/{userId}', access: 'member', feature: 'members', response: memberProfileSchema },
  // Vouch lists: any member may read anyone's (spec §6).
  {
    id: 'listVouchesReceived',
    method: 'GET',
    path: '/api/profiles/{userId}/vouches-received',
    access: 'member',
    feature: 'members',
    query: vouchListQuerySchema,
    ratePerMinute: 120,
    response: vouchListPageSchema,
  },
  {
    id: 'listVouchesGiven',
    method: 'GET',
    path: '/api/profiles/{userId}/vouches-given',
    access: 'member',
    feature: 'members',
    query: vouchListQuerySchema,
    ratePerMinute: 120,
    response: vouchListPageSchema,
  },
] as const satisfies readonly RouteDef[];

/** The authorisation matrix's rows (accessMatrix.ts): what each role's request is and earns. */
export const membersAccess = {
  getMember: { request: (role, fx) => ({ params: { username: fx.counterpart(role).username } }), allowed: 200 },
  listDirectory: { request: () => ({}), allowed: 200 },
  // Each role opens its own profile dialog (the owner always has full access; another's needs a relationship).
  getMemberProfile: {
    request: (role, fx) => ({ params: { userId: fx.caller(role, 'getMemberProfile')?.userId ?? fx.callers.member.userId } }),
    allowed: 200,
  },
  // Any member may read anyone's vouch lists (spec §6).
  listVouchesReceived: { request: (role, fx) => ({ params: { userId: fx.counterpart(role).userId } }), allowed: 200 },
  listVouchesGiven: { request: (role, fx) => ({ params: { userId: fx.counterpart(role).userId } }), allowed: 200 },
} satisfies AccessRows<typeof membersRoutes>;
