// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inviteListOf, makeInvite } from '../../testing/inviteFixtures';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import SharePage from './SharePage';

// jsdom has no canvas drawing; the QR component only needs getContext to answer.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await resetApp();
});

describe('share page invites', { timeout: 20_000 }, () => {
  it('generates a one-time invite QR (channel qr) and shows its code', async () => {
    const created = makeInvite({ id: 'inv-9', invite_code: 'QRST6789' });
    const requests = stubApi({
      'GET /api/me/invites': () => ({ status: 200, body: inviteListOf([created]) }),
      'POST /api/me/invites': () => ({ status: 201, body: created }),
    });
    renderWithApp(<SharePage />, { profile: makeProfile() });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Invite QR Code' }));
    expect(await screen.findByText('QR Code Generated')).toBeTruthy();
    expect(screen.getByTestId('invite-code').textContent).toBe('QRST6789');
    expect(screen.getByRole('img', { name: 'Invite QR code for code QRST6789' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Invite QR' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate New Code' })).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ channel: 'qr' });
  });

  it('says Invite Limit Reached when the server refuses the 11th invite', async () => {
    stubApi({
      'GET /api/me/invites': () => ({ status: 200, body: inviteListOf([]) }),
      'POST /api/me/invites': () => ({ status: 409, body: { error: { code: 'invite_limit', message: 'limit' } } }),
    });
    renderWithApp(<SharePage />, { profile: makeProfile() });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Invite QR Code' }));
    expect(await screen.findByText('Invite Limit Reached')).toBeTruthy();
    expect(screen.getByText('You have reached the maximum of 10 invites')).toBeTruthy();
  });

  it('reports other failures as Failed to generate invite QR code', async () => {
    stubApi({
      'GET /api/me/invites': () => ({ status: 200, body: inviteListOf([]) }),
      'POST /api/me/invites': () => ({ status: 500, body: { error: { code: 'internal', message: 'x' } } }),
    });
    renderWithApp(<SharePage />, { profile: makeProfile() });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Invite QR Code' }));
    expect(await screen.findByText('Failed to generate invite QR code')).toBeTruthy();
  });

  it('lists invites with their status and deletes only pending ones', async () => {
    const invites = [
      makeInvite({ id: 'p', invite_code: 'PEND2345', invitee_email: 'ann@example.com' }),
      makeInvite({
        id: 'a',
        invite_code: 'USED2345',
        status: 'accepted',
        redeemed_user_id: 'u',
        redeemed_at: '2026-11-02T00:00:00.000Z',
        redeemed_by: 'Bob',
      }),
      makeInvite({ id: 'e', invite_code: 'GONE2345', status: 'expired', invite_expires_at: '2026-01-01T00:00:00.000Z' }),
    ];
    const requests = stubApi({
      'GET /api/me/invites': () => ({ status: 200, body: inviteListOf(invites) }),
      'DELETE /api/me/invites/p': () => ({ status: 409, body: { error: { code: 'conflict', message: 'used' } } }),
    });
    renderWithApp(<SharePage />, { profile: makeProfile() });
    const list = within(await screen.findByRole('region', { name: 'My Invites' }));
    expect(await list.findByText('PEND2345')).toBeTruthy();
    expect(list.getByText('Pending')).toBeTruthy();
    expect(list.getByText('Registered')).toBeTruthy();
    expect(list.getByText('Expired')).toBeTruthy();
    expect(list.getByText('Used by Bob')).toBeTruthy();
    // An e-mailed invite names its recipient, so the member knows which one they withdraw.
    expect(list.getByText(/^ann@example\.com · Expires /)).toBeTruthy();
    expect(list.getAllByRole('button', { name: /^Delete invite/ })).toHaveLength(1);
    fireEvent.click(list.getByRole('button', { name: 'Delete invite PEND2345' }));
    expect(await screen.findByText('Could not delete invite. It may have already been used.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/me/invites/p');
  });

  it('points the vouch-for-me QR at the member’s Vouch Now link', async () => {
    stubApi({ 'GET /api/me/invites': () => ({ status: 200, body: inviteListOf([]) }) });
    renderWithApp(<SharePage />, { profile: makeProfile({ username: 'ada' }) });
    expect((await screen.findByTestId('vouch-url')).textContent).toBe(`${window.location.origin}/vouched?user=ada`);
    expect(screen.getByRole('img', { name: 'QR code to vouch for me' })).toBeTruthy();
  });
});

describe('share page while the member’s profile loads', { timeout: 20_000 }, () => {
  it('shows the page with the vouch-for-me code as a shape and its actions waiting, then the code', async () => {
    stubApi({ 'GET /api/me/invites': () => ({ status: 200, body: inviteListOf([]) }) });
    let answer: ((p: ReturnType<typeof makeProfile>) => void) | undefined;
    const profile = makeProfile({ username: 'ada' });
    renderWithApp(<SharePage />, { profile, fetchProfile: () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Share & Invite' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download QR Code' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('vouch-url')).toBeNull();
    // The session asks for the profile once it has read the session: answer that very read.
    await waitFor(() => expect(answer).toBeDefined());
    answer!(profile);
    expect((await screen.findByTestId('vouch-url')).textContent).toContain('ada');
    expect((screen.getByRole('button', { name: 'Download QR Code' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
