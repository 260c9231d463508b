/**
 * Ends a session the server or another tab already ended, visibly (issue 22
 * §1): instead of keeping the member's name and menu until a screen says
 * 'Connection Problem' or goes blank, this tab signs out, goes to / and
 * shows the spec's forced-logout toast ('Logged out' / 'You have been logged
 * out'). It listens for:
 *  - a 401 to a request that carried a token (lib/sessionEnd.ts, from the
 *    API client): signed out everywhere, or the account is gone;
 *  - a token refresh that failed for good (Amplify's tokenRefresh_failure,
 *    after which no session is left): the refresh token was revoked;
 *  - another tab's log-out: the `storage` event removing the stored tokens.
 * When the account's deletion is confirmed and not yet final, the login
 * dialog also says when it will be and how to cancel it (issue 22 §2): for
 * a tab whose session ended so, and for a member who signs in during the
 * grace (signed out again at once, without the 'Logged out' toast).
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { onAuthEvent } from '../../lib/authEvents';
import { hasStoredSession, loadAuth } from '../../lib/loadAuth';
import { onSessionEnd, type SessionEnd } from '../../lib/sessionEnd';
import { useAuthDialogs } from '../../shared/AuthDialogContext';
import { clearLocalSession } from '../../shared/session/useLogout';
import { useUser } from '../../shared/session/useUser';
import { toaster } from '../../shared/toaster';

const AUTH_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/** Did another tab remove the stored session (log-out), rather than write new tokens (refresh, log-in)? */
export function isStoredSessionRemoval(event: Pick<StorageEvent, 'key' | 'newValue'>): boolean {
  if (event.key === null) return true; // localStorage.clear()
  return event.newValue === null && event.key.startsWith(AUTH_KEY_PREFIX) && (event.key.endsWith('.LastAuthUser') || event.key.endsWith('.idToken'));
}

export function SessionEndWatcher() {
  const { user, profile } = useUser();
  const navigate = useNavigate();
  const { openAuthDialog } = useAuthDialogs();
  const userRef = useRef(user);
  /** Whether this session ever worked (its profile loaded): then it ended elsewhere, not at its sign-in. */
  const hadProfile = useRef(false);
  /** Set while one end is handled: several refused requests at once end the session once. */
  const ending = useRef(false);
  useEffect(() => {
    userRef.current = user;
    if (user) ending.current = false;
    else hadProfile.current = false;
  }, [user]);
  useEffect(() => {
    if (profile) hadProfile.current = true;
  }, [profile]);

  useEffect(() => {
    const end = async (what: SessionEnd) => {
      if (ending.current) return;
      ending.current = true;
      const email = userRef.current?.email ?? '';
      const wasWorking = hadProfile.current;
      // Revokes the refresh token where one is still good (a fresh sign-in in the grace); otherwise just clears.
      await loadAuth()
        .then((auth) => auth.signOut())
        .catch(() => undefined);
      clearLocalSession();
      (await import('../../shared/query/queryClient')).queryClient.clear();
      navigate('/', { replace: true });
      // A member who just signed in during the deletion grace was never 'logged out': they hear why they cannot stay.
      if (what.kind === 'ended' || wasWorking) toaster.create({ title: 'Logged out', description: 'You have been logged out', type: 'info' });
      if (what.kind === 'deletionScheduled') openAuthDialog({ kind: 'login', email, view: 'deletionScheduled', deleteAt: what.deleteAt });
    };

    const offApi = onSessionEnd((what) => void end(what));
    const offAuth = onAuthEvent((event) => {
      if (event !== 'tokenRefresh_failure' || !userRef.current) return;
      // Amplify clears the tokens only when the failure is for good (revoked, expired); a network blip keeps them.
      void loadAuth()
        .then((auth) => auth.currentSession())
        .then((session) => {
          if (!session) void end({ kind: 'ended' });
        })
        .catch(() => undefined);
    });
    const onStorage = (event: StorageEvent) => {
      if (userRef.current && isStoredSessionRemoval(event) && !hasStoredSession()) void end({ kind: 'ended' });
    };
    window.addEventListener('storage', onStorage);
    return () => {
      offApi();
      offAuth();
      window.removeEventListener('storage', onStorage);
    };
  }, [navigate, openAuthDialog]);

  return null;
}
