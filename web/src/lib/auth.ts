/**
 * Everything the web app does with Cognito, through Amplify v6. This is the
 * only module that imports aws-amplify; others load it with `loadAuth()`
 * (a dynamic import) so visitors' first page stays light.
 *
 * Local notes: cognito-local has no SRP, so sign-in uses USER_PASSWORD_AUTH
 * (the pool client allows it in AWS too), and the invite code travels in
 * `clientMetadata` because cognito-local drops ValidationData.
 */
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword as amplifyConfirmResetPassword,
  confirmSignUp as amplifyConfirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword as amplifyResetPassword,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  signUp as amplifySignUp,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { Hub } from 'aws-amplify/utils';
import type { JWT } from 'aws-amplify/auth';
import { loadConfig, type IdentityProviderName, type WebConfig } from './config';
import { emitAuthEvent } from './authEvents';
import { completeCodeFlow, startCodeFlow } from './oauthCodeFlow';
import { normalizeEmail } from '#domain/email';

let configured: Promise<WebConfig> | null = null;

/** Configures Amplify from /config.json exactly once. */
export function ensureAuth(): Promise<WebConfig> {
  configured ??= loadConfig()
    .then((config) => {
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: config.userPoolId,
            userPoolClientId: config.userPoolClientId,
            ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
          },
        },
      });
      return config;
    })
    .catch((error: unknown) => {
      configured = null;
      throw error;
    });
  return configured;
}

// Forward Hub's auth channel to the Amplify-free relay the screens listen to.
Hub.listen('auth', ({ payload }) => emitAuthEvent(payload.event));

/** The signed-in person as the ID token describes them. `id` is the Cognito sub, the member's id everywhere. */
export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
}

export interface AuthSessionInfo {
  idToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface CurrentSession {
  user: SessionUser;
  session: AuthSessionInfo;
}

/** The current session, refreshed if needed; null when nobody is signed in. */
export async function currentSession(): Promise<CurrentSession | null> {
  await ensureAuth();
  const { tokens } = await fetchAuthSession();
  const idToken = tokens?.idToken;
  if (!idToken) return null;
  const claims = idToken.payload;
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    user: { id: str(claims.sub) ?? '', email: str(claims.email) ?? '', name: str(claims.name) },
    session: { idToken: idToken.toString(), expiresAt: (claims.exp ?? 0) * 1000 },
  };
}

/** The ID token for `Authorization: Bearer`, or null when signed out. */
export async function getIdToken(): Promise<string | null> {
  await ensureAuth();
  const { tokens } = await fetchAuthSession();
  return tokens?.idToken?.toString() ?? null;
}

export type SignInOutcome = { kind: 'signedIn' } | { kind: 'confirmSignUp' } | { kind: 'other'; step: string };

export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  await ensureAuth();
  const attempt = () => amplifySignIn({ username: normalizeEmail(email), password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  let result;
  try {
    result = await attempt();
  } catch (error) {
    // A stale session from another account blocks a new sign-in: drop it and try once more.
    if (authErrorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await amplifySignOut();
    result = await attempt();
  }
  if (result.isSignedIn) return { kind: 'signedIn' };
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return { kind: 'confirmSignUp' };
  return { kind: 'other', step: result.nextStep.signInStep };
}

export async function signUp(input: { email: string; password: string; fullName: string; inviteCode: string }): Promise<void> {
  await ensureAuth();
  const email = normalizeEmail(input.email);
  await amplifySignUp({
    username: email,
    password: input.password,
    options: {
      userAttributes: { email, ...(input.fullName.trim() ? { name: input.fullName.trim() } : {}) },
      // The PreSignUp trigger checks this code and refuses the sign-up without a valid one.
      clientMetadata: { inviteCode: input.inviteCode },
    },
  });
}

export async function confirmSignUp(email: string, code: string): Promise<void> {
  await ensureAuth();
  await amplifyConfirmSignUp({ username: normalizeEmail(email), confirmationCode: code.trim() });
}

export async function resendConfirmation(email: string): Promise<void> {
  await ensureAuth();
  await resendSignUpCode({ username: normalizeEmail(email) });
}

export async function signOut(): Promise<void> {
  await ensureAuth();
  await amplifySignOut();
}

/** Sends the reset mail (its link opens /reset-password?email=…&code=…). */
export async function resetPassword(email: string): Promise<void> {
  await ensureAuth();
  await amplifyResetPassword({ username: normalizeEmail(email) });
}

export async function confirmResetPassword(email: string, code: string, newPassword: string): Promise<void> {
  await ensureAuth();
  await amplifyConfirmResetPassword({ username: normalizeEmail(email), confirmationCode: code.trim(), newPassword });
}

/** Google or LinkedIn through the hosted domain; returns to /auth/callback (oauthCodeFlow.ts). */
export async function signInWithProvider(provider: IdentityProviderName): Promise<void> {
  const config = await ensureAuth();
  if (!config.oauthUrl) throw new Error('Social sign-in is not configured.');
  // A stale session of another account would otherwise outlive the new sign-in.
  if ((await fetchAuthSession()).tokens) await amplifySignOut();
  await startCodeFlow({
    oauthUrl: config.oauthUrl,
    clientId: config.userPoolClientId,
    provider,
    redirectUri: `${window.location.origin}/auth/callback`,
  });
}

function decodedJwt(token: string): JWT {
  const payload = token.split('.')[1] ?? '';
  const json = decodeURIComponent(
    Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
  );
  return { payload: JSON.parse(json) as JWT['payload'], toString: () => token };
}

/**
 * Completes a Google/LinkedIn return on /auth/callback: exchanges the code
 * (oauthCodeFlow.ts) and hands the tokens to Amplify's store, after which
 * the session is an ordinary one (refreshed and signed out by Amplify).
 */
export async function completeRedirectSignIn(code: string, state: string): Promise<(CurrentSession & { provider: IdentityProviderName }) | null> {
  const config = await ensureAuth();
  if (!config.oauthUrl) throw new Error('Social sign-in is not configured.');
  const tokens = await completeCodeFlow({ oauthUrl: config.oauthUrl, clientId: config.userPoolClientId, code, state });
  const accessToken = decodedJwt(tokens.accessToken);
  const issuedAt = (accessToken.payload.iat ?? 0) * 1000;
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens({
    tokens: {
      accessToken,
      idToken: decodedJwt(tokens.idToken),
      refreshToken: tokens.refreshToken,
      clockDrift: issuedAt ? issuedAt - Date.now() : 0,
      username: String(accessToken.payload.username ?? ''),
    },
  });
  emitAuthEvent('signedIn');
  const session = await currentSession();
  return session && { ...session, provider: tokens.provider };
}

/** New tokens now (the membership claim changes when a Google or LinkedIn account redeems its invite). */
export async function refreshSession(): Promise<void> {
  await ensureAuth();
  await fetchAuthSession({ forceRefresh: true });
}

/** Amplify errors carry the Cognito exception name (UsernameExistsException, NotAuthorizedException…). */
export function authErrorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

export function authErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}
