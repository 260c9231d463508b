// The generated hooks and the cache effects of operations.ts, against a
// stand-in for fetch (the server side is covered by tests/integration).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '#contract/routes';
import type { MyProfile } from '#contract/responses';
import { setTokenSourceForTests } from '../api';
import { ApiHooks } from './apiHooks';
import { apiQueryKey } from './operations';

/** Enough of a profile for the cache effects, which look only at its id. */
const makeProfile = (fields: Partial<MyProfile>) => ({ ...fields }) as MyProfile;

let requests: string[] = [];
let answers: Record<string, unknown> = {};
let client: QueryClient;

beforeEach(() => {
  requests = [];
  answers = {};
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setTokenSourceForTests(async () => 'token');
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method} ${new URL(url, 'http://x').pathname}`;
    requests.push(key);
    return new Response(JSON.stringify(answers[key] ?? {}), { status: key.startsWith('POST') ? 201 : 200 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

describe('ApiHooks', () => {
  it('has a hook for every operation of the route table', () => {
    expect(Object.keys(ApiHooks).sort()).toEqual(routes.map((r) => `use${r.id[0]!.toUpperCase()}${r.id.slice(1)}`).sort());
  });

  it('reads with a query keyed by operation and input, and waits while the input is null', async () => {
    answers['GET /api/members/ada'] = { limited: true, id: 'm-ada', full_name: 'Ada', username: 'ada', avatar_url: null };
    const { result, rerender } = renderHook(({ username }: { username: string | null }) => ApiHooks.useGetMember(username ? { username } : null), {
      wrapper,
      initialProps: { username: null as string | null },
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ username: 'ada' });
    await waitFor(() => expect(result.current.data?.id).toBe('m-ada'));
    expect(client.getQueryData(apiQueryKey('getMember', { username: 'ada' }))).toMatchObject({ id: 'm-ada' });
    expect(requests).toEqual(['GET /api/members/ada']);
  });

  it("a profile save's answer replaces the cached profile of the same member, without a refetch", async () => {
    client.setQueryData(apiQueryKey('getMe'), makeProfile({ id: 'me', phone: null }));
    answers['PUT /api/me/phone'] = makeProfile({ id: 'me', phone: '+15551234567' });
    const { result } = renderHook(() => ApiHooks.useSavePhone(), { wrapper });
    await act(() => result.current.mutateAsync({ phone: '+15551234567', sms_consent: true }));
    expect(client.getQueryData<{ phone: string }>(apiQueryKey('getMe'))?.phone).toBe('+15551234567');
    expect(requests).toEqual(['PUT /api/me/phone']);
  });

  it("a vouch refetches the vouchee's card and the voucher's profile, not other members' cards", async () => {
    const observe = (key: readonly unknown[]) => client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated;
    client.setQueryData(apiQueryKey('getMe'), makeProfile({ id: 'me' }));
    client.setQueryData(apiQueryKey('getMember', { username: 'bo' }), { id: 'm-bo' });
    client.setQueryData(apiQueryKey('getMember', { username: 'cy' }), { id: 'm-cy' });
    const { result } = renderHook(() => ApiHooks.useCreateVouch(), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        vouchee_id: 'm-bo',
        attributes: ['honest'],
        message: 'Great',
        first_met_year: 2020,
        interaction_frequency: 'Daily',
        relationship_category: 'professional',
        relationship_context: 'colleague',
        character_confidence: 5,
      }),
    );
    expect(observe(apiQueryKey('getMember', { username: 'bo' }))).toBe(true);
    expect(observe(apiQueryKey('getMember', { username: 'cy' }))).toBe(false);
    expect(observe(apiQueryKey('getMe'))).toBe(true);
  });

  it('creating or deleting an invite marks the invite list and the profile (invite_count) stale', async () => {
    client.setQueryData(apiQueryKey('getMe'), makeProfile({ id: 'me' }));
    client.setQueryData([...apiQueryKey('listMyInvites'), 'all pages'], { invites: [] });
    const { result } = renderHook(() => ApiHooks.useDeleteInvite(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 'inv-1' }));
    expect(requests).toEqual(['DELETE /api/me/invites/inv-1']);
    expect(client.getQueryCache().find({ queryKey: [...apiQueryKey('listMyInvites'), 'all pages'] })?.state.isInvalidated).toBe(true);
    expect(client.getQueryCache().find({ queryKey: apiQueryKey('getMe'), exact: true })?.state.isInvalidated).toBe(true);
  });
});
