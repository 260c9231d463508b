/**
 * How each API operation behaves as server state on the web, declared once:
 * which operations are cached reads (query hooks) and which are actions
 * (mutation hooks), and what each action does to the cached reads when it
 * succeeds. Hooks come from the route table (apiHooks.ts); this file only
 * says what the table cannot.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { MyProfile } from '#contract/responses';
import { routes, type Route, type RouteId } from '#contract/routes';
import type { ApiInput, ApiOutput } from '../api';

/**
 * GET routes that are checks run on demand rather than state to keep: an invite
 * code checked valid may be redeemed a second later, so its answer is never cached.
 */
export const ON_DEMAND_READS = ['checkInviteCode'] as const satisfies readonly Extract<Route, { method: 'GET' }>['id'][];

/** Operations read through query hooks and kept in the cache. */
export type QueryId = Exclude<Extract<Route, { method: 'GET' }>['id'], (typeof ON_DEMAND_READS)[number]>;
/** Operations run through mutation hooks. */
export type MutationId = Exclude<RouteId, QueryId>;

const readIds = new Set<RouteId>(routes.filter((r) => r.method === 'GET' && !(ON_DEMAND_READS as readonly RouteId[]).includes(r.id)).map((r) => r.id));

export function isQueryId(id: RouteId): id is QueryId {
  return readIds.has(id);
}

/** The cache key of a read: the operation id, then its input when it has one. Invalidating `[id]` hits every input. */
export function apiQueryKey<Id extends QueryId>(id: Id, input?: ApiInput<Id>): QueryKey {
  return input && Object.keys(input).length ? [id, input] : [id];
}

interface Success<Id extends MutationId> {
  client: QueryClient;
  input: ApiInput<Id>;
  output: ApiOutput<Id>;
}
type Effect<Id extends MutationId> = (success: Success<Id>) => Promise<unknown>;

/**
 * Refetches every cached read of `id` (whatever its input). A read already
 * under way is joined, not cancelled and started again: the profile is
 * never fetched twice at once (spec access §4).
 */
const invalidates =
  (id: QueryId, matches?: (data: unknown) => boolean) =>
  ({ client }: { client: QueryClient }) =>
    client.invalidateQueries(
      { queryKey: [id], predicate: matches && ((query) => query.state.data === undefined || matches(query.state.data)) },
      { cancelRefetch: false },
    );

/**
 * The answer is the member's profile after the save: it replaces the cached
 * one without a refetch (a refetch would mark the session loading and
 * unmount the gates that made the save). A profile fetch under way is
 * cancelled first, since it may have been read before the save. Only a
 * cached profile of the same member is replaced; none is created.
 */
export function putProfile(client: QueryClient, profile: MyProfile): void {
  for (const query of client.getQueryCache().findAll({ queryKey: apiQueryKey('getMe') })) {
    if ((query.state.data as MyProfile | undefined)?.id !== profile.id) continue;
    // Cancelling puts the query back as it was before that fetch, at once; the answer goes on top.
    void client.cancelQueries({ queryKey: query.queryKey, exact: true });
    client.setQueryData(query.queryKey, profile);
  }
}
const answersProfile = async ({ client, output }: { client: QueryClient; output: MyProfile }) => putProfile(client, output);

const memberWithId = (id: string) => (data: unknown) => (data as { id?: string }).id === id;

/** The reads a vouch given, edited or deleted changes, whoever it was for. */
const afterVouchChange = [
  invalidates('getMyVouchFor'),
  invalidates('getMe'),
  invalidates('listDirectory'),
  invalidates('getMemberProfile'),
  invalidates('listVouchesReceived'),
  invalidates('listVouchesGiven'),
  invalidates('getMyPortfolio'),
] as const;

/** What each action does to the cache when it succeeds; an action not listed changes no cached read. */
export const afterSuccess: { [Id in MutationId]?: readonly Effect<Id>[] } = {
  updateMe: [answersProfile],
  acceptTerms: [answersProfile],
  saveBirthDate: [answersProfile],
  saveLocation: [answersProfile],
  savePhone: [answersProfile],
  savePurpose: [answersProfile],
  saveEmailPreferences: [answersProfile],
  // The answer is the profile with the new avatar_url (the top bar's avatar reads it too).
  saveAvatar: [answersProfile],
  // The profile counts the member's invites (invite_count).
  createInvite: [invalidates('listMyInvites'), invalidates('getMe')],
  deleteInvite: [invalidates('listMyInvites'), invalidates('getMe')],
  // The vouchee's card (score, "you have vouched"), the voucher's own vouch for them, their profile (vouches_given),
  // and what shows vouches elsewhere: the directory's cards ('Update Vouch', counts), the profile dialog, the vouch lists.
  createVouch: [({ client, input }) => invalidates('getMember', memberWithId(input.vouchee_id))({ client }), ...afterVouchChange],
  updateVouch: [({ client, input }) => invalidates('getMember', memberWithId(input.voucheeId))({ client }), ...afterVouchChange],
  deleteVouch: [({ client, input }) => invalidates('getMember', memberWithId(input.voucheeId))({ client }), ...afterVouchChange],
  // It creates one of the member's invites (listed with the others, counted in the profile's invite_count).
  createOffPlatformVouch: [invalidates('listMyInvites'), invalidates('getMe')],
  // The composer's e-mail carries a new invite of the member's.
  sendShareEmail: [invalidates('listMyInvites'), invalidates('getMe')],
  joinWaitingList: [invalidates('listWaitingList')],
  createTestimonial: [invalidates('listTestimonials')],
  // The list of people with access and the search's "has access" marks.
  grantViewPermission: [invalidates('listViewPermissions'), invalidates('searchViewCandidates')],
  revokeViewPermission: [invalidates('listViewPermissions'), invalidates('searchViewCandidates')],
  // The member's history and the admin's list (and its counts).
  submitFeedback: [invalidates('listMyFeedback'), invalidates('listAllFeedback')],
  updateFeedbackStatus: [invalidates('listAllFeedback')],
  inviteWaitingListEntry: [invalidates('listWaitingList')],
  // The answer is the profile with is_phone_verified set.
  confirmPhoneCode: [answersProfile],
  // The link may be opened by the signed-in member: their profile now says verified.
  confirmEmailVerification: [invalidates('getMe')],
  // The bell's list and its unread count.
  markNotificationRead: [invalidates('listNotifications')],
  markAllNotificationsRead: [invalidates('listNotifications')],
};
