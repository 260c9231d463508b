import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { emitAuthEvent } from '../../lib/authEvents';
import { loadAuth } from '../../lib/loadAuth';
import { toaster } from '../toaster';

/** Drops Amplify's stored tokens without asking Cognito, for when the server side is already gone. */
export function clearLocalSession(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith('CognitoIdentityServiceProvider.')) localStorage.removeItem(key);
  } catch {
    // Nothing stored we could reach.
  }
  emitAuthEvent('signedOut');
}

/**
 * Log out, then go to / (spec §4 "Logout"). When Cognito answers that the
 * session is already gone (missing session, 403…), the stored tokens are
 * cleared locally and 'Logged out' is shown; any other failure says 'Failed
 * to log out' and still ends the session in this browser, so nobody stays
 * half signed in.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await (await loadAuth()).signOut();
    } catch (error) {
      const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
      clearLocalSession();
      if (/session|403|not ?authori[sz]ed|token|forbidden/i.test(text)) {
        toaster.create({ title: 'Logged out', description: 'You have been logged out', type: 'info' });
      } else {
        toaster.create({ title: 'Failed to log out', type: 'error' });
      }
    }
    // The session loaded React Query with the profile; a cached module, not a download.
    (await import('../query/queryClient')).queryClient.clear();
    navigate('/', { replace: true });
  }, [navigate]);
}
