/**
 * DESIGN.md's invariants 2–5 under load: each test fires 20 requests at
 * once (Promise.all) at the local API. (Invariant 1, one code for 20 racing
 * sign-ups, is in auth/signUpGate.test.ts.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreatedVouch, InviteList, MyProfile } from '../../../functions/api/contracts';
import { scoreFromVouches } from '../../../functions/domain/scoring';
import { countInvitesHeld } from '../../../functions/store/invites';
import { profileIdByUsername } from '../../../functions/store/profiles';
import { getScore, getScoreRecord } from '../../../functions/store/scores';
import { countVouchesGiven, listVouchesReceived } from '../../../functions/store/vouches';
import { signUpCompleteMember, signUpMember, vouchBody } from '../../support/backendHelpers';
import { api, useStackEnv } from '../../support/stack';

const BURST = 20;

beforeAll(() => {
  useStackEnv();
});

describe('invariant 2: a member never holds more than 10 invites', () => {
  it('of 20 simultaneous createInvite calls by a member with none, exactly 10 succeed', async () => {
    const member = await signUpMember();
    const responses = await Promise.all(Array.from({ length: BURST }, () => api('POST', '/api/me/invites', { token: member.token, body: {} })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    const list = await api<InviteList>('GET', '/api/me/invites', { token: member.token });
    expect(list.body.invites).toHaveLength(10);
    expect(await countInvitesHeld(member.userId)).toBe(10);
  });
});

describe('invariant 3: one vouch per (voucher, vouchee)', () => {
  it('of 20 identical simultaneous vouches, exactly one is stored', async () => {
    const [voucher, vouchee] = await Promise.all([signUpCompleteMember('Burst Voucher'), signUpCompleteMember('Burst Vouchee')]);
    const body = vouchBody(vouchee.userId);
    const responses = await Promise.all(Array.from({ length: BURST }, () => api('POST', '/api/vouches', { token: voucher.token, body })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BURST - 1);
    const received = await listVouchesReceived(vouchee.userId);
    expect(received).toHaveLength(1);
    expect(await getScore(vouchee.userId)).toEqual(scoreFromVouches(received.map((v) => Object.keys(v.attributes))));
    // The 19 refused vouches did not bump the voucher's given-count either.
    const me = await api<MyProfile>('GET', '/api/me', { token: voucher.token });
    expect(me.body.vouches_given).toBe(1);
  });

  it("keeps the voucher's given-count equal to the vouches they gave when they vouch for 20 members at once", async () => {
    const voucher = await signUpCompleteMember('Generous Giver');
    const vouchees = await Promise.all(Array.from({ length: BURST }, (_, i) => signUpMember({ name: `Receiver ${i}` })));
    const responses = await Promise.all(vouchees.map((v) => api('POST', '/api/vouches', { token: voucher.token, body: vouchBody(v.userId) })));
    // createVouch allows 30 a minute per member, so all 20 land.
    expect(responses.map((r) => r.status)).toEqual(Array(BURST).fill(201));
    const me = await api<MyProfile>('GET', '/api/me', { token: voucher.token });
    expect(me.body.vouches_given).toBe(BURST);
    expect(await countVouchesGiven(voucher.userId)).toBe(BURST);
  });
});

describe('invariant 4: the stored score equals what the domain computes from the stored vouches', () => {
  it('holds after 20 different members vouch for one member at the same moment', async () => {
    const vouchee = await signUpCompleteMember('Popular Person');
    const vouchers = await Promise.all(Array.from({ length: BURST }, (_, i) => signUpCompleteMember(`Fan ${i}`)));
    // Different attribute sets, so a lost or doubled update would show in the categories and breakdown.
    const pool = ['Integrity', 'Reliability', 'Loyalty', 'Kindness', 'Empathy', 'Visionary', 'Problem Solving', 'Imagination', 'Adaptability', 'Humility'];
    const responses = await Promise.all(
      vouchers.map((v, i) =>
        api<CreatedVouch>('POST', '/api/vouches', { token: v.token, body: vouchBody(vouchee.userId, { attributes: [pool[i % 10]!, pool[(i + 3) % 10]!, pool[(i + 7) % 10]!] }) }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(BURST).fill(201));

    const received = await listVouchesReceived(vouchee.userId);
    expect(received).toHaveLength(BURST);
    const expected = scoreFromVouches(received.map((v) => Object.keys(v.attributes)));
    const stored = await getScoreRecord(vouchee.userId);
    expect(await getScore(vouchee.userId)).toEqual(expected);
    expect(stored?.total_vouches).toBe(BURST);
    // One version step per vouch: no write was lost or applied twice.
    expect(stored?.version).toBe(BURST);
  });
});

describe('invariant 5: usernames are unique ignoring case', () => {
  it('of 20 members claiming one username at once (in different cases), exactly one gets it', async () => {
    const members = await Promise.all(Array.from({ length: BURST }, () => signUpMember()));
    const wanted = `taken${Date.now().toString(36)}`;
    const responses = await Promise.all(
      members.map((m, i) => api<MyProfile>('PATCH', '/api/me', { token: m.token, body: { full_name: 'Claimant', username: i % 2 ? wanted.toUpperCase() : wanted } })),
    );
    const winners = responses.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(BURST - 1);
    expect(await profileIdByUsername(wanted)).toBe(winners[0]!.body.id);
  });

  it('a member sending the same new username 20 times at once (a double submit) gets it every time, and holds one name', async () => {
    const member = await signUpMember();
    const wanted = `mine${Date.now().toString(36)}`;
    const responses = await Promise.all(
      Array.from({ length: BURST }, () => api<MyProfile>('PATCH', '/api/me', { token: member.token, body: { full_name: 'Double Submit', username: wanted } })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: BURST }, () => 200));
    expect(responses.every((r) => r.body.username === wanted)).toBe(true);
    expect(await profileIdByUsername(wanted)).toBe(member.userId);
    expect(await profileIdByUsername(member.username)).toBeUndefined();
  });

  it('a member sending 20 different usernames at once ends up with exactly one of them, and the others are free', async () => {
    const member = await signUpMember();
    const names = Array.from({ length: BURST }, (_, i) => `pick${i}x${Date.now().toString(36)}`);
    const responses = await Promise.all(
      names.map((username) => api<MyProfile>('PATCH', '/api/me', { token: member.token, body: { full_name: 'Indecisive', username } })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: BURST }, () => 200));
    const me = await api<MyProfile>('GET', '/api/me', { token: member.token });
    const held = await Promise.all(names.map((name) => profileIdByUsername(name)));
    expect(held.filter((id) => id === member.userId)).toHaveLength(1);
    expect(held[names.indexOf(me.body.username!)]).toBe(member.userId);
    expect(held.filter((id) => id !== undefined)).toHaveLength(1);
  });
});
