/**
 * Local Cognito: cognito-local, run in this process so we can hand it our
 * message sender, behind a small shim on the public port that
 *  - answers CORS for the web app, and
 *  - implements GetTokensFromRefreshToken (Amplify v6 calls it to refresh;
 *    cognito-local lacks it) by translating it to InitiateAuth
 *    REFRESH_TOKEN_AUTH, and
 *  - enforces the pool's password policy, which cognito-local ignores;
 *  - refuses a member's write of an attribute their app client may not
 *    write, and sends the code of a held e-mail change to the new address
 *    (attributeWrites.ts), which cognito-local does not;
 *  - serves the hosted domain's OAuth endpoints for Google and LinkedIn
 *    sign-in (hostedUi.ts), which cognito-local lacks;
 *  - answers sign-in, password reset and confirmation as Cognito does with
 *    PreventUserExistenceErrors, telling no unknown address from a known one,
 *    and resends confirmation codes, which cognito-local lacks (userExistence.ts);
 * and gives its tokens the origin_jti claim (cognitoTokens.ts), so Amplify's
 * sign-out revokes the refresh token through cognito-local's RevokeToken.
 * Triggers go to our Lambda-invoke endpoint, which runs functions/triggers/*.
 */
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import pino from 'pino';
import { DefaultConfig, type Config } from 'cognito-local/lib/server/config';
import { Router } from 'cognito-local/lib/server/Router';
import { createServer } from 'cognito-local/lib/server/server';
import { DateClock, LambdaService, MessagesService, TriggersService, type Services } from 'cognito-local/lib/services';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import { CryptoService } from 'cognito-local/lib/services/crypto';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService';
import { triggerFunction } from '#lib/functions';
import { ATTRIBUTE_WRITES, deliveringHeldChangesToNewAddress, withWritableAttributes } from './attributeWrites';
import { WriteBehindDataStoreFactory } from './cognitoDataStore';
import { LocalMessageSender } from './cognitoMessageSender';
import { RevocableTokenGenerator } from './cognitoTokens';
import { createHostedUi } from './hostedUi';
import { LOCAL_REGION, localUrl } from './handlerEnv';
import { listen, readBody, type RunningServer } from './http';
import type { SmsOutbox } from './smsOutbox';
import { PASSWORD_FIELD_OF, passwordPolicyViolation } from './passwordPolicy';
import { USER_EXISTENCE_OPERATIONS, answerAsCognito, failureOf, sendAnswer, type UserExistenceDeps } from './userExistence';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

export interface CognitoOptions {
  port: number;
  lambdaPort: number;
  sesPort: number;
  mailFrom: string;
  dataDir: string;
  /** Whether the pools outlive the process (npm start); a temporary stack keeps them in memory only. */
  persist: boolean;
  outbox: SmsOutbox;
  /** pino level for cognito-local's own log: 'silent' in tests. */
  logLevel: string;
  /** The local OpenID provider playing Google and LinkedIn, behind the hosted UI's /oauth2 endpoints. */
  identityProviderUrl: string;
}

/** cognito-local's trigger keys → the table's function (lib/functions.ts), run by our Lambda-invoke endpoint. */
const TRIGGER_FUNCTIONS = {
  PreSignUp: triggerFunction('preSignUp').name,
  PostConfirmation: triggerFunction('postConfirmation').name,
  PreTokenGeneration: triggerFunction('preTokenGeneration').name,
  CustomMessage: triggerFunction('customMessage').name,
  PostAuthentication: triggerFunction('postAuthentication').name,
};

export function issuerFor(port: number, userPoolId: string): string {
  return `${localUrl(port)}/${userPoolId}`;
}

