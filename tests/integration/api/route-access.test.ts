/**
 * The authorisation matrix, generated from the route table: every route of
 * routes.ts × every role (visitor, member, another member, a member whose
 * profile is incomplete, the super admin, a Google account that has not
 * redeemed an invite, a member whose deletion is confirmed (in its grace)
 * and one whose deletion was finalised, both still holding the ID token
 * they had before), each with the exact status the route's declaration
 * implies:
 *   - visitor on a member or admin route: 401 'unauthorized';
 *   - a deleted member (grace or finalised) on a member, admin or account
 *     route: 401 'unauthorized', whatever their token says (signed out
 *     everywhere at the confirmation);
 *   - the account that is no member on a member or admin route: 403;
 *   - anyone but the admin on an admin route: 403 'forbidden';
 *   - the incomplete member on a route marked needsCompleteProfile: 403;
 *   - otherwise the route's own answer to a valid request (its row below).
 * A new route needs its row: the table is typed by RouteId (type check) and
 * checked against routes.ts at run time (this suite fails without it).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyProfile, Transcript } from '#contract/responses';
import { routes, type RouteId } from '#contract/routes';
import { type RouteDef } from '#contract/routeDef';
import { JPEG_BYTES, offPlatformVouchBody, signInAdmin, signUpCompleteMember, signUpMember, uploadAvatar, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { newInviteCode, newViewer, uniqueEmail, useStackEnv } from '#test-support/stack';
import { callOk, callRoute } from '#test-support/apiClient';
import { createNotification } from '#store/notifications';
import { addToWaitingList } from '#store/waitingList';
import { signedDelivery } from '#test-support/formDelivery';
import { federatedTokens } from '#test-support/federation';
import { confirmDeletionInGrace, finaliseDeletion } from '#test-support/accountDeletion';
import { getProfile } from '#store/profiles';

const ROLES = ['visitor', 'member', 'otherMember', 'incompleteMember', 'admin', 'nonMember', 'deletedMember', 'finalisedMember'] as const;
type Role = (typeof ROLES)[number];
type SignedInRole = Exclude<Role, 'visitor'>;
/** Refused on every route that is not public, so their rows need no status of their own. */
type DeletedRole = 'deletedMember' | 'finalisedMember';
type LiveRole = Exclude<Role, DeletedRole>;
const isDeleted = (role: Role): role is DeletedRole => role === 'deletedMember' || role === 'finalisedMember';

