import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  avatarKeyFromUrl,
  avatarUploadKeyOwnedBy,
  avatarUrlOf,
  finalAvatarKeyOf,
  isJpeg,
  newAvatarUploadKey,
  saveAvatarSchema,
} from '#domain/avatar';

const ME = '3f1c2a4e-1111-4222-8333-444455556666';
const OTHER = '3f1c2a4e-1111-4222-8333-444455556667';

describe('avatar keys', () => {
  it("uploads the member's new avatar to uploads/{userId}-{random}.jpg and serves it from avatars/{userId}-{random}.jpg", () => {
    const key = newAvatarUploadKey(ME, 'a1b2c3d4e5f6');
    expect(key).toBe(`uploads/${ME}-a1b2c3d4e5f6.jpg`);
    expect(avatarUploadKeyOwnedBy(ME, key)).toBe(true);
    expect(finalAvatarKeyOf(key)).toBe(`avatars/${ME}-a1b2c3d4e5f6.jpg`);
  });

  it("refuses another member's key, a key outside the prefix and a path that climbs", () => {
    expect(avatarUploadKeyOwnedBy(ME, newAvatarUploadKey(OTHER, 'a1b2c3d4'))).toBe(false);
    expect(avatarUploadKeyOwnedBy(ME, `${ME}-a1b2c3d4.jpg`)).toBe(false);
    expect(avatarUploadKeyOwnedBy(ME, `uploads/${ME}-../x.jpg`)).toBe(false);
    expect(avatarUploadKeyOwnedBy(ME, `uploads/${ME}-a1b2c3d4.png`)).toBe(false);
    // A final key is no upload key: what is served is never checked again (nor copied over).
    expect(avatarUploadKeyOwnedBy(ME, `avatars/${ME}-a1b2c3d4.jpg`)).toBe(false);
    // A member whose id is another's id plus a dash-suffix cannot pass as them.
    expect(avatarUploadKeyOwnedBy('abc', 'uploads/abc-def-a1b2c3d4.jpg')).toBe(false);
  });

  it('serves a key at the same path on the app origin, and reads the key back from that URL', () => {
    const key = finalAvatarKeyOf(newAvatarUploadKey(ME, 'a1b2c3d4'));
    expect(avatarUrlOf(key)).toBe(`/${key}`);
    expect(avatarKeyFromUrl(avatarUrlOf(key))).toBe(key);
    expect(avatarKeyFromUrl('https://example.com/me.png')).toBeUndefined();
    expect(avatarKeyFromUrl(null)).toBeUndefined();
  });
});

describe('isJpeg', () => {
  it('knows a JPEG by its first three bytes (SOI and a marker)', () => {
    expect(isJpeg(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe(true);
    expect(isJpeg(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe(false);
    expect(isJpeg(new TextEncoder().encode('hello'))).toBe(false);
    expect(isJpeg(new Uint8Array())).toBe(false);
  });
});

describe('saveAvatarSchema', () => {
  it('takes a short key of safe characters only', () => {
    expect(saveAvatarSchema.safeParse({ key: `uploads/${ME}-a1b2c3d4.jpg` }).success).toBe(true);
    expect(saveAvatarSchema.safeParse({ key: 'x'.repeat(201) }).success).toBe(false);
    expect(saveAvatarSchema.safeParse({ key: 'avatars/a b.jpg' }).success).toBe(false);
    expect(saveAvatarSchema.safeParse({}).success).toBe(false);
  });

  it('caps an avatar at 2 MB', () => {
    expect(AVATAR_MAX_BYTES).toBe(2 * 1024 * 1024);
  });
});
