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
 *   - otherwise the route's own answer to a valid request (its row).
 * Each feature's rows are declared beside its routes (`<feature>Access` in
 * functions/contract/features/<feature>.ts, typed by the feature's route
 * ids), so a route without a row fails the type check; ROWS below gathers
 * them (typed by RouteId: a feature left out fails it too) and is checked
 * against routes.ts at run time.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyProfile } from '#contract/responses';
import type { Transcript } from '#contract/features/me';
import { routes, type RouteId } from '#contract/routes';
import { type RouteDef } from '#contract/routeDef';
import {
  MATRIX_ROLES as ROLES,
  type AccessRow as Row,
  type DeletedRole,
  type MatrixFixtures,
  type MatrixRole as Role,
  type SignedInRole,
} from '#contract/accessMatrix';
import { accountAccess } from '#contract/features/account';
import { accountDeletionAccess } from '#contract/features/accountDeletion';
import { adminAccess } from '#contract/features/admin';
import { avatarAccess } from '#contract/features/avatar';
import { clientErrorsAccess } from '#contract/features/clientErrors';
import { blogAccess } from '#contract/features/blog';
import { dataRequestsAccess } from '#contract/features/dataRequests';
import { feedbackAccess } from '#contract/features/feedback';
import { formResponsesAccess } from '#contract/features/formResponses';
import { invitesAccess } from '#contract/features/invites';
import { meAccess } from '#contract/features/me';
import { membersAccess } from '#contract/features/members';
import { notificationsAccess } from '#contract/features/notifications';
import { testimonialsAccess } from '#contract/features/testimonials';
import { viewPermissionsAccess } from '#contract/features/viewPermissions';
import { vouchesAccess } from '#contract/features/vouches';
import { waitingListAccess } from '#contract/features/waitingList';
import {
  JPEG_BYTES,
  offPlatformVouchBody,
  signInAdmin,
  signUpCompleteMember,
  signUpMember,
  uploadAvatar,
  vouchBody,
  type TestMember,
} from '#test-support/backendHelpers';
import { newInviteCode, newViewer, uniqueEmail, useStackEnv } from '#test-support/stack';
import { callOk, callRoute } from '#test-support/apiClient';
import { createNotification } from '#store/notifications';
import { addToWaitingList } from '#store/waitingList';
import { signedDelivery } from '#test-support/formDelivery';
import { federatedTokens } from '#test-support/federation';
import { confirmDeletionInGrace, finaliseDeletion } from '#test-support/accountDeletion';
import { getProfile } from '#store/profiles';

const isDeleted = (role: Role): role is DeletedRole => role === 'deletedMember' || role === 'finalisedMember';

/** Every feature's rows; typed by RouteId, so a feature whose rows are not gathered here fails the type check. */
const ROWS: Record<RouteId, Row> = {
  ...invitesAccess,
  ...waitingListAccess,
  ...meAccess,
  ...membersAccess,
  ...vouchesAccess,
  ...adminAccess,
  ...viewPermissionsAccess,
  ...blogAccess,
  ...testimonialsAccess,
  ...accountDeletionAccess,
  ...notificationsAccess,
  ...dataRequestsAccess,
  ...feedbackAccess,
  ...accountAccess,
  ...formResponsesAccess,
  ...avatarAccess,
  ...clientErrorsAccess,
};

const callers = {} as Record<SignedInRole, TestMember>;
/** A member whose profile is incomplete, one per route: the own-profile routes would complete a shared one. */
const incompleteFor = new Map<RouteId, TestMember>();
const fullNameOf = new Map<string, string>();
let freeCode: string;
let memberOwnInvite: string;
let memberKeptInvite: string;
let vouchTarget: TestMember;
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

/** What the rows read; the getters see what beforeAll prepared by the time a row builds its request. */
const fx: MatrixFixtures = {
  caller: (role, id) => caller(role, id as RouteId),
  counterpart: (role) => (role === 'member' ? callers.otherMember : callers.member),
  callers,
  fullNameOf,
  get freeCode() {
    return freeCode;
  },
  get memberOwnInvite() {
    return memberOwnInvite;
  },
  get memberKeptInvite() {
    return memberKeptInvite;
  },
  get vouchTarget() {
    return vouchTarget;
  },
  get memberNotification() {
    return memberNotification;
  },
  get feedbackItemId() {
    return feedbackItemId;
  },
  get waitingEntry() {
    return waitingEntry;
  },
  avatarKeyOf,
  editBody,
  unknownDeletionToken: 'x'.repeat(43),
  vouchBody: (voucheeId) => vouchBody(voucheeId),
  offPlatformVouchBody: () => offPlatformVouchBody(),
  signedDelivery: (fields) => signedDelivery(fields),
  uniqueEmail,
};

/** The status a role must get on a route, from the route's declaration and its row. */
function expectedStatus(route: RouteDef, row: Row, role: Role): number {
  if (route.access !== 'public' && role === 'visitor') return 401;
  if (route.access !== 'public' && isDeleted(role)) return 401;
  if (role === 'nonMember' && (route.access === 'member' || route.access === 'admin')) return 403;
  if (route.access === 'admin' && role !== 'admin') return 403;
  if (route.needsCompleteProfile && role === 'incompleteMember') return 403;
  if (typeof row.allowed === 'number') return row.allowed;
  if (isDeleted(role)) throw new Error("a public route's row names a status per role: give the deleted members theirs");
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
  await Promise.all(
    [member, otherMember, admin].map((voucher) => callOk('createVouch', { token: voucher!.token, body: vouchBody(vouchTarget.userId) })),
  );
  [freeCode, memberOwnInvite, memberKeptInvite] = await Promise.all([
    newInviteCode(),
    newInviteCode({ token: member!.token }),
    newInviteCode({ token: member!.token }),
  ]);
  await callOk('grantViewPermission', { token: member!.token, body: { viewer_id: admin!.userId } });
  useStackEnv();
  memberNotification = (
    await createNotification({ user_id: member!.userId, type: 'other', title: 'Route test', message: 'Only mine' }, new Date().toISOString())
  ).id;
  waitingEntry = await addToWaitingList({ name: 'Route Waiter', email: uniqueEmail('waiter'), vouch_seeker_type: null }, new Date().toISOString());
  feedbackItemId = (
    await callOk('submitFeedback', { token: member!.token, body: { feedback_type: 'bug', importance: 'high', title: 'Matrix item' } })
  ).feedback.id;
  const avatarRoles = [
    ['member', member!],
    ['otherMember', otherMember!],
    ['admin', admin!],
    ['incompleteMember', incompleteFor.get('saveAvatar')!],
  ] as const;
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
    const sample = row.request(role, fx);
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
