/**
 * The avatars bucket (private; CloudFront reads it through origin access
 * control and serves its avatars/ prefix at /avatars/*). The browser POSTs
 * the cropped JPEG straight to it under a presigned policy; the API checks
 * what was stored before the profile names it, and deletes the avatar a
 * member replaced or left behind.
 */
import { AVATAR_CONTENT_TYPE, AVATAR_MAX_BYTES } from '#domain/avatar';
import { env } from './env';
import { deleteObject, presignPost, readObject, type PresignedUpload, type StoredObject } from './s3Objects';

/** The upload form for one avatar key: image/jpeg only, 1 byte to 2 MB, for 5 minutes. */
export async function presignAvatarUpload(key: string): Promise<PresignedUpload> {
  return presignPost(env.avatarsBucket, key, AVATAR_CONTENT_TYPE, AVATAR_MAX_BYTES);
}

/** The stored avatar's size, type and first bytes, or undefined when nothing was uploaded under the key. */
export async function readStoredAvatar(key: string): Promise<StoredObject | undefined> {
  return readObject(env.avatarsBucket, key, 16);
}

export async function deleteAvatar(key: string): Promise<void> {
  await deleteObject(env.avatarsBucket, key);
}
