/**
 * Signs in through the local hosted UI and provider as a browser would
 * (bin/local/hostedUi.ts, identityProvider.ts): authorize → the provider's
 * chooser, answered with `login_hint` → the hosted UI's federation → the
 * code → tokens by PKCE. No shortcut: the same endpoints and triggers the
 * browser test goes through.
 */
import { createHash, randomBytes } from 'node:crypto';
import { testStack } from './stack';

export interface FederatedTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export type FederatedOutcome = { tokens: FederatedTokens } | { error: string };

function locationOf(response: Response, step: string): URL {
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`${step}: expected a redirect, got ${response.status}`);
  return new URL(location);
}

/** Where the flow goes: the web app (its /auth/callback), the Cognito port (the hosted UI) and the web client. */
export interface FederationEndpoints {
  webUrl: string;
  cognitoUrl: string;
  userPoolClientId: string;
}

export async function federatedSignIn(
  provider: 'Google' | 'LinkedIn',
  person: { email: string; name: string },
  stack: FederationEndpoints = testStack(),
): Promise<FederatedOutcome> {
  const redirectUri = `${stack.webUrl}/auth/callback`;
  const verifier = randomBytes(48).toString('base64url');
  const authorize = new URL('/oauth2/authorize', stack.cognitoUrl);
  authorize.search = new URLSearchParams({
    identity_provider: provider,
    redirect_uri: redirectUri,
    response_type: 'code',
    client_id: stack.userPoolClientId,
    scope: 'openid email profile',
    state: 'test-state',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const chooser = locationOf(await fetch(authorize, { redirect: 'manual' }), 'authorize');
  chooser.searchParams.set('login_hint', person.email);
  chooser.searchParams.set('name', person.name);
  const idpResponse = locationOf(await fetch(chooser, { redirect: 'manual' }), 'provider');
  const back = locationOf(await fetch(idpResponse, { redirect: 'manual' }), 'idpresponse');
  if (back.searchParams.get('state') !== 'test-state') throw new Error('the hosted UI lost the state');
  const error = back.searchParams.get('error_description');
  if (error) return { error };
  const response = await fetch(new URL('/oauth2/token', stack.cognitoUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code') ?? '',
      client_id: stack.userPoolClientId,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  const body = (await response.json()) as Record<string, string>;
  if (!response.ok) throw new Error(`token: ${response.status} ${JSON.stringify(body)}`);
  return { tokens: { idToken: body.id_token!, accessToken: body.access_token!, refreshToken: body.refresh_token! } };
}

/** The same, for a sign-in that must succeed. */
export async function federatedTokens(
  provider: 'Google' | 'LinkedIn',
  person: { email: string; name: string },
  stack?: FederationEndpoints,
): Promise<FederatedTokens> {
  const outcome = await federatedSignIn(provider, person, stack);
  if ('error' in outcome) throw new Error(`federated sign-in refused: ${outcome.error}`);
  return outcome.tokens;
}
