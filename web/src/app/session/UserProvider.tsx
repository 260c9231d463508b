/**
 * Holds the session for every screen (spec §4 "Session"): it starts loading
 * with no user; after the first session lookup and on every auth state
 * change it sets user and session; with a user it reads the profile, and
 * without one forgets it.
 *
 * The profile lives in TanStack Query (the getMe query, profileQueryOptions
 * gives its policy), watched from here; React Query itself is loaded only
 * once a session exists (profileWatch.ts), so a visitor never downloads it.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MyProfile } from '#contract/responses';
import type { AuthSessionInfo, SessionUser } from '../../lib/auth';
import type { ProfileState, ProfileWatch } from './profileWatch';
import { UserContext, type UserState } from '../../shared/session/UserContext';
import { amplifySessionSource, type SessionSource } from './sessionSource';

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  return a === b || (!!a && !!b && a.id === b.id && a.email === b.email && a.name === b.name);
}

const NO_PROFILE: ProfileState & { userId: string | null } = { userId: null, profile: null, settled: false };

export function UserProvider({ children, source = amplifySessionSource }: { children: ReactNode; source?: SessionSource }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [session, setSession] = useState<AuthSessionInfo | null>(null);
  const [sessionResolved, setSessionResolved] = useState(false);
  /** What the profile query says, and for whom: a state left from another member never counts. */
  const [profileState, setProfileState] = useState(NO_PROFILE);
  const [refreshing, setRefreshing] = useState(false);

  const userIdRef = useRef<string | null>(null);
  /** The watch of the member's profile query, once loaded; null meanwhile and for visitors. */
  const watch = useRef<Promise<ProfileWatch | null>>(Promise.resolve(null));
  const watchNow = useRef<ProfileWatch | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const fetchAgain = useRef(false);

  // Session: first lookup, then again on every auth event. Only the newest lookup's answer counts.
  useEffect(() => {
    let active = true;
    let seq = 0;
    const resolve = async () => {
      const mine = ++seq;
      const current = await source.readSession().catch(() => null);
      if (!active || mine !== seq) return;
      const nextUser = current?.user ?? null;
      userIdRef.current = nextUser?.id ?? null;
      setUser((prev) => (sameUser(prev, nextUser) ? prev : nextUser));
      setSession(current?.session ?? null);
      setSessionResolved(true);
    };
    void resolve();
    const unsubscribe = source.subscribe(() => void resolve());
    return () => {
      active = false;
      unsubscribe();
    };
  }, [source]);

  // The profile query of the signed-in member, watched while they are; forgotten when they leave.
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    let active = true;
    const started = Promise.all([source.loadQueryClient(), import('./profileWatch')]).then(([client, { watchProfile, forgetProfile }]) => {
      if (!active) return null;
      const w = watchProfile(client, source, (state) => {
        if (active) setProfileState({ userId, ...state });
      });
      watchNow.current = w;
      const stop = () => {
        w.stop();
        forgetProfile(client);
      };
      return { watch: w, stop };
    });
    watch.current = started.then(
      (loaded) => loaded?.watch ?? null,
      () => {
        // A failed load (offline on a new deploy) reads as a failed profile fetch: no profile, silently.
        if (active) setProfileState({ userId, profile: null, settled: true });
        return null;
      },
    );
    return () => {
      active = false;
      watchNow.current = null;
      watch.current = Promise.resolve(null);
      void started.then(
        (loaded) => loaded?.stop(),
        () => undefined,
      );
      setProfileState(NO_PROFILE);
    };
  }, [userId, source]);

  const refreshProfile = useCallback((): Promise<void> => {
    if (running.current) {
      fetchAgain.current = true;
      return running.current;
    }
    if (!userIdRef.current) return Promise.resolve();
    setRefreshing(true);
    const run = (async () => {
      do {
        fetchAgain.current = false;
        // Started at once when the watch is there: a save answered right after must find it under way.
        await (watchNow.current ?? (await watch.current))?.refetch();
      } while (fetchAgain.current);
    })().finally(() => {
      running.current = null;
      setRefreshing(false);
    });
    running.current = run;
    return run;
  }, []);

  const setProfile = useCallback((next: MyProfile) => {
    if (next.id === userIdRef.current) watchNow.current?.put(next);
  }, []);

  const mine = !!userId && profileState.userId === userId;
  const profile = mine ? profileState.profile : null;
  const loading = !sessionResolved || (!!userId && (refreshing || !mine || !profileState.settled));
  const value = useMemo<UserState>(
    () => ({ user, session, profile, loading, refreshProfile, setProfile }),
    [user, session, profile, loading, refreshProfile, setProfile],
  );
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}
