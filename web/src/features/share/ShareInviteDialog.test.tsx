// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile, renderWithApp, resetApp, stubApi } from '../../testing/renderWithApp';
import { ShareInviteDialog } from './ShareInviteDialog';

afterEach(resetApp);

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('Share & Invite dialog', () => {
  it("copies the vouch-for-me link with the share dialog's toast", async () => {
    stubApi({});
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    renderWithApp(<ShareInviteDialog open onOpenChange={() => undefined} />, { profile: makeProfile({ username: 'ada' }) });
    // The session's profile arrives just after the first render.
    await screen.findByDisplayValue(`${window.location.origin}/vouched?user=ada`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy share link' }));
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/vouched?user=ada`);
  });

  it("says 'Copy failed' when the clipboard refuses", async () => {
    stubApi({});
    stubClipboard(async () => {
      throw new Error('denied');
    });
    renderWithApp(<ShareInviteDialog open onOpenChange={() => undefined} />, { profile: makeProfile({ username: 'ada' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy share link' }));
    expect(await screen.findByText('Copy failed')).toBeTruthy();
    expect(screen.getByText('Please try again or share manually.')).toBeTruthy();
  });

  it("makes a one-time invite (channel share) on 'Invite Someone' and shows its code, link and 256 px QR", async () => {
    const invite = {
      id: 'inv-1',
      invite_code: 'ABCD2345',
      channel: 'share',
      invitee_email: null,
      invite_expires_at: '2026-12-23T10:00:00.000Z',
      redeemed_user_id: null,
      redeemed_at: null,
      redeemed_by: null,
      created_at: '2026-11-23T10:00:00.000Z',
      status: 'pending',
    };
    const requests = stubApi({ 'POST /api/me/invites': () => ({ status: 201, body: invite }) });
    renderWithApp(<ShareInviteDialog open onOpenChange={() => undefined} />, { profile: makeProfile({ username: 'ada' }) });
    fireEvent.click(await screen.findByRole('tab', { name: 'Invite Someone' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create Invite' }));
    expect((await screen.findByTestId('dialog-invite-code')).textContent).toBe('ABCD2345');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ channel: 'share' });
    expect(screen.getByDisplayValue(`${window.location.origin}/invite/ABCD2345`)).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'Invite QR code for code ABCD2345' });
    expect(qr.getAttribute('width') ?? (qr as HTMLCanvasElement).width.toString()).toMatch(/^(256|512|768)$/);
    expect(await screen.findByText('Invite created successfully!')).toBeTruthy();
  });

  it("says 'Invite Limit Reached' when the member already holds 10", async () => {
    stubApi({
      'POST /api/me/invites': () => ({
        status: 409,
        body: { error: { code: 'invite_limit', message: 'You have reached the maximum of 10 invites' } },
      }),
    });
    renderWithApp(<ShareInviteDialog open onOpenChange={() => undefined} />, { profile: makeProfile({ username: 'ada' }) });
    fireEvent.click(await screen.findByRole('tab', { name: 'Invite Someone' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create Invite' }));
    expect(await screen.findByText('Invite Limit Reached')).toBeTruthy();
  });
});
