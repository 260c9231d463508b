/**
 * The member's avatar (spec: square crop, zoom 1 to 3 step 0.1, 400×400
 * JPEG quality 0.9, stored at avatars/{userId}-{random}.{ext}). The browser
 * POSTs the JPEG straight to the avatars bucket under a presigned policy
 * (an upload key uploads/{userId}-{random}.jpg, image/jpeg, 1 byte to
 * AVATAR_MAX_BYTES); the API checks what was stored and copies that very
 * version to the final key avatars/{userId}-{random}.jpg, which no form can
 * write. CloudFront serves the bucket's avatars/ prefix at /avatars/* on
 * the app's own origin (locally the web server does), so the profile's
 * avatar_url is the final key as a path.
 */
import * as z from 'zod';
import { UPLOADS_KEY_PREFIX } from './uploadKeys';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_CONTENT_TYPE = 'image/jpeg';
/** The cropped image's side in pixels and its JPEG quality. */
export const AVATAR_SIZE = 400;
export const AVATAR_JPEG_QUALITY = 0.9;
export const AVATAR_ZOOM = { min: 1, max: 3, step: 0.1 } as const;

export const AVATAR_MESSAGES = {
  updated: 'Avatar updated successfully!',
  failed: 'Failed to upload avatar',
  notJpeg: 'The uploaded avatar is not a JPEG image',
  notYours: 'Not a valid avatar',
  missing: 'No avatar was uploaded under that key',
  tooLarge: 'The avatar is larger than 2 MB',
  changed: 'The avatar changed while it was checked; please upload it again',
} as const;

/** Where checked avatars live: written only by the server's copy, served by CloudFront. */
export const AVATAR_KEY_PREFIX = 'avatars/';
const RANDOM_PART = /^[a-z0-9]{8,32}$/;

/** Where the browser uploads a member's new avatar: uploads/{userId}-{random}.jpg (never served). */
export function newAvatarUploadKey(userId: string, random: string): string {
  return `${UPLOADS_KEY_PREFIX}${userId}-${random}.jpg`;
}

/** Is this exactly an upload key newAvatarUploadKey makes for this member (never another member's, never a path that climbs)? */
export function avatarUploadKeyOwnedBy(userId: string, key: string): boolean {
  const start = `${UPLOADS_KEY_PREFIX}${userId}-`;
  if (key.length > 200 || !key.startsWith(start) || !key.endsWith('.jpg')) return false;
  return RANDOM_PART.test(key.slice(start.length, -'.jpg'.length));
}

/** The final key of a checked upload (avatars/{userId}-{random}.jpg): what the profile names and CloudFront serves. */
export function finalAvatarKeyOf(uploadKey: string): string {
  return `${AVATAR_KEY_PREFIX}${uploadKey.slice(UPLOADS_KEY_PREFIX.length)}`;
}

/** The avatar's URL: the key as a path on the app's origin (CloudFront's /avatars/* behaviour). */
export function avatarUrlOf(key: string): string {
  return `/${key}`;
}

/** The object key behind an avatar URL this product made, else undefined (no avatar, or one from elsewhere). */
export function avatarKeyFromUrl(url: string | null | undefined): string | undefined {
  if (!url || !url.startsWith(`/${AVATAR_KEY_PREFIX}`) || url.length > 201) return undefined;
  return url.slice(1);
}

/** A JPEG starts with SOI (FF D8) and the next marker's FF. */
export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** Asking for an upload form: the cropped JPEG's size, refused at once when it is over 2 MB (the bucket's policy holds it too). */
export const avatarUploadSchema = z.strictObject({
  size: z.number({ error: AVATAR_MESSAGES.tooLarge }).int().min(1, AVATAR_MESSAGES.tooLarge).max(AVATAR_MAX_BYTES, AVATAR_MESSAGES.tooLarge),
});

/** What the browser sends back after its upload: the key the upload form named. */
export const saveAvatarSchema = z.strictObject({
  key: z
    .string()
    .max(200, { error: AVATAR_MESSAGES.notYours, abort: true })
    .regex(/^[A-Za-z0-9/._-]+$/, AVATAR_MESSAGES.notYours),
});
