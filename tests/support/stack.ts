/**
 * What tests know about the local stack that tests/support/globalSetup.ts
 * starts once per `npm test` (on the +10000 ports, fresh temp data, seeded),
 * and helpers that drive it through its real interfaces.
 *
 * How the stack reaches a test, by exact name:
 *  - `inject('vouchedStack')` (vitest provide/inject): a `TestStack`; call
 *    `testStack()` rather than inject directly, it also reads the env fallback;
 *  - `process.env.VOUCHED_STACK`: the same object as JSON (for code that
 *    cannot inject, e.g. Playwright helpers);
 *  - the handler environment (TABLE_NAME, DYNAMODB_ENDPOINT, COGNITO_ENDPOINT,
 *    USER_POOL_ID, USER_POOL_CLIENT_ID, SES_ENDPOINT, SNS_ENDPOINT,
 *    KMS_ENDPOINT, S3_ENDPOINT, SFN_ENDPOINT, … see bin/local/handlerEnv.ts)
 *    in process.env, so a test may import functions/* and call it directly.
 *    `useStackEnv()` sets it again explicitly.
 *
 * With VOUCHED_SKIP_STACK=1 nothing is started and `testStack()` throws.
 */
import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { CONFIRM_SUBJECT } from '#domain/authMail';
import type { DemoSeed } from '#local/seed';
import type { StackEndpoints } from '#local/stack';
import { waitFor } from './waitFor';

export interface TestStack extends StackEndpoints {
  /** What seedDemoData() returned (demo logins, free invite codes); null if there was no seed module. */
  seed: DemoSeed | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    vouchedStack: TestStack;
  }
}

export const STACK_ENV_VAR = 'VOUCHED_STACK';

/** The running test stack's endpoints and ids. */
export function testStack(): TestStack {
  let provided: TestStack | undefined;
  try {
    provided = inject('vouchedStack');
  } catch {
    // Not inside a vitest worker (e.g. a script): fall back to the environment.
  }
  if (provided) return provided;
  const fromEnv = process.env[STACK_ENV_VAR];
  if (fromEnv) return JSON.parse(fromEnv) as TestStack;
  throw new Error('The local test stack is not running (VOUCHED_SKIP_STACK=1?): run the tests with `npm test`.');
}

/** Points this process's AWS clients (functions/services) at the test stack. */
export function useStackEnv(): TestStack {
  const stack = testStack();
  Object.assign(process.env, stack.env);
  return stack;
}

