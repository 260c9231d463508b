/**
 * View permissions (issue 8 §6): the owner searches members, grants, lists
 * and revokes; and GET /api/members/{username} counts an ACTIVE permission
 * as a way to the full profile, from the very next request after a grant
 * or a revocation. Every way to full access and every way to lose it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getVouch, deleteVouch } from '#store/vouches';
import { hasActiveViewPermission } from '#store/viewPermissions';
import { signUpCompleteMember, useStackEnv, vouchBody, type TestMember } from '#test-support/backendHelpers';
import { call, callOk } from '#test-support/apiClient';

let owner: TestMember;
let viewer: TestMember;
let third: TestMember;
let newcomer: TestMember;

const view = (who: TestMember, of: TestMember) => callOk('getMember', { params: { username: of.username }, token: who.token });
const grant = (by: TestMember, to: TestMember) => call('grantViewPermission', { token: by.token, body: { viewer_id: to.userId } });
const revoke = (by: TestMember, of: TestMember) => call('revokeViewPermission', { token: by.token, params: { viewerId: of.userId } });
const search = (by: TestMember, q: string) => call('searchViewCandidates', { token: by.token, query: { q } });

beforeAll(async () => {
  useStackEnv();
  [owner, viewer, third, newcomer] = await Promise.all([
    signUpCompleteMember('Olga Owner'),
    signUpCompleteMember('Vera Viewer'),
    signUpCompleteMember('Theo Third'),
    signUpCompleteMember('Nina Newcomer'),
  ]);
  // The owner has a reputation to show (a vouch received from a third member), so the rules below are about access alone.
  await callOk('createVouch', { token: third.token, body: vouchBody(owner.userId) });
});

describe('searching members to grant access to', () => {
  it('finds a member by exact username, in any case and with a leading @', async () => {
    for (const q of [viewer.username, viewer.username.toUpperCase(), `@${viewer.username}`]) {
      const found = await search(owner, q);
      expect(found.status).toBe(200);
      expect(found.body?.members).toEqual([
        { id: viewer.userId, full_name: 'Vera Viewer', username: viewer.username, avatar_url: null, has_access: false },
      ]);
    }
  });

  it('finds a member by exact e-mail, in any case, without answering the e-mail', async () => {
    const found = await search(owner, `  ${viewer.email.toUpperCase()} `);
    expect(found.body?.members.map((m) => m.id)).toEqual([viewer.userId]);
    expect(JSON.stringify(found.body)).not.toContain(viewer.email.toLowerCase());
  });

  it('finds members by the start of any word of their name, in any case, every word of the term counting', async () => {
    const word = `zq${Date.now().toString(36)}`;
    const [first, second] = await Promise.all([signUpCompleteMember(`Wanda ${word}alpha`), signUpCompleteMember(`Walt ${word}beta`)]);
    const both = await search(owner, word.toUpperCase());
    expect(both.status).toBe(200);
    expect(both.body?.members.map((m) => m.id).sort()).toEqual([first.userId, second.userId].sort());
    const one = await search(owner, `wan ${word}`);
    expect(one.body?.members).toEqual([
      { id: first.userId, full_name: `Wanda ${word}alpha`, username: first.username, avatar_url: null, has_access: false },
    ]);
  });

  it('never offers the owner themself, answers nothing for an unknown term, and refuses an empty one', async () => {
    expect((await search(owner, owner.username)).body?.members).toEqual([]);
    expect((await search(owner, 'nobody-has-this-name')).body?.members).toEqual([]);
    const empty = await search(owner, '   ');
    expect(empty.status).toBe(400);
  });
});

describe('granting, listing and revoking', () => {
  it('grants once: a second grant while active is a 409 naming the member', async () => {
    const first = await grant(newcomer, viewer);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: viewer.userId, viewer: { full_name: 'Vera Viewer', username: viewer.username } });
    const again = await grant(newcomer, viewer);
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe('Vera Viewer already has view access to your profile');
    expect((await search(newcomer, viewer.username)).body?.members[0]?.has_access).toBe(true);
  });

  it('refuses a grant to oneself (400) and to a member who does not exist (404)', async () => {
    expect((await grant(newcomer, newcomer)).status).toBe(400);
    expect((await call('grantViewPermission', { token: newcomer.token, body: { viewer_id: 'no-such-member' } })).status).toBe(404);
  });

  it("lists only the owner's active grants, newest first, with the viewer's name, username and avatar", async () => {
    await grant(newcomer, third);
    const list = await callOk('listViewPermissions', { token: newcomer.token });
    expect(list.permissions.map((p) => p.id)).toEqual([third.userId, viewer.userId]);
    expect(list.permissions[1]!.viewer).toEqual({ id: viewer.userId, full_name: 'Vera Viewer', username: viewer.username, avatar_url: null });
    // Another member's list holds none of them.
    expect((await callOk('listViewPermissions', { token: viewer.token })).permissions).toEqual([]);
  });

  it('only the owner can revoke: another member revoking the same viewer finds nothing (404) and the grant stays', async () => {
    expect((await revoke(third, viewer)).status).toBe(404);
    expect(await hasActiveViewPermission(newcomer.userId, viewer.userId)).toBe(true);
  });

  it('revokes once (a second revocation is a 404), drops out of the list, and can be granted again', async () => {
    expect((await revoke(newcomer, third)).status).toBe(200);
    expect((await revoke(newcomer, third)).status).toBe(404);
    expect(await hasActiveViewPermission(newcomer.userId, third.userId)).toBe(false);
    expect((await callOk('listViewPermissions', { token: newcomer.token })).permissions.map((p) => p.id)).toEqual([viewer.userId]);
    expect((await grant(newcomer, third)).status).toBe(201);
    expect(await hasActiveViewPermission(newcomer.userId, third.userId)).toBe(true);
  });
});

describe('full or limited: every way in and every way out', () => {
  it('the owner always sees their own profile in full', async () => {
    expect((await view(owner, owner)).limited).toBe(false);
  });

  it('an active permission gives the full profile from the next request; its revocation takes it away from the next one', async () => {
    expect((await view(viewer, owner)).limited).toBe(true);
    expect((await grant(owner, viewer)).status).toBe(201);
    const full = await view(viewer, owner);
    expect(full).toMatchObject({ limited: false, email: owner.email.toLowerCase(), viewer_has_vouched: false });
    expect((await revoke(owner, viewer)).status).toBe(200);
    expect(await view(viewer, owner)).toEqual({
      limited: true,
      id: owner.userId,
      full_name: 'Olga Owner',
      username: owner.username,
      avatar_url: null,
    });
  });

  it('a vouch relationship in either direction gives it, and deleting the vouch takes it away', async () => {
    // third vouched for owner (beforeAll): both see each other in full.
    expect((await view(third, owner)).limited).toBe(false);
    expect((await view(owner, third)).limited).toBe(false);
    const vouch = await getVouch(third.userId, owner.userId);
    await deleteVouch(vouch!);
    expect((await view(third, owner)).limited).toBe(true);
    // The owner now has no score and no vouches: limited to everyone else, whatever the reason.
    await callOk('createVouch', { token: third.token, body: vouchBody(owner.userId) });
    expect((await view(third, owner)).limited).toBe(false);
  });

  it('a member with no score above 0 and no vouches is limited to everyone but themself and those they granted access', async () => {
    const blank = await signUpCompleteMember('Bea Blank');
    expect((await view(viewer, blank)).limited).toBe(true);
    expect((await view(blank, blank)).limited).toBe(false);
    // The owner's own word: a grant shows the profile even before any vouch.
    expect((await grant(blank, viewer)).status).toBe(201);
    expect((await view(viewer, blank)).limited).toBe(false);
    expect((await view(third, blank)).limited).toBe(true);
  });
});
