/**
 * Checks a Cognito ID token where no API Gateway authorizer does: the
 * WebSocket API's $connect, whose browser cannot send an Authorization
 * header (the token comes as ?token=). The same checks as the HTTP API's
 * JWT authorizer: signature against the pool's JWKS, issuer, audience (the
 * web client), expiry, token_use 'id'.
 *
 * In AWS the pool's JWKS come from Cognito over HTTPS; locally
 * (COGNITO_ENDPOINT set) from cognito-local over HTTP, which aws-jwt-verify
 * does not fetch itself, so they are loaded once and cached.
 */
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { endpointFor, env } from './env';

/** A real ID token is about 1 KB; anything far longer is refused before it is parsed. */
export const MAX_ID_TOKEN_LENGTH = 8192;

type Verify = (token: string) => Promise<{ sub?: unknown; auth_time?: unknown }>;

let cached: { key: string; verify: Promise<Verify> } | undefined;

async function localVerifier(endpoint: string, userPoolId: string, clientId: string): Promise<Verify> {
  const issuer = `${endpoint.replace(/\/+$/, '')}/${userPoolId}`;
  const jwksUri = `${issuer}/.well-known/jwks.json`;
  const verifier = JwtRsaVerifier.create({
    issuer,
    audience: clientId,
    jwksUri,
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'id') throw new Error('expected an ID token');
    },
  });
  const response = await fetch(jwksUri);
  if (!response.ok) throw new Error(`could not read the JWKS at ${jwksUri}`);
  verifier.cacheJwks((await response.json()) as Parameters<typeof verifier.cacheJwks>[0]);
  return (token) => verifier.verify(token);
}

function verifier(): Promise<Verify> {
  const endpoint = endpointFor('COGNITO_ENDPOINT');
  const key = `${endpoint ?? ''}|${env.userPoolId}|${env.userPoolClientId}`;
  if (cached?.key !== key) {
    const verify = endpoint
      ? localVerifier(endpoint, env.userPoolId, env.userPoolClientId)
      : Promise.resolve(CognitoJwtVerifier.create({ userPoolId: env.userPoolId, clientId: env.userPoolClientId, tokenUse: 'id' })).then<Verify>(
          (v) => (token) => v.verify(token),
        );
    // A failed JWKS load is not kept: the next connection tries again.
    verify.catch(() => {
      if (cached?.key === key) cached = undefined;
    });
    cached = { key, verify };
  }
  return cached.verify;
}

/** Who a valid ID token of our web client names, and when that sign-in happened (auth_time, epoch seconds; Cognito keeps it across refreshes). */
export interface IdTokenSignIn {
  userId: string;
  authTime: string | undefined;
}

/** The sign-in of a valid ID token of our web client, or null for a missing, malformed, foreign or expired one. */
export async function signInOfIdToken(token: string | undefined | null): Promise<IdTokenSignIn | null> {
  if (!token || token.length > MAX_ID_TOKEN_LENGTH) return null;
  const verify = await verifier();
  try {
    const claims = await verify(token);
    if (typeof claims.sub !== 'string' || claims.sub === '') return null;
    return { userId: claims.sub, authTime: typeof claims.auth_time === 'number' || typeof claims.auth_time === 'string' ? String(claims.auth_time) : undefined };
  } catch {
    return null;
  }
}

/** The member id (sub) of a valid ID token of our web client, or null for a missing, malformed, foreign or expired one. */
export async function memberOfIdToken(token: string | undefined | null): Promise<string | null> {
  return (await signInOfIdToken(token))?.userId ?? null;
}
