/** The waiting list: visitors join, the super admin reads it newest first. */
import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/validation';
import { signInAdmin, signUpMember, type TestMember } from '#test-support/backendHelpers';
import { useStackEnv, newViewer } from '#test-support/stack';
import { call, invoke } from '#test-support/apiClient';

async function join(body: unknown) {
  return invoke('joinWaitingList', { body, sourceIp: `10.9.${randomInt(256)}.${randomInt(1, 255)}` });
}

let admin: TestMember;
let member: TestMember;

beforeAll(async () => {
  useStackEnv();
  [admin, member] = await Promise.all([signInAdmin(), signUpMember()]);
});

describe('joinWaitingList', () => {
  it('stores the name, the e-mail lower-cased and the seeker types comma-joined', async () => {
    const email = `Wait.${randomUUID().slice(0, 6)}@Example.TEST`;
    const response = await call('joinWaitingList', {
      body: { name: '  Walt Waiter ', email, vouch_seeker_type: ['Job Seeker', 'Student'] },
      headers: newViewer(),
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ name: 'Walt Waiter', email: email.toLowerCase(), vouch_seeker_type: 'Job Seeker,Student' });
  });

  // Issue 22 #17: an address is listed once; sending it again answers exactly as the first time, so the
  // answer says nothing about whether an address (perhaps someone else's) was on the list before.
  it('keeps an address once, the first entry unchanged, and answers a repeat exactly as a new address', async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `twice-${tag}@example.test`;
    const first = await call('joinWaitingList', { body: { name: `Tess ${tag}`, email }, headers: newViewer() });
    const again = await call('joinWaitingList', {
      body: { name: `Impostor ${tag}`, email: `  TWICE-${tag}@Example.TEST `, vouch_seeker_type: ['Student'] },
      headers: newViewer(),
    });
    const fresh = await call('joinWaitingList', {
      body: { name: `Impostor ${tag}`, email: `fresh-${tag}@example.test`, vouch_seeker_type: ['Student'] },
      headers: newViewer(),
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(fresh.status);
    expect(Object.keys(again.body!).sort()).toEqual(Object.keys(fresh.body!).sort());
    expect(again.body).toEqual({ ...fresh.body, email: email });
    const listed = await call('listWaitingList', { token: admin.token, query: { q: tag } });
    const entries = listed.body!.entries.filter((e) => e.email === email);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ name: `Tess ${tag}`, vouch_seeker_type: null });
  });

  // Bad input is checked in this process with its own client IP, to stay clear of the per-IP limit the other files share.
  it('refuses missing name and e-mail with the spec message on each field', async () => {
    const response = await join({ name: '  ', email: '' });
    expect(response.status).toBe(400);
    expect(response.error).toMatchObject({
      code: 'bad_request',
      message: MESSAGES.waitingListMissing,
      fields: { name: MESSAGES.waitingListMissing, email: MESSAGES.waitingListMissing },
    });
  });

  it('refuses an invalid e-mail and an unknown seeker option', async () => {
    const response = await join({ name: 'Al', email: 'not-an-email', vouch_seeker_type: ['Astronaut'] });
    expect(response.status).toBe(400);
    expect(response.error!.fields?.email).toBe(MESSAGES.invalidEmail);
    expect(response.error!.fields?.['vouch_seeker_type.0']).toBeDefined();
  });
});

describe('listWaitingList (admin)', () => {
  it('gives the super admin the entries newest first, with null seeker type when none was chosen', async () => {
    const viewer = newViewer();
    const first = await call('joinWaitingList', {
      body: { name: 'First', email: `first-${randomUUID().slice(0, 6)}@example.test` },
      headers: viewer,
    });
    const second = await call('joinWaitingList', {
      body: { name: 'Second', email: `second-${randomUUID().slice(0, 6)}@example.test` },
      headers: viewer,
    });
    const response = await call('listWaitingList', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body!.total).toBeGreaterThanOrEqual(response.body!.entries.length);
    expect(response.body!.total).toBeGreaterThanOrEqual(2);
    const addresses = response.body!.entries.map((e) => e.email);
    expect(addresses.indexOf(second.body!.email)).toBeGreaterThanOrEqual(0);
    expect(addresses.indexOf(second.body!.email)).toBeLessThan(addresses.indexOf(first.body!.email));
    expect(response.body!.entries.find((e) => e.email === first.body!.email)?.vouch_seeker_type).toBeNull();
    const times = response.body!.entries.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses a member (403) and a visitor (401)', async () => {
    expect((await call('listWaitingList', { token: member.token })).status).toBe(403);
    expect((await call('listWaitingList')).status).toBe(401);
  });
});
