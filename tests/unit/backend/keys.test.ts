import { describe, expect, it } from 'vitest';
import { gsi1, inviteExpiryPartition, keys } from '../../../functions/store/keys';

describe('key builders', () => {
  it('guards ignore case and surrounding spaces, so uniqueness ignores case', () => {
    expect(keys.usernameGuard(' Maya.Chen ')).toEqual(keys.usernameGuard('maya.chen'));
    expect(keys.emailGuard('Maya@Example.TEST')).toEqual(keys.emailGuard('maya@example.test'));
    expect(keys.signUpReservation('A@B.test')).toEqual(keys.signUpReservation('a@b.test'));
  });

  it('keys a vouch by (vouchee, voucher), so a pair has exactly one item', () => {
    expect(keys.vouch('alice', 'bob')).toEqual({ PK: 'USER#bob', SK: 'VOUCH#alice' });
    expect(keys.vouch('alice', 'bob')).not.toEqual(keys.vouch('bob', 'alice'));
  });

  it('keeps profile, score, invite counter and received vouches in the member’s partition', () => {
    const pk = 'USER#m1';
    expect([keys.profile('m1'), keys.score('m1'), keys.inviteCounter('m1'), keys.vouch('x', 'm1')].map((k) => k.PK)).toEqual([pk, pk, pk, pk]);
  });

  it('sorts an inviter’s invites and a voucher’s vouches by creation time', () => {
    expect(gsi1.inviteSort('2026-01-02T00:00:00.000Z', 'CODE') > gsi1.inviteSort('2026-01-01T00:00:00.000Z', 'CODE')).toBe(true);
    expect(gsi1.vouchGivenSort('2026-01-02T00:00:00.000Z', 'b') > gsi1.vouchGivenSort('2026-01-01T23:59:59.999Z', 'a')).toBe(true);
  });

  it('files an invite’s expiry marker under its UTC day, sorted by the expiry instant', () => {
    expect(inviteExpiryPartition('2026-03-04T22:10:00.000Z')).toBe('INVITE_EXPIRY#2026-03-04');
    expect(keys.inviteExpiryMarker('2026-03-04T22:10:00.000Z', 'ABCDEFGH')).toEqual({ PK: 'INVITE_EXPIRY#2026-03-04', SK: '2026-03-04T22:10:00.000Z#ABCDEFGH' });
  });
});
