/**
 * Backend test helpers on top of tests/support/stack.ts: members made
 * through the real sign-up (Cognito SignUp with an invite code, the
 * triggers, the confirmation mail), signed in with real ID tokens, and
 * completed through the API as onboarding would.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { MyProfile } from '../../functions/api/contracts';
import { routeKey, routes, type RouteId } from '../../functions/api/routes';
import {
  TEST_PASSWORD,
  api,
  newInviteCode,
  signIn,
  signUpAndConfirm,
  testStack,
  uniqueEmail,
  useStackEnv,
  type ApiResponse,
} from './stack';

export interface TestMember {
  userId: string;
  email: string;
  token: string;
  username: string;
}

/** A new member through SignUp → confirmation mail → ConfirmSignUp → sign-in. */
export async function signUpMember(options: { name?: string; inviteCode?: string; prefix?: string } = {}): Promise<TestMember> {
  const email = uniqueEmail(options.prefix ?? 'member');
  const inviteCode = options.inviteCode ?? (await newInviteCode());
  const { userId } = await signUpAndConfirm({ inviteCode, email, password: TEST_PASSWORD, name: options.name });
  const { idToken } = await signIn(email, TEST_PASSWORD);
  const me = await api<MyProfile>('GET', '/api/me', { token: idToken });
  if (me.status !== 200) throw new Error(`GET /api/me for a new member answered ${me.status}: ${JSON.stringify(me.body)}`);
  return { userId, email, token: idToken, username: me.body.username ?? '' };
}

async function ok(response: Promise<ApiResponse>, what: string): Promise<void> {
  const r = await response;
  if (r.status !== 200) throw new Error(`${what} answered ${r.status}: ${JSON.stringify(r.body)}`);
}

/** Onboarding through the API: terms, birth date, location, phone, purpose, a chosen username and name. */
export async function completeProfile(member: TestMember, name = 'Test Member'): Promise<TestMember> {
  const token = member.token;
  const username = `t${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await ok(api('PUT', '/api/me/terms', { token, body: { accepted: true } }), 'terms');
  await ok(api('PUT', '/api/me/birth-date', { token, body: { birth_date: '1990-05-17' } }), 'birth date');
  await ok(api('PUT', '/api/me/location', { token, body: { city: 'Lyon', state: 'Rhone', country: 'France' } }), 'location');
  await ok(api('PUT', '/api/me/phone', { token, body: { phone: '+15555550123', sms_consent: true } }), 'phone');
  await ok(api('PUT', '/api/me/purpose', { token, body: { join_intent: ['giving_vouches'], vouch_seeker_type: [] } }), 'purpose');
  await ok(api('PATCH', '/api/me', { token, body: { full_name: name, username } }), 'profile edit');
  return { ...member, username };
}

export async function signUpCompleteMember(name?: string): Promise<TestMember> {
  return completeProfile(await signUpMember({ name }), name);
}

/** The seeded super admin, signed in. */
export async function signInAdmin(): Promise<TestMember> {
  const login = testStack().seed?.logins.find((l) => l.role === 'admin');
  if (!login) throw new Error('The test stack has no seeded admin login');
  const { idToken } = await signIn(login.email, login.password);
  const me = await api<MyProfile>('GET', '/api/me', { token: idToken });
  if (me.status !== 200 || !me.body.is_super_admin) throw new Error(`The seeded admin is not a super admin: ${JSON.stringify(me.body)}`);
  return { userId: me.body.id, email: login.email, token: idToken, username: me.body.username ?? '' };
}

/** A valid vouch body for `voucheeId`; override any field. */
export function vouchBody(voucheeId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    vouchee_id: voucheeId,
    attributes: ['Integrity', 'Reliability', 'Kindness', 'Visionary'],
    message: '<p>Always <strong>shows up</strong> when it matters.</p>',
    first_met_year: 2015,
    interaction_frequency: 'Weekly',
    relationship_category: 'work',
    relationship_context: 'collaborator_or_teammate',
    character_confidence: 4,
    ...overrides,
  };
}

/** The payload of a JWT, unverified (the API server verified it; tests only read claims). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Points functions/* at the stack and returns it (for tests that read the table directly). */
export { useStackEnv };

/**
 * An API Gateway v2 event for calling a handler module in this process —
 * for the few tests that must inject a failure into this process's AWS
 * clients (aws-sdk-client-mock) or choose the caller's IP. Every other test
 * goes through the local API server.
 */
export function inProcessEvent(
  routeId: RouteId,
  options: { userId?: string; body?: unknown; params?: Record<string, string>; sourceIp?: string } = {},
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const route = routes.find((r) => r.id === routeId)!;
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(options.params?.[name] ?? ''));
  const now = new Date();
  const event = {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    pathParameters: options.params,
    requestContext: {
      accountId: '000000000000',
      apiId: 'in-process',
      authorizer: options.userId ? { principalId: '', integrationLatency: 0, jwt: { claims: { sub: options.userId }, scopes: [] } } : undefined,
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: route.method, path, protocol: 'HTTP/1.1', sourceIp: options.sourceIp ?? '10.0.0.1', userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: routeKey(route),
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    isBase64Encoded: false,
  };
  return event as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

/** A handler's answer with its JSON body parsed. */
export function parsed(result: unknown): { status: number; body: Record<string, unknown> & { error?: { code: string; message: string } } } {
  const r = result as { statusCode: number; body?: string };
  return { status: r.statusCode, body: r.body ? (JSON.parse(r.body) as Record<string, unknown>) : {} };
}
