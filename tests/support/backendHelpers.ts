/**
 * Backend test helpers on top of tests/support/stack.ts: members made
 * through the real sign-up (Cognito SignUp with an invite code, the
 * triggers, the confirmation mail), signed in with real ID tokens, and
 * completed through the API as onboarding would.
 */
import { randomUUID } from 'node:crypto';
import type { CollusionFlag } from '#contract/collusionResponses';
import { callOk } from './apiClient';
import { TEST_PASSWORD, newInviteCode, signIn, signUpAndConfirm, testStack, uniqueEmail, useStackEnv } from './stack';

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
  const me = await callOk('getMe', { token: idToken });
  return { userId, email, token: idToken, username: me.username ?? '' };
}

/** Onboarding through the API: terms, birth date, location, phone, purpose, a chosen username and name. */
export async function completeProfile(member: TestMember, name = 'Test Member'): Promise<TestMember> {
  const token = member.token;
  const username = `t${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await callOk('acceptTerms', { token, body: { accepted: true } });
  await callOk('saveBirthDate', { token, body: { birth_date: '1990-05-17' } });
  await callOk('saveLocation', { token, body: { city: 'Lyon', state: 'Rhone', country: 'France' } });
  await callOk('savePhone', { token, body: { phone: '+15555550123', sms_consent: true } });
  await callOk('savePurpose', { token, body: { join_intent: ['giving_vouches'], vouch_seeker_type: [] } });
  await callOk('updateMe', { token, body: { full_name: name, username } });
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
  const me = await callOk('getMe', { token: idToken });
  if (!me.is_super_admin) throw new Error(`The seeded admin is not a super admin: ${JSON.stringify(me)}`);
  return { userId: me.id, email: login.email, token: idToken, username: me.username ?? '' };
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

/** A valid off-platform vouch body to `email` (a fresh address by default); override any field. */
export function offPlatformVouchBody(email = uniqueEmail('invitee'), overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    pending_name: 'Ada Invitee',
    pending_email: email,
    attributes: ['Integrity', 'Reliability', 'Kindness', 'Visionary'],
    message: '<p>Always <strong>shows up</strong> when it matters.</p>',
    first_met_year: 2015,
    interaction_frequency: 'Yearly or less',
    relationship_category: 'life',
    relationship_context: 'friend',
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

/** A minimal JPEG's first bytes (SOI, APP0 JFIF): what the avatar check reads. */
export const JPEG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);

/** A presigned POST form as the API answers it (createAvatarUpload, createFeedbackUpload). */
export interface UploadForm {
  url: string;
  fields: Record<string, string>;
}

/** POSTs `bytes` with a presigned form, as the browser does (again, if need be: the form stays valid for 5 minutes); answers S3's status. */
export async function postUploadForm(
  form: UploadForm,
  bytes: Buffer,
  override: { formType?: string; fileName?: string } = {},
): Promise<{ status: number; text: string }> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields))
    body.append(name, name === 'Content-Type' && override.formType ? override.formType : value);
  body.append('file', new Blob([new Uint8Array(bytes)]), override.fileName ?? 'file');
  const response = await fetch(form.url, { method: 'POST', body });
  return { status: response.status, text: await response.text() };
}

/** Asks for an avatar upload form and POSTs `bytes` with it, as the browser does; answers S3's status, the upload key and the form. */
export async function uploadAvatar(
  token: string,
  bytes: Buffer,
  override: { formType?: string } = {},
): Promise<{ status: number; text: string; key: string; form: UploadForm }> {
  // The size the form is asked for is the one the browser declares; the bucket's policy holds the real one.
  const form = await callOk('createAvatarUpload', { token, body: { size: Math.min(bytes.length, 1024) } });
  const posted = await postUploadForm(form, bytes, { ...override, fileName: 'avatar.jpg' });
  return { ...posted, key: form.key, form };
}

/** Every collusion flag the admin list holds, all pages read. */
export async function allCollusionFlags(adminToken: string): Promise<CollusionFlag[]> {
  const flags: CollusionFlag[] = [];
  let cursor: string | null = null;
  do {
    const page: { flags: CollusionFlag[]; next_cursor: string | null } = await callOk('listCollusionFlags', {
      token: adminToken,
      query: cursor ? { cursor } : {},
    });
    flags.push(...page.flags);
    cursor = page.next_cursor;
  } while (cursor);
  return flags;
}
