/**
 * The avatars bucket (private; CloudFront reads it through origin access
 * control and serves its avatars/ prefix at /avatars/*). The browser POSTs
 * the cropped JPEG straight to it, to an upload key under uploads/ that a
 * presigned policy names; the API checks what was stored, copies that very
 * version to its final key under avatars/ (which no form can write) before
 * the profile names it, and deletes the upload and the avatar a member
 * replaced or left behind.
 */
import { AVATAR_CONTENT_TYPE, AVATAR_MAX_BYTES } from '#domain/avatar';
import { env } from './env';
import { deleteObject, finalizeObject, presignPost, readObject, type PresignedUpload, type StoredObject } from './s3Objects';

/** The upload form for one avatar upload key: image/jpeg only, 1 byte to 2 MB, for 5 minutes. */
export async function presignAvatarUpload(key: string): Promise<PresignedUpload> {
  return presignPost(env.avatarsBucket, key, AVATAR_CONTENT_TYPE, AVATAR_MAX_BYTES);
}

/** The stored avatar's size, type, first bytes and ETag, or undefined when nothing was uploaded under the key. */
export async function readStoredAvatar(key: string): Promise<StoredObject | undefined> {
  return readObject(env.avatarsBucket, key, 16);
}

/** Copies the checked upload (only the version with `etag`) to its final key as image/jpeg; 'refused' if it changed or the final key is taken. */
export async function finalizeAvatar(uploadKey: string, finalKey: string, etag: string): Promise<'copied' | 'refused'> {
  return finalizeObject(env.avatarsBucket, uploadKey, finalKey, { etag, contentType: AVATAR_CONTENT_TYPE });
}

export async function deleteAvatar(key: string): Promise<void> {
  await deleteObject(env.avatarsBucket, key);
}
