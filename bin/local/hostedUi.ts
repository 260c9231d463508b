/**
 * Local twin of Cognito's hosted domain for Google and LinkedIn sign-in
 * (the OAuth 2.0 endpoints the web app uses; cognito-local has none):
 *
 *   GET  /oauth2/authorize?identity_provider=Google|LinkedIn&… (code flow, PKCE S256)
 *        → the provider (identityProvider.ts) with our own state
 *   GET  /oauth2/idpresponse?code&state
 *        → Cognito's federation steps, with the trigger events Cognito sends:
 *          first sign-in: PreSignUp_ExternalProvider (a refusal ends the
 *          sign-in with error_description 'PreSignUp failed with error …'),
 *          the user made with UserStatus EXTERNAL_PROVIDER, username
 *          <Provider>_<sub> and the `identities` attribute, then
 *          PostConfirmation_ConfirmSignUp; every sign-in: the attributes
 *          mapped again and PostAuthentication_Authentication;
 *          → back to the app's redirect_uri with a code
 *   POST /oauth2/token (authorization_code + code_verifier)
 *        → ID, access and refresh tokens from cognito-local's generator
 *          (so PreTokenGeneration runs and the API accepts them)
 *   GET  /logout?client_id&logout_uri → logout_uri
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type http from 'node:http';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import { attributesFromRecord, type User } from 'cognito-local/lib/services/userPoolService';
import { readBody } from './http';
import { PROVIDER_CLIENT_IDS, type LocalProvider } from './identityProvider';

export interface HostedUiOptions {
  services: Services;
  ctx: Context;
  /** This server's own address (where the provider sends people back). */
  selfUrl: string;
  /** The local OpenID provider playing Google and LinkedIn. */
  providerUrl: string;
}

/** Codes and pending sign-ins live as briefly as Cognito's (its codes: 5 minutes). */
const TTL_MS = 5 * 60_000;
const MAX_PARAM = 2048;

interface PendingSignIn {
  provider: LocalProvider;
  clientId: string;
  redirectUri: string;
  appState: string;
  codeChallenge: string;
  expires: number;
}

interface IssuedCode {
  username: string;
  userPoolId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  expires: number;
}

const isProvider = (name: string | null): name is LocalProvider => name === 'Google' || name === 'LinkedIn';

function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-store' }).end();
}

function oauthError(res: http.ServerResponse, status: number, error: string, description: string): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error, error_description: description }));
}

/** Back to the app with an error, as Cognito's hosted UI answers a refused federation. */
function redirectWithError(res: http.ServerResponse, pending: PendingSignIn, description: string): void {
  const url = new URL(pending.redirectUri);
  url.searchParams.set('error_description', description);
  url.searchParams.set('state', pending.appState);
  url.searchParams.set('error', 'invalid_request');
  redirect(res, url.toString());
}

function sweep<T extends { expires: number }>(map: Map<string, T>): void {
  const now = Date.now();
  for (const [key, value] of map) if (value.expires <= now) map.delete(key);
}

function take<T extends { expires: number }>(map: Map<string, T>, key: string | null): T | undefined {
  if (!key) return undefined;
  const value = map.get(key);
  map.delete(key);
  return value && value.expires > Date.now() ? value : undefined;
}

/** Cognito's trigger error text: the trigger's message, as Cognito words it for the redirect. */
function triggerFailure(trigger: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `${trigger} failed with error ${message}.`;
}

