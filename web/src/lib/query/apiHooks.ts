/**
 * Server state on the web: one hook per API operation, made from the route
 * table. Reads are TanStack queries keyed by operation and input; actions are
 * mutations that apply the operation's effects on the cache (operations.ts)
 * when they succeed.
 *
 *   const member = ApiHooks.useGetMember(username ? { username } : null);
 *   const savePhone = ApiHooks.useSavePhone();
 *   await savePhone.mutateAsync({ phone, sms_consent: true });
 *
 * The signed-in member's own profile (getMe) is the session's: read it with
 * useUser(), which keeps the spec's fetch policy (app/session).
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  type QueryKey,
} from '@tanstack/react-query';
import { routes, type RouteId } from '#contract/routes';
import { callApi, type ApiError, type ApiInput, type ApiOutput } from '../api';
import { afterSuccess, apiQueryKey, isQueryId, type MutationId, type QueryId } from './operations';

const call = callApi as (id: RouteId, input?: unknown, options?: { signal?: AbortSignal }) => Promise<never>;

/** Query options of a read, for useQuery, fetchQuery or prefetchQuery alike. */
export interface ApiQueryOptions<Id extends QueryId> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<ApiOutput<Id>>;
}

/** Query options of a read. */
export function apiQueryOptions<Id extends QueryId>(id: Id, input?: ApiInput<Id>): ApiQueryOptions<Id> {
  return {
    queryKey: apiQueryKey(id, input),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<ApiOutput<Id>> => call(id, input, { signal }),
  };
}

export type ApiQueryExtras<Id extends QueryId> = Omit<UseQueryOptions<ApiOutput<Id>, ApiError>, 'queryKey' | 'queryFn'>;
export type ApiMutationExtras<Id extends MutationId> = Omit<UseMutationOptions<ApiOutput<Id>, ApiError, ApiInput<Id>>, 'mutationFn'>;

/** Reads `id` with `input`; `null` input waits (the query is disabled until there is one). */
export function useApiQuery<Id extends QueryId>(
  id: Id,
  input: ApiInput<Id> | null,
  options?: ApiQueryExtras<Id>,
): UseQueryResult<ApiOutput<Id>, ApiError> {
  // Not `input ?? undefined`: narrowing the input type of every read at once is too deep for the compiler.
  const given = input === null ? undefined : (input as ApiInput<Id>);
  return useQuery<ApiOutput<Id>, ApiError>({
    ...apiQueryOptions(id, given),
    ...options,
    enabled: input !== null && (options?.enabled ?? true),
  });
}

/** Runs `id`; on success the operation's declared effects update the cache before the caller's onSuccess. */
export function useApiMutation<Id extends MutationId>(
  id: Id,
  options?: ApiMutationExtras<Id>,
): UseMutationResult<ApiOutput<Id>, ApiError, ApiInput<Id>> {
  const client = useQueryClient();
  return useMutation<ApiOutput<Id>, ApiError, ApiInput<Id>>({
    ...options,
    mutationFn: (input) => call(id, input),
    onSuccess: async (output, input, ...rest) => {
      const effects = (afterSuccess[id] ?? []) as readonly ((s: {
        client: typeof client;
        input: ApiInput<Id>;
        output: ApiOutput<Id>;
      }) => Promise<unknown>)[];
      await Promise.all(effects.map((effect) => effect({ client, input, output })));
      await options?.onSuccess?.(output, input, ...rest);
    },
  });
}

type QueryHook<Id extends QueryId> = (input?: ApiInput<Id> | null, options?: ApiQueryExtras<Id>) => UseQueryResult<ApiOutput<Id>, ApiError>;
type RequiredInputQueryHook<Id extends QueryId> = (
  input: ApiInput<Id> | null,
  options?: ApiQueryExtras<Id>,
) => UseQueryResult<ApiOutput<Id>, ApiError>;
type MutationHook<Id extends MutationId> = (options?: ApiMutationExtras<Id>) => UseMutationResult<ApiOutput<Id>, ApiError, ApiInput<Id>>;

export type ApiHookTable = {
  [Id in QueryId as `use${Capitalize<Id>}`]: Record<never, never> extends ApiInput<Id> ? QueryHook<Id> : RequiredInputQueryHook<Id>;
} & { [Id in MutationId as `use${Capitalize<Id>}`]: MutationHook<Id> };

function queryHookOf(id: QueryId) {
  return function useOperationQuery(input?: ApiInput<QueryId> | null, options?: ApiQueryExtras<QueryId>) {
    return useApiQuery(id, input === undefined ? ({} as ApiInput<QueryId>) : input, options);
  };
}
function mutationHookOf(id: MutationId) {
  return function useOperationMutation(options?: ApiMutationExtras<MutationId>) {
    return useApiMutation(id, options);
  };
}

/** `ApiHooks.use<Operation>`: a query hook for each read, a mutation hook for each action of the route table. */
export const ApiHooks = Object.fromEntries(
  routes.map((route) => [
    `use${route.id[0]!.toUpperCase()}${route.id.slice(1)}`,
    isQueryId(route.id) ? queryHookOf(route.id) : mutationHookOf(route.id as MutationId),
  ]),
) as ApiHookTable;
