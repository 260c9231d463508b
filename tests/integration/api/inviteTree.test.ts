/**
 * The invite tree (issue 11 §5): sign-up records who invited the new member
 * in the same transaction as the redemption; the admin reads the tree level
 * by level and finds a member by name with the inviters above them; a member
 * reads who invited them. (Each role per route: route-access.test.ts.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, callOk } from '#test-support/apiClient';
import { completeProfile, signInAdmin, signUpCompleteMember, signUpMember, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { useStackEnv } from '#test-support/stack';
import { getProfile } from '#store/profiles';

let admin: TestMember;
let xena: TestMember;
let yuri: TestMember;
let zora: TestMember;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  useStackEnv();
  admin = await signInAdmin();
  xena = await signUpCompleteMember(`Xena Root${stamp}`);
  const forYuri = (await callOk('createInvite', { token: xena.token, body: {} })).invite_code;
  yuri = await completeProfile(await signUpMember({ inviteCode: forYuri }), `Yuri Branch${stamp}`);
  const forZora = (await callOk('createInvite', { token: yuri.token, body: {} })).invite_code;
  zora = await completeProfile(await signUpMember({ inviteCode: forZora }), `Zora Leaf${stamp}`);
  await callOk('createVouch', { token: yuri.token, body: vouchBody(xena.userId) });
}, 120_000);

describe('the invite tree', () => {
  it('records the inviter on the new member at sign-up', async () => {
    expect((await getProfile(yuri.userId))?.invited_by).toBe(xena.userId);
    expect((await getProfile(zora.userId))?.invited_by).toBe(yuri.userId);
  });

  it('tells a member who invited them, and a first member that no one did', async () => {
    expect((await callOk('getMyInviter', { token: zora.token })).inviter).toEqual({
      id: yuri.userId,
      full_name: `Yuri Branch${stamp}`,
      username: yuri.username,
    });
    expect((await callOk('getMyInviter', { token: admin.token })).inviter).toBeNull();
  });

  it('starts from the members who joined without an invite', async () => {
    const roots = await callOk('listInviteTree', { token: admin.token });
    const root = roots.nodes.find((n) => n.id === admin.userId);
    expect(root, 'the seeded admin joined without an invite').toBeDefined();
    expect(root!.path).toEqual([]);
    expect(roots.nodes.some((n) => n.id === yuri.userId)).toBe(false);
  });

  it('opens a member to the members who joined with their invites, with counts', async () => {
    const xenas = await callOk('getInviteTreeBranch', { token: admin.token, params: { userId: xena.userId } });
    expect(xenas.node).toMatchObject({ id: xena.userId, invited: 1, vouches_received: 1, vouches_given: 0 });
    expect(xenas.children.map((c) => c.id)).toEqual([yuri.userId]);
    expect(xenas.children[0]).toMatchObject({ invited: 1, vouches_given: 1, vouches_received: 0 });
    expect(xenas.children[0]!.path.at(-1)).toEqual({ id: xena.userId, full_name: `Xena Root${stamp}`, username: xena.username });

    const yuris = await callOk('getInviteTreeBranch', { token: admin.token, params: { userId: yuri.userId } });
    expect(yuris.children.map((c) => c.id)).toEqual([zora.userId]);
    expect((await callOk('getInviteTreeBranch', { token: admin.token, params: { userId: zora.userId } })).children).toEqual([]);
  });

  it('finds a member by name, with the inviters above them, first member first', async () => {
    const found = await callOk('listInviteTree', { token: admin.token, query: { q: `zora leaf${stamp}` } });
    expect(found.nodes.map((n) => n.id)).toEqual([zora.userId]);
    expect(found.nodes[0]!.path.slice(-2).map((p) => p.id)).toEqual([xena.userId, yuri.userId]);
    expect((await callOk('listInviteTree', { token: admin.token, query: { q: `nobody${stamp}` } })).nodes).toEqual([]);
  });

  it('answers 404 for a member who does not exist', async () => {
    expect((await call('getInviteTreeBranch', { token: admin.token, params: { userId: 'no-such-member' } })).status).toBe(404);
  });
});
