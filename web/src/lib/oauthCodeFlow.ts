/**
 * Google and LinkedIn sign-in through Cognito's hosted domain: the OAuth 2.0
 * authorization code flow with PKCE (S256), the one Amplify's
 * signInWithRedirect performs, done here because Amplify builds the hosted
 * domain's address as `https://${domain}` and the local hosted UI stand-in
 * (bin/local/hostedUi.ts) speaks plain http on localhost. One flow, the
 * same on AWS and locally (docs/decisions.md). The tokens it gets are handed
 * to Amplify's token store (auth.ts), so refresh and sign-out are Amplify's.
 *
 * What the flow keeps between leaving and coming back (state, verifier)
 * lives in sessionStorage, this tab only, and is used once.
 */
import type { IdentityProviderName } from './config';

const FLOW_KEY = 'vouched.oauth.flow';

interface PendingFlow {
  state: string;
  verifier: string;
  redirectUri: string;
  provider: IdentityProviderName;
}

export interface CodeFlowTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** Which button the person pressed: the callback names it if the account turns out to be no member. */
  provider: IdentityProviderName;
}

/** The message of a return without a pending flow: a stale or replayed link (the callback stays silent about it). */
export const MISSING_CODE_VERIFIER = 'The sign-in has no code verifier: it was started elsewhere or already completed.';

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomText(byteCount: number): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(byteCount)));
}

async function challengeOf(verifier: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/** Leaves for the provider: Cognito's /oauth2/authorize with identity_provider, back to `redirectUri`. */
export async function startCodeFlow(input: {
  oauthUrl: string;
  clientId: string;
  provider: IdentityProviderName;
  redirectUri: string;
}): Promise<void> {
  const flow: PendingFlow = { state: randomText(24), verifier: randomText(48), redirectUri: input.redirectUri, provider: input.provider };
  sessionStorage.setItem(FLOW_KEY, JSON.stringify(flow));
  const url = new URL('/oauth2/authorize', input.oauthUrl);
  url.search = new URLSearchParams({
    identity_provider: input.provider,
    redirect_uri: flow.redirectUri,
    response_type: 'code',
    client_id: input.clientId,
    scope: 'openid email profile',
    state: flow.state,
    code_challenge: await challengeOf(flow.verifier),
    code_challenge_method: 'S256',
    // The spec's account-chooser prompt (OIDC prompt=select_account, as Amplify's options.prompt sends it).
    prompt: 'select_account',
  }).toString();
  window.location.assign(url.toString());
}

function takePendingFlow(): PendingFlow | null {
  try {
    const raw = sessionStorage.getItem(FLOW_KEY);
    sessionStorage.removeItem(FLOW_KEY);
    const flow = raw ? (JSON.parse(raw) as Partial<PendingFlow>) : null;
    const valid =
      flow &&
      typeof flow.state === 'string' &&
      typeof flow.verifier === 'string' &&
      typeof flow.redirectUri === 'string' &&
      (flow.provider === 'Google' || flow.provider === 'LinkedIn');
    return valid ? (flow as PendingFlow) : null;
  } catch {
    return null;
  }
}

/** Exchanges the returned code for tokens; throws with the hosted domain's own description when it refuses. */
export async function completeCodeFlow(input: { oauthUrl: string; clientId: string; code: string; state: string }): Promise<CodeFlowTokens> {
  const flow = takePendingFlow();
  if (!flow || flow.state !== input.state) throw new Error(MISSING_CODE_VERIFIER);
  const response = await fetch(new URL('/oauth2/token', input.oauthUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      client_id: input.clientId,
      redirect_uri: flow.redirectUri,
      code_verifier: flow.verifier,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<
    Record<'id_token' | 'access_token' | 'refresh_token' | 'error' | 'error_description', string>
  >;
  if (!response.ok || !body.id_token || !body.access_token || !body.refresh_token) {
    throw new Error(body.error_description ?? body.error ?? 'Unable to complete authentication. Please try again.');
  }
  return { idToken: body.id_token, accessToken: body.access_token, refreshToken: body.refresh_token, provider: flow.provider };
}
