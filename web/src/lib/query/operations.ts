/**
 * How each API operation behaves as server state on the web, declared once:
 * which operations are cached reads (query hooks) and which are actions
 * (mutation hooks), and what each action does to the cached reads when it
 * succeeds. Hooks come from the route table (apiHooks.ts), and so do the
 * effects: each route declares the reads it changes (RouteDef `changes`,
 * `answers`) beside its other terms, so a new route edits no central list;
 * this file turns the declarations into cache work and type-checks them.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { MyProfile } from '#contract/responses';
import type { RouteDef } from '#contract/routeDef';
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

const readIds = new Set<RouteId>(
  routes.filter((r) => r.method === 'GET' && !(ON_DEMAND_READS as readonly RouteId[]).includes(r.id)).map((r) => r.id),
);

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

/** What the route table declares a write changes (RouteDef changes), one entry per read. */
type DeclaredChange<R> = R extends { changes: readonly (infer C)[] } ? C : never;
type ChangedRead = Extract<DeclaredChange<Route>, string> | Extract<DeclaredChange<Route>, { read: string }>['read'];
/** A route may declare changes to cached reads only: a typo or an on-demand read fails the type check here. */
const _changesNameCachedReads: [Exclude<ChangedRead, QueryId>] extends [never] ? true : ChangedRead = true;
/** A `memberFrom` names a field of its route's input. */
type StrayMemberFrom<R> = R extends { id: infer Id extends MutationId; changes: readonly (infer C)[] }
  ? C extends { memberFrom: infer K }
    ? K extends keyof ApiInput<Id>
      ? never
      : Id
    : never
  : never;
const _memberFromIsInput: [StrayMemberFrom<Route>] extends [never] ? true : StrayMemberFrom<Route> = true;
/** A route that `answers` the profile answers a MyProfile. */
type ProfileAnswer = ApiOutput<Extract<Route, { answers: 'getMe' }>['id']>;
const _answersAreProfiles: [ProfileAnswer] extends [MyProfile] ? true : ProfileAnswer = true;

/** The cache effect of one declared change. */
function effectOf(change: string | { read: string; memberFrom: string }): Effect<MutationId> {
  if (typeof change === 'string') return invalidates(change as QueryId);
  return ({ client, input }) =>
    invalidates(change.read as QueryId, memberWithId(String((input as Record<string, unknown>)[change.memberFrom])))({ client });
}

/**
 * What each action does to the cache when it succeeds, from the route table
 * (each route's `answers` and `changes`); an action declaring neither changes
 * no cached read.
 */
export const afterSuccess: { [Id in MutationId]?: readonly Effect<Id>[] } = Object.fromEntries(
  (routes as readonly RouteDef[])
    .filter((route) => route.answers || route.changes)
    .map((route) => [route.id, [...(route.answers ? [answersProfile] : []), ...(route.changes ?? []).map(effectOf)]]),
);