export async function startCognito(options: CognitoOptions): Promise<RunningServer> {
  const dataDirectory = path.join(options.dataDir, 'cognito');
  mkdirSync(dataDirectory, { recursive: true });
  const logger = pino({ level: options.logLevel });
  const ctx = { logger };

  const config: Config = {
    ...DefaultConfig,
    LambdaClient: {
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      region: LOCAL_REGION,
      endpoint: localUrl(options.lambdaPort),
    },
    TriggerFunctions: TRIGGER_FUNCTIONS,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    // Tokens name the issuer the browser and the API server both use: the shim.
    TokenConfig: { IssuerDomain: localUrl(options.port) },
    ServerConfig: { port: options.port, hostname: 'localhost', development: false, https: false },
  };

  // The same wiring as cognito-local's createDefaultServer, with our data
  // store (written behind, cognitoDataStore.ts) and our message sender instead of its console printer.
  const clock = new DateClock();
  const dataStoreFactory = new WriteBehindDataStoreFactory(options.persist ? dataDirectory : null);
  const cognitoServiceFactory = new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  );
  const cognitoClient = await cognitoServiceFactory.create(ctx, config.UserPoolDefaults);
  // aws-sdk v2 is cognito-local's own dependency (see quietSdkNotices.ts).
  const { default: AWS } = await import('aws-sdk');
  const triggers = new TriggersService(
    clock,
    cognitoClient,
    new LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient)),
    new CryptoService(config.KMSConfig),
  );
  const ses = new SESv2Client({
    region: LOCAL_REGION,
    endpoint: localUrl(options.sesPort),
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const services: Services = {
    clock,
    cognito: cognitoClient,
    config,
    messages: deliveringHeldChangesToNewAddress(
      new MessagesService(triggers, new MessageDeliveryService(new LocalMessageSender(ses, options.mailFrom, options.outbox))),
    ),
    otp,
    tokenGenerator: new RevocableTokenGenerator(new JwtTokenGenerator(clock, triggers, config.TokenConfig)),
    triggers,
  };
  const router = Router(services);
  const cognitoApp = createServer(router, logger, config.ServerConfig, services).application as http.RequestListener;
  const hostedUi = createHostedUi({ services, ctx, selfUrl: localUrl(options.port), providerUrl: options.identityProviderUrl });

  const server = http.createServer((req, res) => {
    setCors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (hostedUi(req, res)) return;
    const operation = req.method === 'POST' ? String(req.headers['x-amz-target'] ?? '').replace(TARGET_PREFIX, '') : '';
    if (operation === 'GetTokensFromRefreshToken') {
      void refreshThroughInitiateAuth(req, res, options.port);
      return;
    }
    if (operation === 'AdminUserGlobalSignOut') {
      void globalSignOut(req, res, cognitoClient, ctx);
      return;
    }
    if (USER_EXISTENCE_OPERATIONS.has(operation)) {
      void withoutUserExistenceErrors(req, res, operation, { services, router, ctx }, cognitoApp);
      return;
    }
    if (ATTRIBUTE_WRITES[operation]) {
      void withWritableAttributes(req, res, operation, services, ctx, cognitoApp);
      return;
    }
    if (PASSWORD_FIELD_OF[operation]) {
      void withPasswordPolicy(req, res, PASSWORD_FIELD_OF[operation], cognitoApp);
      return;
    }
    cognitoApp(req, res);
  });
  const running = await listen(server, options.port);
  return {
    server,
    async stop() {
      await running.stop();
      dataStoreFactory.flush();
      ses.destroy();
    },
  };
}

/** The JSON body, or null once a malformed one has been refused as Cognito refuses it. */
async function readInput(req: http.IncomingMessage, res: http.ServerResponse): Promise<Record<string, unknown> | null> {
  try {
    return JSON.parse((await readBody(req)).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    res.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
    res.end(JSON.stringify({ __type: 'SerializationException', message: 'Malformed JSON' }));
    return null;
  }
}

/**
 * Refuses a weak password as Cognito would, before cognito-local (and so
 * before any trigger) sees the request. Otherwise hands cognito-local the
 * body already parsed: its body-parser skips requests marked `_body`.
 */
function passWithPasswordPolicy(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  input: Record<string, unknown>,
  field: string | undefined,
  next: http.RequestListener,
): void {
  const violation = field ? passwordPolicyViolation(input[field]) : null;
  if (violation) {
    res.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
    res.end(JSON.stringify(violation));
    return;
  }
  Object.assign(req, { body: input, _body: true });
  next(req, res);
}

async function withPasswordPolicy(req: http.IncomingMessage, res: http.ServerResponse, field: string, next: http.RequestListener): Promise<void> {
  const input = await readInput(req, res);
  if (input) passWithPasswordPolicy(req, res, input, field, next);
}

/** Cognito's answer where cognito-local's would tell an unknown address from a known one (userExistence.ts). */
async function withoutUserExistenceErrors(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  operation: string,
  deps: UserExistenceDeps,
  next: http.RequestListener,
): Promise<void> {
  const input = await readInput(req, res);
  if (!input) return;
  let answer: Awaited<ReturnType<typeof answerAsCognito>>;
  try {
    answer = await answerAsCognito(operation, input, deps);
  } catch (error) {
    answer = failureOf(error);
  }
  if (answer === 'pass') passWithPasswordPolicy(req, res, input, PASSWORD_FIELD_OF[operation], next);
  else sendAnswer(res, answer);
}

/**
 * AdminUserGlobalSignOut {UserPoolId, Username}, which cognito-local lacks:
 * as in Cognito, every refresh token of the user is revoked, so no session
 * of theirs can be renewed (ID and access tokens already issued run out on
 * their own, as on AWS).
 */
async function globalSignOut(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  cognitoClient: Services['cognito'],
  ctx: Parameters<Services['cognito']['getUserPool']>[0],
): Promise<void> {
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
    res.end(JSON.stringify(body));
  };
  try {
    const input = JSON.parse((await readBody(req)).toString('utf8') || '{}') as { UserPoolId?: string; Username?: string };
    const userPool = await cognitoClient.getUserPool(ctx, String(input.UserPoolId ?? ''));
    const user = await userPool.getUserByUsername(ctx, String(input.Username ?? ''));
    if (!user) {
      answer(400, { __type: 'UserNotFoundException', message: 'User does not exist.' });
      return;
    }
    await userPool.saveUser(ctx, { ...user, RefreshTokens: [] });
    answer(200, {});
  } catch (error) {
    answer(500, { __type: 'InternalErrorException', message: String(error) });
  }
}

function setCors(req: http.IncomingMessage, res: http.ServerResponse): void {
  // The web app runs on another local origin; in AWS Cognito answers CORS itself.
  res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
  res.setHeader('vary', 'origin');
  res.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS');
  res.setHeader(
    'access-control-allow-headers',
    req.headers['access-control-request-headers'] ?? 'content-type, x-amz-target, x-amz-user-agent, cache-control',
  );
  res.setHeader('access-control-max-age', '600');
}

/**
 * GetTokensFromRefreshToken {ClientId, RefreshToken, ClientMetadata} is the
 * same operation as InitiateAuth REFRESH_TOKEN_AUTH, answered with only the
 * AuthenticationResult. Errors (e.g. NotAuthorizedException) pass through.
 */
async function refreshThroughInitiateAuth(req: http.IncomingMessage, res: http.ServerResponse, port: number): Promise<void> {
  try {
    const input = JSON.parse((await readBody(req)).toString('utf8') || '{}') as {
      ClientId?: string;
      RefreshToken?: string;
      ClientMetadata?: Record<string, string>;
    };
    const upstream = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${TARGET_PREFIX}InitiateAuth` },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: input.ClientId,
        AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
        ClientMetadata: input.ClientMetadata,
      }),
    });
    const body = (await upstream.json()) as { AuthenticationResult?: Record<string, unknown> };
    const out = upstream.ok
      ? { AuthenticationResult: { TokenType: 'Bearer', ExpiresIn: 3600, ...stripUndefined(body.AuthenticationResult ?? {}) } }
      : body;
    res.writeHead(upstream.status, { 'content-type': 'application/x-amz-json-1.1' });
    res.end(JSON.stringify(out));
  } catch (error) {
    res.writeHead(500, { 'content-type': 'application/x-amz-json-1.1' });
    res.end(JSON.stringify({ __type: 'InternalErrorException', message: String(error) }));
  }
}

function stripUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== null));
}
