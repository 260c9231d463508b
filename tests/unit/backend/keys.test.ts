import { describe, expect, it } from 'vitest';
import { inviteCounterKey, vouchesGivenCounterKey } from '#store/counters';
import { emailGuardKey, usernameGuardKey } from '#store/guards';
import { inviteExpiryMarkerKey, inviteExpiryPartition, invitesOfIndex, signUpReservationKey } from '#store/invites';
import { profileKey } from '#store/profiles';
import { scoreKey } from '#store/scores';
import { vouchKey, vouchesGivenIndex } from '#store/vouches';

describe('key builders', () => {
  it('guards ignore case and surrounding spaces, so uniqueness ignores case', () => {
    expect(usernameGuardKey(' Maya.Chen ')).toEqual(usernameGuardKey('maya.chen'));
    expect(emailGuardKey('Maya@Example.TEST')).toEqual(emailGuardKey('maya@example.test'));
    expect(signUpReservationKey('A@B.test')).toEqual(signUpReservationKey('a@b.test'));
  });

  it('keys a vouch by (vouchee, voucher), so a pair has exactly one item', () => {
    expect(vouchKey('alice', 'bob')).toEqual({ PK: 'USER#bob', SK: 'VOUCH#alice' });
    expect(vouchKey('alice', 'bob')).not.toEqual(vouchKey('bob', 'alice'));
  });

  it('keeps profile, score, invite counter and received vouches in the member’s partition', () => {
    const pk = 'USER#m1';
    expect([profileKey('m1'), scoreKey('m1'), inviteCounterKey('m1'), vouchKey('x', 'm1')].map((k) => k.PK)).toEqual([pk, pk, pk, pk]);
  });

  it('sorts the member’s own records before the vouches they received, so one Query reads them alone', () => {
    const own = [profileKey('m1'), scoreKey('m1'), inviteCounterKey('m1'), vouchesGivenCounterKey('m1')].map((k) => k.SK);
    for (const sk of own) expect(sk < vouchKey('a', 'm1').SK).toBe(true);
  });

  it('sorts an inviter’s invites and a voucher’s vouches by creation time', () => {
    expect(invitesOfIndex.sort('2026-01-02T00:00:00.000Z', 'CODE') > invitesOfIndex.sort('2026-01-01T00:00:00.000Z', 'CODE')).toBe(true);
    expect(vouchesGivenIndex.sort('2026-01-02T00:00:00.000Z', 'b') > vouchesGivenIndex.sort('2026-01-01T23:59:59.999Z', 'a')).toBe(true);
  });

  it('files an invite’s expiry marker under its UTC day, sorted by the expiry instant', () => {
    expect(inviteExpiryPartition('2026-03-04T22:10:00.000Z')).toBe('INVITE_EXPIRY#2026-03-04');
    expect(inviteExpiryMarkerKey('2026-03-04T22:10:00.000Z', 'ABCDEFGH')).toEqual({
      PK: 'INVITE_EXPIRY#2026-03-04',
      SK: '2026-03-04T22:10:00.000Z#ABCDEFGH',
    });
  });
});
