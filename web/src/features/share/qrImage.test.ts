import { describe, expect, it } from 'vitest';
import { inviteUrl } from '#domain';
import { vouchForMeUrl } from './qrImage';

describe('share page links', () => {
  it('points the vouch-for-me QR at /vouched?user=, or the root without a username', () => {
    expect(vouchForMeUrl('https://vouched.example', 'jane.doe')).toBe('https://vouched.example/vouched?user=jane.doe');
    expect(vouchForMeUrl('https://vouched.example', null)).toBe('https://vouched.example/');
  });

  it('points the invite QR at the root with ?invite_code=', () => {
    expect(inviteUrl('https://vouched.example', 'ABCD2345')).toBe('https://vouched.example/?invite_code=ABCD2345');
  });
});
