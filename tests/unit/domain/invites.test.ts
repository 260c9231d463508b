import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  INVITE_CODE_ALPHABET,
  inviteStatus,
  inviteUrl,
  isInviteRedeemable,
  isWellFormedInviteCode,
  makeInviteCode,
  normalizeInviteCode,
  sortInvites,
} from '#domain';

const now = new Date('2026-06-01T12:00:00Z');
const invite = (over: Partial<{ invite_expires_at: string; redeemed_user_id: string | null; redeemed_at: string | null; created_at: string }>) => ({
  invite_expires_at: '2026-06-30T00:00:00Z',
  redeemed_user_id: null,
  redeemed_at: null,
  created_at: '2026-05-01T00:00:00Z',
  ...over,
});

describe('invite codes', () => {
  it('are 8 characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const code = makeInviteCode(randomBytes);
      expect(code).toHaveLength(8);
      expect(isWellFormedInviteCode(code)).toBe(true);
    }
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it('skips bytes that would bias the alphabet', () => {
    // 248 and above fall outside the largest multiple of 31 below 256.
    const bytes = [255, 250, 248, 0, 1, 2, 3, 4, 5, 6, 7];
    const code = makeInviteCode((n) => Uint8Array.from(bytes.splice(0, n)));
    expect(code).toBe(INVITE_CODE_ALPHABET.slice(0, 8));
  });

  it('are trimmed and upper-cased before lookup', () => {
    expect(normalizeInviteCode('  abcd2345 ')).toBe('ABCD2345');
  });

  it('links to the site root with the code', () => {
    expect(inviteUrl('https://vouched.example', 'ABCD2345')).toBe('https://vouched.example/?invite_code=ABCD2345');
  });
});

describe('invite status', () => {
  it('is pending while unredeemed and unexpired, and then redeemable', () => {
    expect(inviteStatus(invite({}), now)).toBe('pending');
    expect(isInviteRedeemable(invite({}), now)).toBe(true);
  });

  it('is expired when the expiry is now or past', () => {
    const exact = invite({ invite_expires_at: now.toISOString() });
    expect(inviteStatus(exact, now)).toBe('expired');
    expect(isInviteRedeemable(exact, now)).toBe(false);
  });

  it('is accepted once redeemed, even after the expiry', () => {
    const used = invite({ redeemed_user_id: 'u1', invite_expires_at: '2026-01-01T00:00:00Z' });
    expect(inviteStatus(used, now)).toBe('accepted');
    expect(isInviteRedeemable(used, now)).toBe(false);
  });

  it('sorts pending first, then accepted by newest redemption, then the rest newest first', () => {
    const list = [
      invite({ created_at: '2026-01-01T00:00:00Z', invite_expires_at: '2026-02-01T00:00:00Z' }), // expired, old
      invite({ created_at: '2026-05-02T00:00:00Z', redeemed_user_id: 'a', redeemed_at: '2026-05-03T00:00:00Z' }),
      invite({ created_at: '2026-05-03T00:00:00Z' }), // pending
      invite({ created_at: '2026-04-01T00:00:00Z', redeemed_user_id: 'b', redeemed_at: '2026-05-20T00:00:00Z' }),
      invite({ created_at: '2026-03-01T00:00:00Z', invite_expires_at: '2026-04-01T00:00:00Z' }), // expired, newer
    ];
    const sorted = sortInvites(list, now);
    expect(sorted.map((i) => inviteStatus(i, now))).toEqual(['pending', 'accepted', 'accepted', 'expired', 'expired']);
    expect(sorted[1]!.redeemed_user_id).toBe('b');
    expect(sorted[3]!.created_at).toBe('2026-03-01T00:00:00Z');
  });
});