export function createHostedUi({
  services,
  ctx,
  selfUrl,
  providerUrl,
}: HostedUiOptions): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  const pendingSignIns = new Map<string, PendingSignIn>();
  const issuedCodes = new Map<string, IssuedCode>();
  const providerKeys = createRemoteJWKSet(new URL(`${providerUrl}/jwks`));
  const idpResponseUrl = `${selfUrl}/oauth2/idpresponse`;

  async function authorize(url: URL, res: http.ServerResponse): Promise<void> {
    const q = url.searchParams;
    const provider = q.get('identity_provider');
    const clientId = q.get('client_id') ?? '';
    const redirectUri = q.get('redirect_uri') ?? '';
    const codeChallenge = q.get('code_challenge') ?? '';
    if ([...q.values()].some((value) => value.length > MAX_PARAM)) return oauthError(res, 400, 'invalid_request', 'A parameter is too long');
    if (!isProvider(provider)) return oauthError(res, 400, 'invalid_request', 'identity_provider must be Google or LinkedIn');
    if (q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256' || !codeChallenge) {
      return oauthError(res, 400, 'invalid_request', 'Only the authorization code flow with PKCE (S256) is supported');
    }
    if (!(await services.cognito.getAppClient(ctx, clientId))) return oauthError(res, 400, 'invalid_client', 'Unknown client');
    // Cognito allows only the app client's callback URLs; the app's is /auth/callback.
    let callback: URL;
    try {
      callback = new URL(redirectUri);
    } catch {
      return oauthError(res, 400, 'redirect_mismatch', 'redirect_uri is not a URL');
    }
    if (callback.pathname !== '/auth/callback' || callback.hostname !== 'localhost')
      return oauthError(res, 400, 'redirect_mismatch', 'redirect_uri is not allowed');

    sweep(pendingSignIns);
    const state = randomBytes(24).toString('base64url');
    pendingSignIns.set(state, { provider, clientId, redirectUri, appState: q.get('state') ?? '', codeChallenge, expires: Date.now() + TTL_MS });
    const onward = new URL(`${providerUrl}/authorize`);
    onward.search = new URLSearchParams({
      response_type: 'code',
      client_id: PROVIDER_CLIENT_IDS[provider],
      redirect_uri: idpResponseUrl,
      scope: 'openid email profile',
      state,
      // The account chooser, as the spec asks of the OAuth sign-in.
      prompt: 'select_account',
    }).toString();
    redirect(res, onward.toString());
  }

  /** Cognito's federation: the provider's person becomes (or is again) a user of the pool. */
  async function federate(
    pending: PendingSignIn,
    claims: { sub: string; email?: string; email_verified?: boolean; name?: string },
  ): Promise<{ user: User; userPoolId: string }> {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, pending.clientId);
    const userPoolId = userPool.options.Id;
    const username = `${pending.provider}_${claims.sub}`;
    const mapped: Record<string, string> = {
      ...(claims.email ? { email: claims.email, email_verified: String(claims.email_verified === true) } : {}),
      ...(claims.name ? { name: claims.name } : {}),
    };
    const existing = await userPool.getUserByUsername(ctx, username);
    if (existing) {
      const attributes = { ...Object.fromEntries(existing.Attributes.map((a) => [a.Name, a.Value ?? ''])), ...mapped };
      const user: User = { ...existing, Attributes: attributesFromRecord(attributes), UserLastModifiedDate: new Date() };
      await userPool.saveUser(ctx, user);
      return { user, userPoolId };
    }
    const identities = JSON.stringify([
      {
        userId: claims.sub,
        providerName: pending.provider,
        providerType: pending.provider === 'Google' ? 'Google' : 'OIDC',
        issuer: null,
        primary: true,
        dateCreated: Date.now(),
      },
    ]);
    const attributes = { sub: randomUUID(), ...mapped, identities };
    if (services.triggers.enabled('PreSignUp')) {
      await services.triggers.preSignUp(ctx, {
        clientId: pending.clientId,
        clientMetadata: undefined,
        source: 'PreSignUp_ExternalProvider',
        userAttributes: attributesFromRecord(attributes),
        username,
        userPoolId,
        validationData: undefined,
      });
    }
    const now = new Date();
    const user: User = {
      Username: username,
      Attributes: attributesFromRecord(attributes),
      Enabled: true,
      UserStatus: 'EXTERNAL_PROVIDER',
      UserCreateDate: now,
      UserLastModifiedDate: now,
      Password: '',
      RefreshTokens: [],
    };
    await userPool.saveUser(ctx, user);
    if (services.triggers.enabled('PostConfirmation')) {
      await services.triggers.postConfirmation(ctx, {
        clientId: pending.clientId,
        clientMetadata: undefined,
        source: 'PostConfirmation_ConfirmSignUp',
        userAttributes: user.Attributes,
        username,
        userPoolId,
      });
    }
    return { user, userPoolId };
  }

  async function idpResponse(url: URL, res: http.ServerResponse): Promise<void> {
    const pending = take(pendingSignIns, url.searchParams.get('state'));
    if (!pending) return oauthError(res, 400, 'invalid_request', 'Unknown or expired sign-in');
    const providerError = url.searchParams.get('error');
    if (providerError) return redirectWithError(res, pending, url.searchParams.get('error_description') ?? providerError);

    const exchange = await fetch(`${providerUrl}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: url.searchParams.get('code') ?? '',
        redirect_uri: idpResponseUrl,
        client_id: PROVIDER_CLIENT_IDS[pending.provider],
      }),
    });
    const answer = (await exchange.json()) as { id_token?: string };
    if (!exchange.ok || !answer.id_token) return redirectWithError(res, pending, 'The identity provider did not sign you in');
    const { payload } = await jwtVerify(answer.id_token, providerKeys, { issuer: providerUrl, audience: PROVIDER_CLIENT_IDS[pending.provider] });
    const claims = {
      sub: String(payload.sub),
      email: typeof payload.email === 'string' ? payload.email : undefined,
      email_verified: payload.email_verified === true,
      name: typeof payload.name === 'string' ? payload.name : undefined,
    };

    let federated: { user: User; userPoolId: string };
    try {
      federated = await federate(pending, claims);
    } catch (error) {
      return redirectWithError(res, pending, triggerFailure('PreSignUp', error));
    }
    const { user, userPoolId } = federated;
    if (services.triggers.enabled('PostAuthentication')) {
      try {
        await services.triggers.postAuthentication(ctx, {
          clientId: pending.clientId,
          clientMetadata: undefined,
          source: 'PostAuthentication_Authentication',
          userAttributes: user.Attributes,
          username: user.Username,
          userPoolId,
        });
      } catch (error) {
        return redirectWithError(res, pending, triggerFailure('PostAuthentication', error));
      }
    }
    sweep(issuedCodes);
    const code = randomUUID();
    issuedCodes.set(code, {
      username: user.Username,
      userPoolId,
      clientId: pending.clientId,
      redirectUri: pending.redirectUri,
      codeChallenge: pending.codeChallenge,
      expires: Date.now() + TTL_MS,
    });
    const back = new URL(pending.redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', pending.appState);
    redirect(res, back.toString());
  }

  async function token(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const form = new URLSearchParams((await readBody(req)).toString('utf8').slice(0, 16 * 1024));
    if (form.get('grant_type') !== 'authorization_code')
      return oauthError(res, 400, 'unsupported_grant_type', 'Only authorization_code is supported here');
    const issued = take(issuedCodes, form.get('code'));
    const verifier = form.get('code_verifier') ?? '';
    if (!issued || issued.clientId !== form.get('client_id') || issued.redirectUri !== form.get('redirect_uri')) {
      return oauthError(res, 400, 'invalid_grant', 'The code is invalid or has expired');
    }
    if (createHash('sha256').update(verifier).digest('base64url') !== issued.codeChallenge)
      return oauthError(res, 400, 'invalid_grant', 'code_verifier does not match');
    const userPool = await services.cognito.getUserPool(ctx, issued.userPoolId);
    const [user, appClient] = await Promise.all([
      userPool.getUserByUsername(ctx, issued.username),
      services.cognito.getAppClient(ctx, issued.clientId),
    ]);
    if (!user || !appClient || !user.Enabled) return oauthError(res, 400, 'invalid_grant', 'The user no longer exists');
    const groups = await userPool.listUserGroupMembership(ctx, user);
    const tokens = await services.tokenGenerator.generate(ctx, user, groups, appClient, undefined, 'HostedAuth');
    await userPool.storeRefreshToken(ctx, tokens.RefreshToken, user);
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(
      JSON.stringify({
        id_token: tokens.IdToken,
        access_token: tokens.AccessToken,
        refresh_token: tokens.RefreshToken,
        token_type: 'Bearer',
        expires_in: 3600,
      }),
    );
  }

  /** Back to the app's sign-out address; only a local one, as Cognito allows only the client's sign-out URLs. */
  function logout(url: URL, res: http.ServerResponse): void {
    let target: URL;
    try {
      target = new URL(url.searchParams.get('logout_uri') ?? '');
    } catch {
      return oauthError(res, 400, 'invalid_request', 'logout_uri is not a URL');
    }
    if (target.hostname !== 'localhost') return oauthError(res, 400, 'invalid_request', 'logout_uri is not allowed');
    redirect(res, target.toString());
  }

  return (req, res) => {
    const url = new URL(req.url ?? '/', selfUrl);
    const route = `${req.method} ${url.pathname}`;
    const handle =
      route === 'GET /oauth2/authorize'
        ? authorize(url, res)
        : route === 'GET /oauth2/idpresponse'
          ? idpResponse(url, res)
          : route === 'POST /oauth2/token'
            ? token(req, res)
            : route === 'GET /logout'
              ? Promise.resolve(logout(url, res))
              : undefined;
    if (!handle) return false;
    handle.catch((error: unknown) => {
      if (!res.headersSent) oauthError(res, 500, 'server_error', String(error));
    });
    return true;
  };
}
