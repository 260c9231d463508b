// @vitest-environment jsdom
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyProfile } from '#contract/responses';
import type { CurrentSession } from '../../lib/auth';
import { UserProvider } from './UserProvider';
import { profileQueryOptions, type SessionSource } from './sessionSource';
import { useUser } from '../../shared/session/useUser';

const alice: CurrentSession = {
  user: { id: 'sub-alice', email: 'alice@example.com', name: 'Alice' },
  session: { idToken: 'token-a', expiresAt: Date.now() + 3_600_000 },
};

function profileOf(id: string, extra: Partial<MyProfile> = {}): MyProfile {
  return { id, email: `${id}@example.com`, full_name: id, terms_accepted_at: null, is_super_admin: false, ...extra } as MyProfile;
}

/** A promise with its resolve/reject exposed, to hold a call open. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A hand-written session source: the current session is a variable, auth
 * events are fired by the test, profile answers are queued per call, and
 * the waits between attempts are recorded and take no time. Each fake has
 * its own query client, as the app has its one.
 */
function fakeSource(initial: CurrentSession | null) {
  let current: CurrentSession | null = initial;
  const listeners = new Set<(e: string) => void>();
  const sleeps: number[] = [];
  const answers: Array<() => Promise<MyProfile>> = [];
  let calls = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const client = new QueryClient();
  const source: SessionSource = {
    readSession: async () => current,
    fetchProfile: async () => {
      calls++;
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        const next = answers.shift();
        return await (next ? next() : Promise.resolve(profileOf(current?.user.id ?? 'nobody')));
      } finally {
        inFlight--;
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadQueryClient: async () => client,
    delayFor: (ms) => {
      sleeps.push(ms);
      return 0;
    },
  };
  return {
    source,
    sleeps,
    answers,
    get calls() {
      return calls;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    setSession(next: CurrentSession | null) {
      current = next;
    },
    emit(event: string) {
      for (const l of listeners) l(event);
    },
  };
}

function wrapperFor(source: SessionSource) {
  return ({ children }: { children: ReactNode }) => <UserProvider source={source}>{children}</UserProvider>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useUser', () => {
  it('throws outside its provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Probe() {
      useUser();
      return null;
    }
    expect(() => render(<Probe />)).toThrow('useUser must be used within a UserProvider');
    spy.mockRestore();
  });

  it('starts loading with no user; a visitor ends with no user, no profile and no profile fetch', async () => {
    const fake = fakeSource(null);
    const { result } = renderHook(() => useUser(), { wrapper: wrapperFor(fake.source) });
    expect(result.current.loading).toBe(true);
    expect(result.current.user).toBeNull();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.session).toBeNull();
    expect(result.current.profile).toBeNull();
    expect(fake.calls).toBe(0);
  });

  it('stays loading while a member profile is fetched, then exposes user, session and profile', async () => {
    const fake = fakeSource(alice);
    const pending = deferred<MyProfile>();
    fake.answers.push(() => pending.promise);
    const { result } = renderHook(() => useUser(), { wrapper: wrapperFor(fake.source) });
    await waitFor(() => expect(result.current.user?.id).toBe('sub-alice'));
    expect(result.current.loading).toBe(true);
    expect(result.current.profile).toBeNull();
    await act(async () => pending.resolve(profileOf('sub-alice', { full_name: 'Alice A' })));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.profile?.full_name).toBe('Alice A');
    expect(result.current.session?.idToken).toBe('token-a');
    expect(fake.calls).toBe(1);
  });

  it('retries a failed profile fetch, waiting 1 s × attempt number before each retry', async () => {
    const fake = fakeSource(alice);
    fake.answers.push(
      () => Promise.reject(new Error('boom 1')),
      () => Promise.reject(new Error('boom 2')),
      () => Promise.resolve(profileOf('sub-alice')),
    );
    const { result } = renderHook(() => useUser(), { wrapper: wrapperFor(fake.source) });
    await waitFor(() => expect(result.current.profile?.id).toBe('sub-alice'));
    expect(fake.calls).toBe(3);
    expect(fake.sleeps).toEqual([1000, 2000]);
    expect(result.current.loading).toBe(false);
  });

  it('gives up after 3 attempts in total: profile null, loading over, nothing thrown', async () => {
    const fake = fakeSource(alice);
    for (let i = 0; i < 5; i++) fake.answers.push(() => Promise.reject(new Error('down')));
    const { result } = renderHook(() => useUser(), { wrapper: wrapperFor(fake.source) });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fake.calls).toBe(3);
    expect(fake.sleeps).toEqual([1000, 2000]);
    expect(result.current.profile).toBeNull();
    expect(result.current.user?.id).toBe('sub-alice');
  });

  it('never runs two profile fetches at once; a refresh during a fetch runs once more afterwards', async () => {
    const fake = fakeSource(alice);
    const first = deferred<MyProfile>();
    fake.answers.push(
      () => first.promise,
      () => Promise.resolve(profileOf('sub-alice', { full_name: 'Fresh' })),
    );
    const { result } = renderHook(() => useUser(), { wrapper: wrapperFor(fake.source) });
    await waitFor(() => expect(fake.calls).toBe(1));
    let refreshed!: Promise<void>;
    act(() => {
      refreshed = result.current.refreshProfile();
      void result.current.refreshProfile();
      void result.current.refreshProfile();
    });
    expect(fake.calls).toBe(1);
    await act(async () => {
      first.resolve(profileOf('sub-alice', { full_name: 'Stale' }));
      await refreshed;
    });
    expect(fake.maxInFlight).toBe(1);
    expect(fake.calls).toBe(2);
    expect(result.current.profile?.full_name).toBe('Fresh');
    expect(result.current.loading).toBe(false);
  });

  it('follows auth events: sign-out clears the profile, sign-in fetches the new one', async () => {
    const fake = fakeSource(alice);
    const { result } = renderHook(() => useUser(), { wrapper: wrapperFor(fake.source) });
    await waitFor(() => expect(result.current.profile?.id).toBe('sub-alice'));

    fake.setSession(null);
    act(() => fake.emit('signedOut'));
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(result.current.profile).toBeNull();
    expect(result.current.loading).toBe(false);

    const bob: CurrentSession = { user: { id: 'sub-bob', email: 'bob@example.com', name: null }, session: { idToken: 'token-b', expiresAt: 0 } };
    fake.setSession(bob);
    act(() => fake.emit('signedIn'));
    await waitFor(() => expect(result.current.profile?.id).toBe('sub-bob'));
    expect(result.current.user?.email).toBe('bob@example.com');
    expect(result.current.loading).toBe(false);
  });

  it('the same member signing out and in again is loading until the new profile fetch ends (never done with no profile)', async () => {
    const fake = fakeSource(alice);
    const seen: Array<{ user: string | null; profile: string | null; loading: boolean }> = [];
    const { result } = renderHook(
      () => {
        const state = useUser();
        seen.push({ user: state.user?.id ?? null, profile: state.profile?.id ?? null, loading: state.loading });
        return state;
      },
      { wrapper: wrapperFor(fake.source) },
    );
    await waitFor(() => expect(result.current.profile?.id).toBe('sub-alice'));
    fake.setSession(null);
    act(() => fake.emit('signedOut'));
    await waitFor(() => expect(result.current.user).toBeNull());

    seen.length = 0;
    const again = deferred<MyProfile>();
    fake.answers.push(() => again.promise);
    fake.setSession(alice);
    act(() => fake.emit('signedIn'));
    await waitFor(() => expect(result.current.user?.id).toBe('sub-alice'));
    // Pages read "signed in, not loading, no profile" as "the fetch failed three times".
    expect(seen.filter((s) => s.user && !s.loading && !s.profile)).toEqual([]);
    await act(async () => again.resolve(profileOf('sub-alice')));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.profile?.id).toBe('sub-alice');
  });

  it('a fetch that was under way when a save put a newer profile in does not overwrite it', async () => {
    const fake = fakeSource(alice);
    const { result } = renderHook(() => useUser(), { wrapper: wrapperFor(fake.source) });
    await waitFor(() => expect(result.current.profile?.id).toBe('sub-alice'));
    const slow = deferred<MyProfile>();
    fake.answers.push(() => slow.promise);
    let refreshed!: Promise<void>;
    act(() => {
      refreshed = result.current.refreshProfile();
    });
    act(() => result.current.setProfile(profileOf('sub-alice', { full_name: 'Saved' })));
    await act(async () => {
      slow.resolve(profileOf('sub-alice', { full_name: 'Read before the save' }));
      await refreshed;
    });
    expect(result.current.profile?.full_name).toBe('Saved');
    expect(result.current.loading).toBe(false);
  });

  it('treats a session read error as signed out, silently', async () => {
    const fake = fakeSource(null);
    fake.source.readSession = () => Promise.reject(new Error('storage blocked'));
    const { result } = renderHook(() => useUser(), { wrapper: wrapperFor(fake.source) });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
  });

  it('setProfile replaces the profile of the signed-in member only', async () => {
    const fake = fakeSource(alice);
    const { result } = renderHook(() => useUser(), { wrapper: wrapperFor(fake.source) });
    await waitFor(() => expect(result.current.profile?.id).toBe('sub-alice'));
    act(() => result.current.setProfile(profileOf('sub-alice', { terms_accepted_at: '2026-01-01T00:00:00.000Z' })));
    expect(result.current.profile?.terms_accepted_at).toBe('2026-01-01T00:00:00.000Z');
    act(() => result.current.setProfile(profileOf('sub-mallory')));
    expect(result.current.profile?.id).toBe('sub-alice');
  });
});

describe('the profile query with real timers', () => {
  it('waits 1 s, then 2 s between the three attempts, then ends with no profile', async () => {
    vi.useFakeTimers();
    const fetchProfile = vi.fn(() => Promise.reject(new Error('down')));
    const done = new QueryClient().fetchQuery(profileQueryOptions({ fetchProfile, delayFor: (ms) => ms })).catch(() => null);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchProfile).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchProfile).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchProfile).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchProfile).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchProfile).toHaveBeenCalledTimes(3);
    await expect(done).resolves.toBeNull();
  });
});
