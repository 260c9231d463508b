/**
 * Loads lib/auth.ts (and with it Amplify) on first use. Screens import auth
 * through this so the landing page does not carry Amplify until someone
 * opens a dialog that needs it or a stored session has to be restored.
 */
export type AuthModule = typeof import('./auth');

let pending: Promise<AuthModule> | null = null;

export function loadAuth(): Promise<AuthModule> {
  pending ??= import('./auth').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/**
 * Did Amplify leave a signed-in user in this browser? Amplify v6 keeps
 * `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` in localStorage
 * while a session exists. Checked before loading Amplify at all; any key of
 * that shape counts, so a changed client id only costs one extra load.
 */
export function hasStoredSession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser')) return true;
    }
  } catch {
    // Storage can be blocked (privacy mode); then treat the visitor as signed out.
  }
  return false;
}
