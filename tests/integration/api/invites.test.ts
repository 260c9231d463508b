/** Invites through the API: checking a code, the member's list, creating up to the limit, deleting. */
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/validation';
import { createInvite } from '#store/invites';
import { signUpCompleteMember, signUpMember, type TestMember } from '#test-support/backendHelpers';
import { newInviteCode, useStackEnv } from '#test-support/stack';
import { call, callOk, invoke } from '#test-support/apiClient';

beforeAll(() => {
  useStackEnv();
});

describe('checkInviteCode (public)', () => {
  it('accepts an unredeemed, unexpired code, normalised (trimmed, upper case)', async () => {
    const code = await newInviteCode();
    const response = await call('checkInviteCode', { params: { code: ` ${code.toLowerCase()} ` } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ valid: true, code });
  });

  it.each([
    ['an unknown code', async () => 'ABCDEFGH'],
    ['a malformed code', async () => 'NOPE'],
    [
      'an expired code',
      async () =>
        (await createInvite({ inviter_user_id: 'test-expired-inviter', channel: 'web' }, new Date(Date.now() - 31 * 86_400_000))).invite_code,
    ],
  ])('answers 404 with the spec message for %s', async (_label, makeCode) => {
    // In this process with its own client IP, to stay clear of the per-IP limit the other files share.
    const response = await invoke('checkInviteCode', { params: { code: await makeCode() }, sourceIp: `10.8.${randomInt(256)}.${randomInt(1, 255)}` });
    expect(response.status).toBe(404);
    expect(response.error).toEqual({ code: 'not_found', message: MESSAGES.invalidInviteCode });
  });

  it('answers 404 for a code that was used to sign up', async () => {
    const code = await newInviteCode();
    await signUpMember({ inviteCode: code });
    const response = await call('checkInviteCode', { params: { code } });
    expect(response.status).toBe(404);
    expect(response.error!.message).toBe('Please check your invite code and try again');
  });
});

describe('a member’s own invites', () => {
  let owner: TestMember;
  let other: TestMember;

  beforeAll(async () => {
    [owner, other] = await Promise.all([signUpCompleteMember('Invite Owner'), signUpCompleteMember('Invite Other')]);
  });

  it('creates an invite with a fresh 8-character code that expires in 30 days', async () => {
    const response = await call('createInvite', { token: owner.token, body: { channel: 'qr' } });
    expect(response.status).toBe(201);
    expect(response.body!.invite_code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(response.body!.status).toBe('pending');
    expect(response.body!.channel).toBe('qr');
    const days = (Date.parse(response.body!.invite_expires_at) - Date.parse(response.body!.created_at)) / 86_400_000;
    expect(days).toBe(30);
  });

  it('refuses a bad channel with a 400 naming the field, writing nothing', async () => {
    const before = await call('listMyInvites', { token: owner.token });
    const response = await call('createInvite', { token: owner.token, body: { channel: 'carrier-pigeon' } });
    expect(response.status).toBe(400);
    expect(response.error!.code).toBe('bad_request');
    expect(Object.keys(response.error!.fields ?? {})).toEqual(['channel']);
    const after = await call('listMyInvites', { token: owner.token });
    expect(after.body!.stats.total).toBe(before.body!.stats.total);
  });

  it('lists only the member’s own invites, pending first, with stats and the redeemer’s name', async () => {
    const usedCode = (await callOk('createInvite', { token: owner.token, body: {} })).invite_code;
    const redeemer = await signUpMember({ inviteCode: usedCode, name: 'Rita Redeemer' });
    const list = await call('listMyInvites', { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body!.limit).toBe(10);
    const used = list.body!.invites.find((i) => i.invite_code === usedCode)!;
    expect(used.status).toBe('accepted');
    expect(used.redeemed_user_id).toBe(redeemer.userId);
    expect(used.redeemed_by).toBe('Rita Redeemer');
    expect(list.body!.invites.at(-1)!.invite_code).toBe(usedCode); // pending ones come first
    expect(list.body!.stats).toEqual({ total: list.body!.invites.length, registered: 1, pending: list.body!.invites.length - 1, expired: 0 });

    const others = await call('listMyInvites', { token: other.token });
    expect(others.body!.invites.map((i) => i.invite_code)).not.toContain(usedCode);
  });

  it('deletes an own pending invite, and the slot is free again', async () => {
    const created = await call('createInvite', { token: other.token, body: {} });
    const before = await call('getMe', { token: other.token });
    const deleted = await call('deleteInvite', { params: { id: created.body!.id }, token: other.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true });
    const after = await call('getMe', { token: other.token });
    expect(after.body!.invite_count).toBe(before.body!.invite_count - 1);
    expect((await call('checkInviteCode', { params: { code: created.body!.invite_code } })).status).toBe(404);
  });

  it('answers 404 when deleting another member’s invite, and leaves it in place', async () => {
    const created = await call('createInvite', { token: owner.token, body: {} });
    const response = await call('deleteInvite', { params: { id: created.body!.id }, token: other.token });
    expect(response.status).toBe(404);
    expect((await call('checkInviteCode', { params: { code: created.body!.invite_code } })).status).toBe(200);
  });

  it('answers 409 with the spec message when deleting a used invite', async () => {
    const created = await call('createInvite', { token: other.token, body: {} });
    await signUpMember({ inviteCode: created.body!.invite_code });
    const response = await call('deleteInvite', { params: { id: created.body!.id }, token: other.token });
    expect(response.status).toBe(409);
    expect(response.error!.message).toBe('Could not delete invite. It may have already been used.');
  });
});

describe('the invite limit', () => {
  it('refuses the 11th invite with 409 invite_limit and the spec message; a withdrawn one frees its slot', async () => {
    const member = await signUpMember();
    for (let i = 0; i < 10; i++) {
      expect((await call('createInvite', { token: member.token, body: {} })).status).toBe(201);
    }
    const eleventh = await call('createInvite', { token: member.token, body: {} });
    expect(eleventh.status).toBe(409);
    expect(eleventh.error).toEqual({ code: 'invite_limit', message: 'You have reached the maximum of 10 invites' });
    const list = await call('listMyInvites', { token: member.token });
    expect(list.body!.invites).toHaveLength(10);

    // Withdrawing an unused one frees its slot on the server: one more may be made, and no more.
    const withdrawn = list.body!.invites[0]!;
    expect((await call('deleteInvite', { params: { id: withdrawn.id }, token: member.token })).status).toBe(200);
    expect((await call('getMe', { token: member.token })).body!.invite_count).toBe(9);
    expect((await call('createInvite', { token: member.token, body: {} })).status).toBe(201);
    expect((await call('createInvite', { token: member.token, body: {} })).status).toBe(409);
    expect((await call('getMe', { token: member.token })).body!.invite_count).toBe(10);
  });
});