export function cognito(): CognitoIdentityProviderClient {
  const stack = testStack();
  return new CognitoIdentityProviderClient({
    region: stack.region,
    endpoint: stack.cognitoUrl,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

// ---------------------------------------------------------------- mail and SMS

/** One mail as the local SES stores it (GET /store). */
export interface Mail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  /** The headers the sender set (SES's Simple content Headers), when it set any. */
  headers?: { name: string; value: string }[];
  /** Epoch seconds. */
  at: number;
}

/** Every mail sent so far, optionally only those to `to` (case-insensitive). */
export async function readMailbox(filter: { to?: string; sinceEpochSeconds?: number } = {}): Promise<Mail[]> {
  const query = filter.sinceEpochSeconds === undefined ? '' : `?since=${Math.floor(filter.sinceEpochSeconds)}`;
  const response = await fetch(`${testStack().sesUrl}/store${query}`);
  const { emails } = (await response.json()) as { emails: Mail[] };
  const to = filter.to?.toLowerCase();
  return to ? emails.filter((mail) => mail.destination.to.some((address) => address.toLowerCase().includes(to))) : emails;
}

/** Waits for the newest mail to `to` (mail delivery is synchronous locally, but stay robust). */
export async function waitForMail(to: string, options: { timeoutMs?: number; subjectIncludes?: string } = {}): Promise<Mail> {
  return waitFor(
    `a mail to ${to} in the local mailbox`,
    async () => (await readMailbox({ to })).filter((mail) => !options.subjectIncludes || mail.subject.includes(options.subjectIncludes)).at(-1),
    options.timeoutMs ?? 10_000,
  );
}

/** The 6-digit confirmation code in a Cognito mail. */
export function confirmationCodeIn(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.body.text ?? mail.body.html ?? '')?.[1];
  if (!code) throw new Error(`No confirmation code in the mail "${mail.subject}"`);
  return code;
}

export interface Sms {
  id: string;
  to: string;
  body: string;
  via: 'sns' | 'cognito';
  at: string;
}

/** Text messages sent so far, newest first. */
export async function readSmsOutbox(): Promise<Sms[]> {
  return (await fetch(`${testStack().snsUrl}/outbox.json`).then((r) => r.json())) as Sms[];
}

// ---------------------------------------------------------------- accounts

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export interface SignUpInput {
  inviteCode: string;
  email: string;
  password: string;
  name?: string;
}

/**
 * Signs up through the real Cognito SignUp (the invite code in
 * clientMetadata, as the web sends it), reads the confirmation code from the
 * local mailbox and confirms. Resolves to the new member's id (`sub`).
 * A refused sign-up (e.g. PreSignUp rejecting the code) rejects with
 * Cognito's error.
 */
export async function signUpAndConfirm(input: SignUpInput): Promise<{ userId: string; email: string }> {
  const stack = testStack();
  const client = cognito();
  try {
    const attributes: AttributeType[] = [{ Name: 'email', Value: input.email }];
    if (input.name) attributes.push({ Name: 'name', Value: input.name });
    const signedUp = await client.send(
      new SignUpCommand({
        ClientId: stack.userPoolClientId,
        Username: input.email,
        Password: input.password,
        UserAttributes: attributes,
        ClientMetadata: { inviteCode: input.inviteCode },
      }),
    );
    // The confirmation by its subject: other mail to the address (an off-platform vouch's invitation, which leaves
    // through the outbox queue) may arrive before or after it.
    const code = confirmationCodeIn(await waitForMail(input.email, { subjectIncludes: CONFIRM_SUBJECT }));
    await client.send(
      new ConfirmSignUpCommand({
        ClientId: stack.userPoolClientId,
        Username: input.email,
        ConfirmationCode: code,
        ClientMetadata: { inviteCode: input.inviteCode },
      }),
    );
    if (!signedUp.UserSub) throw new Error('Cognito returned no UserSub');
    return { userId: signedUp.UserSub, email: input.email };
  } finally {
    client.destroy();
  }
}

/** USER_PASSWORD_AUTH, as the web does (cognito-local has no SRP). */
export async function signIn(email: string, password: string): Promise<Tokens> {
  const client = cognito();
  try {
    const out = await client.send(
      new InitiateAuthCommand({
        ClientId: testStack().userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const result = out.AuthenticationResult;
    if (!result?.IdToken || !result.AccessToken || !result.RefreshToken) throw new Error('Sign-in returned no tokens');
    return { idToken: result.IdToken, accessToken: result.AccessToken, refreshToken: result.RefreshToken };
  } finally {
    client.destroy();
  }
}

/** A unique address for a test's user, so tests never collide. */
export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/** A password that meets the spec's rules. */
export const TEST_PASSWORD = 'Str0ng!Passw0rd';

// ---------------------------------------------------------------- API

export interface ApiResponse<T = unknown> {
  status: number;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  body: T;
  headers: Headers;
}

/**
 * Headers that make a request count as coming from `address` (in
 * `country`, as CloudFront places it) through CloudFront: the viewer headers
 * plus the edge secret the local web server (our CloudFront) adds. Without
 * the secret they are ignored.
 */
export function viaEdgeAs(address: string, country?: string): Record<string, string> {
  return {
    'cloudfront-viewer-address': `${address}:443`,
    ...(country ? { 'cloudfront-viewer-country': country } : {}),
    'x-vouched-edge': testStack().env.EDGE_SECRET ?? '',
  };
}

/**
 * A visitor of their own behind CloudFront, for a test that calls the
 * per-address rate-limited public routes: test files run in parallel
 * processes, and without this they would all share 127.0.0.1's budget.
 * Random addresses in IPv6's documentation prefix (never dialled) cannot
 * collide across processes the way a per-process counter would.
 */
export function newViewer(): Record<string, string> {
  return viaEdgeAs(`2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`);
}

/**
 * A raw HTTP request to the local API server, as the browser sends it (ID
 * token as Bearer), unchecked. Integration tests call routes by id through
 * apiClient.ts `call`; this is for requests whose subject is the HTTP layer
 * itself (unknown paths, malformed headers) and for the browser tests.
 */
export async function api<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${testStack().apiUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

// ---------------------------------------------------------------- invites

/**
 * A fresh, unredeemed invite code.
 *  - `{ token }`: created by that member through the API (createInvite),
 *    so it counts against their 10;
 *  - otherwise written through the store (functions/store createInvite) for
 *    `inviterId`, by default a new synthetic inviter each call, so tests never
 *    run into the invite limit.
 */
export async function newInviteCode(options: { token?: string; inviterId?: string } = {}): Promise<string> {
  if (options.token) {
    // Imported when used: the API client builds on this module.
    const { callOk } = await import('./apiClient');
    return (await callOk('createInvite', { token: options.token, body: { channel: 'web' } })).invite_code;
  }
  useStackEnv();
  const { createInvite } = await import('#store/invites');
  const invite = await createInvite({ inviter_user_id: options.inviterId ?? `test-inviter-${randomUUID()}`, channel: 'web' }, new Date());
  return invite.invite_code;
}
