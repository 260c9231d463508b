// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InviteView } from '#contract/responses';
import { inviteListOf, makeInvite } from '../../testing/inviteFixtures';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import { InviteCostNote } from './InviteCostNote';

afterEach(async () => {
  await resetApp();
});

function invite(id: string, status: InviteView['status']): InviteView {
  return makeInvite({
    id,
    invite_code: id.padEnd(8, 'A'),
    invite_expires_at: status === 'expired' ? '2026-01-01T00:00:00.000Z' : '2099-01-01T00:00:00.000Z',
    redeemed_user_id: status === 'accepted' ? 'u' : null,
    redeemed_at: status === 'accepted' ? '2026-11-02T00:00:00.000Z' : null,
    status,
  });
}

const many = (prefix: string, count: number, status: InviteView['status']) =>
  Array.from({ length: count }, (_, i) => invite(`${prefix}${i}`, status));

describe('what an invite costs, said before it is spent', () => {
  it('says how many of the 10 are left, without reading the list', async () => {
    const requests = stubApi({});
    renderWithApp(<InviteCostNote id="cost" />, { profile: makeProfile({ invite_count: 3 }) });
    expect((await screen.findByText('This uses 1 of your 10 invites: 7 left')).id).toBe('cost');
    expect(requests.filter((r) => r.path.startsWith('/api/me/invites'))).toHaveLength(0);
  });

  it('says no count until the member’s profile (which holds it) arrives', async () => {
    const profile = makeProfile({ invite_count: 8 });
    let answer: ((p: typeof profile) => void) | undefined;
    renderWithApp(<InviteCostNote id="cost" />, { profile, fetchProfile: () => new Promise((resolve) => (answer = resolve)) });
    expect((await screen.findByTestId('invite-cost')).textContent).toBe('');
    // The session asks for the profile once it has read the session: answer that very read.
    await waitFor(() => expect(answer).toBeDefined());
    answer!(profile);
    expect((await screen.findByText('This uses 1 of your 10 invites: 2 left')).id).toBe('cost');
  });

  it('at 10 of 10 with an unused invite, says to withdraw one', async () => {
    const held = [invite('P', 'pending'), ...many('U', 9, 'accepted')];
    stubApi({ 'GET /api/me/invites': () => ({ status: 200, body: inviteListOf(held) }) });
    renderWithApp(<InviteCostNote id="cost" />, { profile: makeProfile({ invite_count: 10 }) });
    expect(
      await screen.findByText('You have reached the maximum of 10 invites. Delete an unused invite from your invites list to free one.'),
    ).toBeTruthy();
  });

  it('at 10 of 10 with none unused, does not send the member to delete what cannot be deleted', async () => {
    const held = [...many('E', 5, 'expired'), ...many('U', 5, 'accepted')];
    stubApi({ 'GET /api/me/invites': () => ({ status: 200, body: inviteListOf(held) }) });
    renderWithApp(<InviteCostNote id="cost" />, { profile: makeProfile({ invite_count: 10 }) });
    expect(await screen.findByText('You have reached the maximum of 10 invites. Used and expired invites count towards it.')).toBeTruthy();
  });
});