interface Sample {
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** One row per route: a request valid for the role making it, and the status it earns when the role may make it. */
interface Row {
  request: (role: Role) => Sample;
  /** The answer to an allowed request: one status for every role, or one per role (a deleted member's is always 401). */
  allowed: number | Record<LiveRole, number>;
}

const callers = {} as Record<SignedInRole, TestMember>;
/** A member whose profile is incomplete, one per route: the own-profile routes below would complete a shared one. */
const incompleteFor = new Map<RouteId, TestMember>();
const fullNameOf = new Map<string, string>();
let freeCode: string;
/** The member's own pending invite, which only they may delete; and one nobody else may delete. */
let memberOwnInvite: string;
let memberKeptInvite: string;
/** The member every complete role has vouched for, whose vouches the edit and delete rows address. */
let vouchTarget: TestMember;
/** A notification of the member's own: only they may mark it read. */
let memberNotification: string;
/** A feedback item the member sent (no attachment), whose admin status the admin row changes. */
let feedbackItemId: string;
/** A waiting-list entry the admin row invites (once: the other roles are refused before it is touched). */
let waitingEntry: { id: string; created_at: string };
/** An uploaded avatar of each signed-in role's own, which saveAvatar records. */
const avatarKeyOf = new Map<Role, string>();
const { vouchee_id: _, ...editBody } = vouchBody('unused', { attributes: ['Empathy', 'Patience', 'Respect'] });

const caller = (role: Role, id: RouteId): TestMember | undefined =>
  role === 'visitor' ? undefined : role === 'incompleteMember' ? incompleteFor.get(id) : callers[role];
/** The member each role looks at or vouches for: the member for everyone but the member, who uses the other one. */
const counterpart = (role: Role) => (role === 'member' ? callers.otherMember : callers.member);

/** Well formed (43 base64url characters), naming no deletion request. */
const UNKNOWN_DELETION_TOKEN = 'x'.repeat(43);

const ROWS: Record<RouteId, Row> = {
  checkInviteCode: { request: () => ({ params: { code: freeCode } }), allowed: 200 },
  joinWaitingList: { request: () => ({ body: { name: 'Route Test', email: 'Route.Test@Example.test' } }), allowed: 201 },
  getMe: { request: () => ({}), allowed: 200 },
  getMyInviter: { request: () => ({}), allowed: 200 },
  updateMe: {
    request: (role) => {
      const me = caller(role, 'updateMe');
      return { body: { full_name: (me && fullNameOf.get(me.userId)) || 'Route Member', username: me?.username ?? 'nobody' } };
    },
    allowed: 200,
  },
  acceptTerms: { request: () => ({ body: { accepted: true } }), allowed: 200 },
  saveBirthDate: { request: () => ({ body: { birth_date: '1990-05-17' } }), allowed: 200 },
  createAvatarUpload: { request: () => ({ body: { size: 4096 } }), allowed: 201 },
  saveAvatar: { request: (role) => ({ body: { key: avatarKeyOf.get(role) ?? 'avatars/nobody-a1b2c3d4.jpg' } }), allowed: 200 },
  saveLocation: { request: () => ({ body: { city: 'Lyon', state: 'Rhone', country: 'France' } }), allowed: 200 },
  savePhone: { request: () => ({ body: { phone: '+15555550123', sms_consent: true } }), allowed: 200 },
  savePurpose: { request: () => ({ body: { join_intent: ['giving_vouches'] } }), allowed: 200 },
  saveEmailPreferences: { request: () => ({ body: { vouch_emails: true } }), allowed: 200 },
  getMyTranscript: { request: () => ({}), allowed: 200 },
  listMyTranscriptVouches: { request: () => ({}), allowed: 200 },
  listMyInvites: { request: () => ({}), allowed: 200 },
  createInvite: { request: () => ({ body: { channel: 'qr' } }), allowed: 201 },
  // The member deletes their own pending invite; everyone else tries the member's other one and learns nothing (404).
  deleteInvite: {
    request: (role) => ({ params: { id: role === 'member' ? memberOwnInvite : memberKeptInvite } }),
    allowed: { visitor: 401, member: 200, otherMember: 404, incompleteMember: 404, admin: 404, nonMember: 403 },
  },
  sendShareEmail: { request: () => ({ body: { purpose: 'give_vouch_invite', to: uniqueEmail('composer'), subject: '', message: 'Join us.' } }), allowed: 201 },
  getMember: { request: (role) => ({ params: { username: counterpart(role).username } }), allowed: 200 },
  createVouch: { request: (role) => ({ body: vouchBody(counterpart(role).userId) }), allowed: 201 },
  getMyVouchFor: { request: (role) => ({ params: { voucheeId: counterpart(role).userId } }), allowed: 200 },
  // Each complete role gave the target a vouch (beforeAll); the incomplete member gave none, and the path reaches only the caller's own.
  updateVouch: { request: () => ({ body: editBody, params: { voucheeId: vouchTarget.userId } }), allowed: 200 },
  deleteVouch: {
    request: () => ({ params: { voucheeId: vouchTarget.userId } }),
    allowed: { visitor: 401, member: 200, otherMember: 200, incompleteMember: 404, admin: 200, nonMember: 403 },
  },
  // A fresh address each time: it uses one of the caller's 10 invites and mails the local mailbox. The seeded admin
  // holds 6 invites (3 redeemed by the demo members, the other 2 demo members were invited by Maya and Sam, 3 free
  // codes); createInvite and sendShareEmail (invites routes, earlier in the table) take two more, so the admin has
  // room for this one. The limit itself: tests/integration/invariants/concurrency.test.ts.
  createOffPlatformVouch: {
    request: () => ({ body: offPlatformVouchBody() }),
    allowed: { visitor: 401, member: 201, otherMember: 201, incompleteMember: 403, admin: 201, nonMember: 403 },
  },
  listWaitingList: { request: () => ({}), allowed: 200 },
  listBlogPosts: { request: () => ({}), allowed: 200 },
  createTestimonial: { request: () => ({ body: { name: 'Route Test', content: 'A kind and careful community.' } }), allowed: 201 },
  listTestimonials: { request: () => ({}), allowed: 200 },
  listViewPermissions: { request: () => ({}), allowed: 200 },
  searchViewCandidates: { request: (role) => ({ query: { q: counterpart(role).username } }), allowed: 200 },
  grantViewPermission: { request: (role) => ({ body: { viewer_id: counterpart(role).userId } }), allowed: 201 },
  // The member revokes the permission they gave the admin; everyone else holds no such grant of their own (404).
  revokeViewPermission: {
    request: () => ({ params: { viewerId: callers.admin.userId } }),
    allowed: { visitor: 401, member: 200, otherMember: 404, incompleteMember: 404, admin: 404, nonMember: 403 },
  },
  listDirectory: { request: () => ({}), allowed: 200 },
  // Each role opens its own profile dialog (the owner always has full access; another's needs a relationship).
  getMemberProfile: { request: (role) => ({ params: { userId: caller(role, 'getMemberProfile')?.userId ?? callers.member.userId } }), allowed: 200 },
  // Any member may read anyone's vouch lists (spec §6).
  listVouchesReceived: { request: (role) => ({ params: { userId: counterpart(role).userId } }), allowed: 200 },
  listVouchesGiven: { request: (role) => ({ params: { userId: counterpart(role).userId } }), allowed: 200 },
  // The caller's own portfolio: the path names no one else's.
  getMyPortfolio: { request: () => ({}), allowed: 200 },
  // Asking mails a link and changes nothing else; each role's own first request in this run.
  requestDeletion: { request: () => ({}), allowed: 201 },
  // The link's token is the authority: anyone may present one, and one that names no request is refused alike (404).
  checkDeletion: { request: () => ({ body: { token: UNKNOWN_DELETION_TOKEN } }), allowed: 404 },
  confirmDeletion: { request: () => ({ body: { token: UNKNOWN_DELETION_TOKEN } }), allowed: 404 },
  cancelDeletion: { request: () => ({ body: { token: UNKNOWN_DELETION_TOKEN } }), allowed: 404 },
  listNotifications: { request: () => ({}), allowed: 200 },
  // The member marks their own notification; for everyone else it is not theirs, so it is not there (404).
  markNotificationRead: {
    request: () => ({ params: { id: memberNotification } }),
    allowed: { visitor: 401, member: 200, otherMember: 404, incompleteMember: 404, admin: 404, nonMember: 403 },
  },
  markAllNotificationsRead: { request: () => ({}), allowed: 200 },
  // Each role's first request in this run; a second would be 409 (one pending at a time).
  requestMyData: { request: () => ({}), allowed: 201 },
  createFeedbackUpload: { request: () => ({ body: { content_type: 'image/png', size: 2048 } }), allowed: 201 },
  submitFeedback: { request: () => ({ body: { feedback_type: 'idea', importance: 'small', title: 'Route access', description: '' } }), allowed: 201 },
  listMyFeedback: { request: () => ({}), allowed: 200 },
  listAllFeedback: { request: () => ({ query: { status: 'open', q: 'route' } }), allowed: 200 },
  updateFeedbackStatus: { request: () => ({ params: { id: feedbackItemId }, body: { admin_status: 'in-progress' } }), allowed: 200 },
  // The item has no attachment: the admin passes authorisation and learns there is none (tests/integration/api/feedback.test.ts downloads one).
  inviteWaitingListEntry: { request: () => ({ params: { id: waitingEntry.id }, body: { created_at: waitingEntry.created_at } }), allowed: 201 },
  getFeedbackAttachment: { request: () => ({ params: { id: feedbackItemId } }), allowed: { visitor: 401, member: 403, otherMember: 403, incompleteMember: 403, admin: 404, nonMember: 403 } },
  // Every complete role has an unverified phone (onboarding, seed); the incomplete member has none yet.
  sendPhoneCode: { request: () => ({}), allowed: { visitor: 401, member: 200, otherMember: 200, incompleteMember: 400, admin: 200, nonMember: 403 } },
  // A valid shape but no code sent to match: the code is wrong for everyone (the right code: account.test.ts).
  confirmPhoneCode: { request: () => ({ body: { code: '000000' } }), allowed: 400 },
  // Every role's e-mail is verified already (Cognito confirmed it at sign-up); unverified ones: account.test.ts.
  sendEmailVerification: { request: () => ({}), allowed: 409 },
  confirmEmailVerification: { request: (role) => ({ body: { user: callers.member.userId, token: `${role}`.padEnd(43, 'x') } }), allowed: 400 },
  listMySignIns: { request: () => ({}), allowed: 200 },
  recordSignInPlace: { request: () => ({}), allowed: 200 },
  // Every role here is a member already; an account that is not one redeems: federatedGate.test.ts.
  // The account that is no member is served: a code that does not exist is refused as such (a good one would make it a member
  // for the rest of this table; federatedGate.test.ts redeems one).
  redeemAccountInvite: {
    request: (role) => ({ body: { code: role === 'nonMember' ? 'ZZZZ2222' : freeCode } }),
    allowed: { visitor: 401, member: 409, otherMember: 409, incompleteMember: 409, admin: 409, nonMember: 400 },
  },
  // Public at the gateway, authenticated by the body's signature: a signed delivery is taken from anyone (a bad one: formResponses.test.ts).
  receiveFormResponse: { request: (role) => signedDelivery({ feedback_text: `Route matrix ${role}` }), allowed: 200 },
  listFormResponses: { request: () => ({ query: { q: 'route' } }), allowed: 200 },
  listCollusionFlags: { request: () => ({ query: { limit: '5' } }), allowed: 200 },
  listInviteTree: { request: () => ({ query: { limit: '5' } }), allowed: 200 },
  getInviteTreeBranch: { request: () => ({ params: { userId: callers.member.userId } }), allowed: 200 },
};

/** The status a role must get on a route, from the route's declaration and its row. */
function expectedStatus(route: RouteDef, row: Row, role: Role): number {
  if (route.access !== 'public' && role === 'visitor') return 401;
  if (route.access !== 'public' && isDeleted(role)) return 401;
  if (role === 'nonMember' && (route.access === 'member' || route.access === 'admin')) return 403;
  if (route.access === 'admin' && role !== 'admin') return 403;
  if (route.needsCompleteProfile && role === 'incompleteMember') return 403;
  if (typeof row.allowed === 'number') return row.allowed;
  if (isDeleted(role)) throw new Error('a public route\'s row names a status per role: give the deleted members theirs');
  return row.allowed[role];
}

/** A Google sign-up through the local hosted UI that never redeemed an invite: signed in, no profile. */
async function googleAccountWithoutInvite(): Promise<TestMember> {
  const email = uniqueEmail('no-invite');
  const tokens = await federatedTokens('Google', { email, name: 'Nell Noinvite' });
  const sub = JSON.parse(Buffer.from(tokens.idToken.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string };
  // No profile, so no username; one a member could have keeps its requests well-formed (refused for membership, not shape).
  return { userId: sub.sub, email, token: tokens.idToken, username: 'nell_noinvite' };
}

// Run-time completeness: a row for every route, and no row for a route that is gone.
const rowIds = Object.keys(ROWS).sort();
const routeIds = routes.map((r) => r.id as string).sort();

beforeAll(async () => {
  const routeIdsList = routes.map((r) => r.id);
  const [member, otherMember, admin, target, deleted, finalised, ...incomplete] = await Promise.all([
    signUpCompleteMember('Route Member'),
    signUpCompleteMember('Route Other'),
    signInAdmin(),
    signUpCompleteMember('Route Target'),
    signUpCompleteMember('Route Deleted'),
    signUpCompleteMember('Route Finalised'),
    ...routeIdsList.map(() => signUpMember({ prefix: 'incomplete' })),
  ]);
  Object.assign(callers, {
    member: member!,
    otherMember: otherMember!,
    admin: admin!,
    incompleteMember: incomplete[0]!,
    nonMember: await googleAccountWithoutInvite(),
    deletedMember: deleted!,
    finalisedMember: finalised!,
  });
  routeIdsList.forEach((id, i) => incompleteFor.set(id, incomplete[i]!));
  fullNameOf.set(member!.userId, 'Route Member');
  fullNameOf.set(otherMember!.userId, 'Route Other');
  const adminMe = await callOk('getMe', { token: admin!.token });
  fullNameOf.set(admin!.userId, adminMe.full_name ?? 'Ada Admin');
  vouchTarget = target!;
  await Promise.all([member, otherMember, admin].map((voucher) => callOk('createVouch', { token: voucher!.token, body: vouchBody(vouchTarget.userId) })));
  [freeCode, memberOwnInvite, memberKeptInvite] = await Promise.all([
    newInviteCode(),
    newInviteCode({ token: member!.token }),
    newInviteCode({ token: member!.token }),
  ]);
  await callOk('grantViewPermission', { token: member!.token, body: { viewer_id: admin!.userId } });
  useStackEnv();
  memberNotification = (await createNotification({ user_id: member!.userId, type: 'other', title: 'Route test', message: 'Only mine' }, new Date().toISOString())).id;
  waitingEntry = await addToWaitingList({ name: 'Route Waiter', email: uniqueEmail('waiter'), vouch_seeker_type: null }, new Date().toISOString());
  feedbackItemId = (await callOk('submitFeedback', { token: member!.token, body: { feedback_type: 'bug', importance: 'high', title: 'Matrix item' } })).feedback.id;
  const avatarRoles = [['member', member!], ['otherMember', otherMember!], ['admin', admin!], ['incompleteMember', incompleteFor.get('saveAvatar')!]] as const;
  await Promise.all(avatarRoles.map(async ([role, who]) => avatarKeyOf.set(role, (await uploadAvatar(who.token, JPEG_BYTES)).key)));
  // Last, so every token above was issued before; each deleted member keeps the ID token of their sign-up.
  await Promise.all([confirmDeletionInGrace(deleted!), finaliseDeletion(finalised!)]);
  const [inGrace, gone] = await Promise.all([getProfile(deleted!.userId), getProfile(finalised!.userId)]);
  if (!inGrace?.deletion_pending_at || inGrace.deleted_at) throw new Error('the deleted member is not in the deletion grace');
  if (!gone?.deleted_at) throw new Error('the finalised member is not finalised');
}, 120_000);

describe('the matrix covers the route table', () => {
  it(`has exactly one row per route of routes.ts (${routes.length} routes × ${ROLES.length} roles = ${routes.length * ROLES.length} cells)`, () => {
    expect(rowIds).toEqual(routeIds);
  });
});

describe.each(routes.map((r) => [r.id, r] as const))('%s', (id, route) => {
  const row = ROWS[id as RouteId] as Row | undefined;
  it.each(ROLES.map((role) => [role] as const))('%s', async (role) => {
    if (!row) throw new Error(`route ${id} has no row in the authorisation matrix`);
    const expected = expectedStatus(route, row, role);
    const sample = row.request(role);
    // callRoute checks every answer against the route's contract: its response schema, or the error shape.
    const response = await callRoute(id, { ...sample, token: caller(role, id)?.token, headers: { ...newViewer(), ...sample.headers } });
    expect(response.status, JSON.stringify(response.body ?? response.error)).toBe(expected);
    if (expected === 401) expect(response.error?.code).toBe('unauthorized');
    if (expected === 403) expect(response.error?.code).toBe('forbidden');
    // Acting as themself: the own profile is the caller's, whoever asks.
    if (id === 'getMe' && expected === 200) expect((response.body as MyProfile).id).toBe(caller(role, id)!.userId);
    if (id === 'getMyTranscript' && expected === 200) expect((response.body as Transcript).owner.id).toBe(caller(role, id)!.userId);
  });
});
