/** Invites as the API answers them, for web tests of the screens that list or spend them. */
import type { InviteList } from '#contract/features/invites';
import type { InviteView } from '#contract/responses';

/** A pending QR invite, with `extra` over it. */
export function makeInvite(extra: Partial<InviteView> = {}): InviteView {
  return {
    id: 'inv-1',
    invite_code: 'ABCD2345',
    channel: 'qr',
    invitee_email: null,
    invite_expires_at: '2099-01-01T00:00:00.000Z',
    redeemed_user_id: null,
    redeemed_at: null,
    redeemed_by: null,
    created_at: '2026-11-01T00:00:00.000Z',
    status: 'pending',
    ...extra,
  };
}

/** GET /api/me/invites's answer for these invites: its counts follow their statuses. */
export function inviteListOf(invites: InviteView[]): InviteList {
  const count = (s: string) => invites.filter((i) => i.status === s).length;
  return {
    invites,
    stats: { total: invites.length, registered: count('accepted'), pending: count('pending'), expired: count('expired') },
    limit: 10,
    next_cursor: null,
  };
}
