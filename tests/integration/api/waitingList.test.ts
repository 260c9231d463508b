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
    expect(response.body).toMatchObject({ name: 'Walt Waiter', email: email.toLowerCase(), vouch_seeker_type: 'Job Seeker,Student' });
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
    const ids = response.body!.entries.map((e) => e.id);
    expect(ids.indexOf(second.body!.id)).toBeLessThan(ids.indexOf(first.body!.id));
    expect(response.body!.entries.find((e) => e.id === first.body!.id)?.vouch_seeker_type).toBeNull();
    const times = response.body!.entries.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses a member (403) and a visitor (401)', async () => {
    expect((await call('listWaitingList', { token: member.token })).status).toBe(403);
    expect((await call('listWaitingList')).status).toBe(401);
  });
});
