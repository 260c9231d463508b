/**
 * The local twin of API Gateway's Cognito JWT authorizer: verifies the ID
 * token's signature against cognito-local's JWKS, its issuer, audience
 * (the web client id), expiry and token_use.
 */
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

export type JWTPayload = JwtPayload;

export interface Authorizer {
  /** The token's claims, or null when it is missing or invalid. */
  verify(authorizationHeader: string | undefined): Promise<{ claims: JWTPayload } | { error: string }>;
}

export async function createAuthorizer(issuer: string, audience: string): Promise<Authorizer> {
  const jwksUri = `${issuer}/.well-known/jwks.json`;
  const verifier = JwtRsaVerifier.create({
    issuer,
    audience,
    jwksUri,
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'id') throw new Error('expected an ID token');
    },
  });
  // aws-jwt-verify fetches JWKS over https only; cognito-local serves http, so load them ourselves.
  const response = await fetch(jwksUri);
  if (!response.ok) throw new Error(`could not read cognito-local's JWKS at ${jwksUri}`);
  verifier.cacheJwks((await response.json()) as Parameters<typeof verifier.cacheJwks>[0]);

  return {
    async verify(header) {
      // API Gateway accepts the token with or without the "Bearer " prefix.
      const token = header?.replace(/^Bearer\s+/i, '').trim();
      if (!token) return { error: 'Missing bearer token' };
      try {
        return { claims: await verifier.verify(token) };
      } catch {
        return { error: 'Invalid or expired token' };
      }
    },
  };
}
