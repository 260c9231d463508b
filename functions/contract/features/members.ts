/** Other members' profiles, the directory and the vouch lists. */
import { directoryQuerySchema, vouchListQuerySchema } from '#domain/directory';
import { directoryPageSchema, memberProfileSchema, memberSummarySchema, vouchListPageSchema } from '../responses';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

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
