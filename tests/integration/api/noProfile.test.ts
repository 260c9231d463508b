/**
 * A signed-in account without a profile — a federated sign-up that has not
 * redeemed an invite, or a confirmation whose PostConfirmation failed — holds
 * a valid token but is not a member (DESIGN.md: "no profile, and no access").
 * It cannot create invites, and members' profiles are not shown to it.
 * Called in this process, since only a token with such a sub reaches these
 * handlers and the local sign-up always creates the profile.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { countInvitesHeld, listInvitesOf } from '#store/invites';
import { hasActiveViewPermission } from '#store/viewPermissions';
import { signUpCompleteMember, type TestMember } from '#test-support/backendHelpers';
import { invoke } from '#test-support/apiClient';
import { useStackEnv } from '#test-support/stack';

let member: TestMember;
const stranger = () => `no-profile-${randomUUID()}`;

beforeAll(async () => {
  useStackEnv();
  member = await signUpCompleteMember('Profiled Member');
});

describe('an account without a profile', () => {
  it('cannot create invites: 403, and nothing is written', async () => {
    const userId = stranger();
    const response = await invoke('createInvite', { userId, body: { channel: 'web' } });
    expect(response.status).toBe(403);
    expect(response.error?.code).toBe('forbidden');
    expect(await countInvitesHeld(userId)).toBe(0);
    expect(await listInvitesOf(userId)).toEqual([]);
  });

  it('is not shown another member’s profile: 403', async () => {
    const response = await invoke('getMember', { userId: stranger(), params: { username: member.username } });
    expect(response.status).toBe(403);
    expect(response.body).toBeUndefined();
  });

  it('cannot look members up for view access, nor grant it: 403, and nothing is written', async () => {
    const userId = stranger();
    const search = await invoke('searchViewCandidates', { userId, query: { q: member.username } });
    expect(search.status).toBe(403);
    expect(search.body).toBeUndefined();
    const grant = await invoke('grantViewPermission', { userId, body: { viewer_id: member.userId } });
    expect(grant.status).toBe(403);
    expect(await hasActiveViewPermission(userId, member.userId)).toBe(false);
  });

  it('while a member with a profile still is', async () => {
    const other = await signUpCompleteMember('Profiled Viewer');
    const response = await invoke('getMember', { userId: other.userId, params: { username: member.username } });
    expect(response.status).toBe(200);
    expect(response.body?.id).toBe(member.userId);
  });
});
