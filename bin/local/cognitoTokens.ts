/**
 * cognito-local's tokens with the claims it leaves out that the app
 * depends on: the ID token's `name` (a Google or LinkedIn account's redeemed
 * invite names the new member by it), and `origin_jti`. Amplify's signOut() revokes the refresh token
 * (Cognito RevokeToken) only when the access token carries origin_jti, as
 * Cognito's do when the app client has token revocation enabled (ours has,
 * lib/auth.ts). Without it, logging out locally would only forget the tokens
 * in the browser and leave the refresh token usable.
 *
 * origin_jti names the refresh token the tokens belong to (its jti). On a
 * refresh cognito-local mints tokens without telling us which refresh token
 * was used, so those get an origin_jti of their own: enough for Amplify's
 * check; nothing here compares the value.
 */
import { createSign } from 'node:crypto';
import type { AppClient } from 'cognito-local/lib/services/appClient';
import type { Context } from 'cognito-local/lib/services/context';
import type { TokenGenerator, Tokens } from 'cognito-local/lib/services/tokenGenerator';
import type { User } from 'cognito-local/lib/services/userPoolService';
import privateKey from 'cognito-local/lib/keys/cognitoLocal.private.json';

type Source = Parameters<TokenGenerator['generate']>[5];

function decodePart(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The token with `extra` added to its claims, signed again with cognito-local's key (same header, RS256). */
export function withClaims(token: string, extra: Record<string, unknown>): string {
  const [header, payload] = token.split('.');
  if (!header || !payload) throw new Error('not a JWT');
  const body = Buffer.from(JSON.stringify({ ...decodePart(payload), ...extra })).toString('base64url');
  const signature = createSign('RSA-SHA256').update(`${header}.${body}`).sign(privateKey.pem, 'base64url');
  return `${header}.${body}.${signature}`;
}

export class RevocableTokenGenerator implements TokenGenerator {
  constructor(private readonly inner: TokenGenerator) {}

  async generate(
    ctx: Context,
    user: User,
    userGroups: readonly string[],
    userPoolClient: AppClient,
    clientMetadata: Record<string, string> | undefined,
    source: Source,
  ): Promise<Tokens> {
    const tokens = await this.inner.generate(ctx, user, userGroups, userPoolClient, clientMetadata, source);
    const refreshClaims = decodePart(tokens.RefreshToken.split('.')[1] ?? '');
    const origin = { origin_jti: refreshClaims.jti };
    // Cognito's ID token carries the standard attributes the user has (cognito-local's only custom ones).
    const name = user.Attributes.find((attribute) => attribute.Name === 'name')?.Value;
    return {
      ...tokens,
      AccessToken: withClaims(tokens.AccessToken, origin),
      IdToken: withClaims(tokens.IdToken, { ...origin, ...(name ? { name } : {}) }),
    };
  }
}
