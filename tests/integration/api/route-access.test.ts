/**
 * Every route of routes.ts, called as each role: a visitor (no token), a
 * member, another member and the super admin. Public routes answer anyone;
 * member routes refuse visitors (401); the admin route refuses members (403).
 * The sample table is typed by RouteId, so a new route fails the type check
 * until it is added here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteId } from '../../../functions/api/routes';
import { signInAdmin, signUpCompleteMember, vouchBody, type TestMember } from '../../support/backendHelpers';
import { api, newInviteCode } from '../../support/stack';

interface Sample {
  path: string;
  body?: unknown;
}

let member: TestMember;
let otherMember: TestMember;
let admin: TestMember;
let freeCode: string;

/** A request for each route that is valid for the member calling it. */
function sampleFor(id: RouteId, caller: TestMember | undefined): Sample {
  const samples: Record<RouteId, () => Sample> = {
    checkInviteCode: () => ({ path: `/api/invites/${freeCode}` }),
    joinWaitingList: () => ({ path: '/api/waiting-list', body: { name: 'Route Test', email: 'Route.Test@Example.test' } }),
    getMe: () => ({ path: '/api/me' }),
    updateMe: () => ({ path: '/api/me', body: { full_name: 'Same Name', username: caller?.username ?? 'nobody' } }),
    acceptTerms: () => ({ path: '/api/me/terms', body: { accepted: true } }),
    saveBirthDate: () => ({ path: '/api/me/birth-date', body: { birth_date: '1990-05-17' } }),
    saveLocation: () => ({ path: '/api/me/location', body: { city: 'Lyon', state: 'Rhone', country: 'France' } }),
    savePhone: () => ({ path: '/api/me/phone', body: { phone: '+15555550123', sms_consent: true } }),
    savePurpose: () => ({ path: '/api/me/purpose', body: { join_intent: ['giving_vouches'] } }),
    listMyInvites: () => ({ path: '/api/me/invites' }),
    createInvite: () => ({ path: '/api/me/invites', body: { channel: 'qr' } }),
    // A code nobody owns: the member gets a 404 (ownership), never 401/403.
    deleteInvite: () => ({ path: '/api/me/invites/ZZZZZZZZ' }),
    getMember: () => ({ path: `/api/members/${(caller === member ? otherMember : member).username}` }),
    // The member vouches for the other one; the other one (and the admin) for the member.
    createVouch: () => ({ path: '/api/vouches', body: vouchBody((caller === member ? otherMember : member).userId) }),
    listWaitingList: () => ({ path: '/api/admin/waiting-list' }),
  };
  return samples[id]();
}

async function call(id: RouteId, caller: TestMember | undefined) {
  const route = routes.find((r) => r.id === id)!;
  const sample = sampleFor(id, caller);
  return api<{ error?: { code: string; message: string } }>(route.method, sample.path, { token: caller?.token, body: sample.body });
}

beforeAll(async () => {
  [member, otherMember, admin] = await Promise.all([signUpCompleteMember('Route Member'), signUpCompleteMember('Route Other'), signInAdmin()]);
  freeCode = await newInviteCode();
});

describe.each(routes.map((r) => [r.id, r] as const))('%s', (id, route) => {
  it(`visitor: ${route.access === 'public' ? 'allowed' : '401 with the error shape'}`, async () => {
    const response = await call(id, undefined);
    if (route.access === 'public') {
      expect(response.status).toBeLessThan(400);
    } else {
      expect(response.status).toBe(401);
      expect(response.body.error?.code).toBe('unauthorized');
    }
  });

  it(`member: ${route.access === 'admin' ? '403' : 'allowed'}`, async () => {
    const response = await call(id, member);
    if (route.access === 'admin') {
      expect(response.status).toBe(403);
      expect(response.body.error?.code).toBe('forbidden');
    } else if (id === 'deleteInvite') {
      expect(response.status).toBe(404);
    } else {
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    }
  });

  it(`another member: ${route.access === 'admin' ? '403' : 'allowed, acting only as themself'}`, async () => {
    const response = await call(id, otherMember);
    if (route.access === 'admin') expect(response.status).toBe(403);
    else if (id === 'deleteInvite') expect(response.status).toBe(404);
    else expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    if (id === 'getMe') expect((response.body as unknown as { id: string }).id).toBe(otherMember.userId);
  });

  it('admin: allowed', async () => {
    const response = await call(id, admin);
    if (id === 'deleteInvite') expect(response.status).toBe(404);
    else if (id === 'createVouch') expect([201, 409]).toContain(response.status); // 409 if a re-run already vouched
    else expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  });
});
