/**
 * Holds the session for every screen (spec §4 "Session"): it starts loading
 * with no user; after the first session lookup and on every auth state
 * change it sets user and session; with a user it fetches the profile, and
 * without one clears it. Only one profile fetch runs at a time.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MyProfile } from '../../../../functions/api/contracts';
import type { AuthSessionInfo, SessionUser } from '../../lib/auth';
import { UserContext, type UserState } from './UserContext';
import { amplifySessionSource, fetchProfileWithRetries, type SessionSource } from './sessionSource';

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  return a === b || (!!a && !!b && a.id === b.id && a.email === b.email && a.name === b.name);
}

export function UserProvider({ children, source = amplifySessionSource }: { children: ReactNode; source?: SessionSource }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [session, setSession] = useState<AuthSessionInfo | null>(null);
  const [profile, setProfileState] = useState<MyProfile | null>(null);
  const [sessionResolved, setSessionResolved] = useState(false);
  const [fetching, setFetching] = useState(false);
  /** The user id whose profile fetch has finished (either way); loading lasts until it matches the user. */
  const [settledFor, setSettledFor] = useState<string | null>(null);

  const userIdRef = useRef<string | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const fetchAgain = useRef(false);
  /** Counts profiles put in by setProfile; a fetch that started before the latest one carries older data. */
  const directWrites = useRef(0);

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
      if (!nextUser) {
        setProfileState(null);
        // Forget whose fetch had finished: the same member signing in again must load afresh,
        // not read as "fetch over, no profile" (the failure state) until the new fetch starts.
        setSettledFor(null);
      }
      setSessionResolved(true);
    };
    void resolve();
    const unsubscribe = source.subscribe(() => void resolve());
    return () => {
      active = false;
      unsubscribe();
    };
  }, [source]);

  const refreshProfile = useCallback((): Promise<void> => {
    if (running.current) {
      fetchAgain.current = true;
      return running.current;
    }
    if (!userIdRef.current) return Promise.resolve();
    setFetching(true);
    const run = (async () => {
      let userId: string | null;
      do {
        fetchAgain.current = false;
        userId = userIdRef.current;
        if (!userId) break;
        const writesBefore = directWrites.current;
        const fetched = await fetchProfileWithRetries(source);
        // A sign-out or a switch of account during the fetch makes its answer stale, and so does a
        // save that answered with the profile meanwhile (the fetch may have been read before it).
        if (userIdRef.current === userId && directWrites.current === writesBefore) setProfileState(fetched);
      } while (fetchAgain.current);
      // A fetch that outlived its member (signed out meanwhile) settles nobody.
      setSettledFor(userId !== null && userIdRef.current === userId ? userId : null);
    })().finally(() => {
      running.current = null;
      setFetching(false);
    });
    running.current = run;
    return run;
  }, [source]);

  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId) void refreshProfile();
  }, [userId, refreshProfile]);

  const setProfile = useCallback((next: MyProfile) => {
    if (next.id !== userIdRef.current) return;
    directWrites.current++;
    setProfileState(next);
  }, []);

  const loading = !sessionResolved || (!!userId && (fetching || settledFor !== userId));
  const value = useMemo<UserState>(
    () => ({ user, session, profile: userId ? profile : null, loading, refreshProfile, setProfile }),
    [user, session, profile, userId, loading, refreshProfile, setProfile],
  );
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}
