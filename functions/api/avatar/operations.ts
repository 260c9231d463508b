/**
 * The member's avatar. The browser POSTs the cropped JPEG straight to the
 * avatars bucket, to an upload key, with the form createAvatarUpload
 * answers; saveAvatar then checks what was stored and copies that version
 * to the final key before the profile names it (docs/decisions.md,
 * 'Avatar' and 'Upload finalisation').
 */
import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  avatarKeyFromUrl,
  avatarUploadKeyOwnedBy,
  avatarUrlOf,
  finalAvatarKeyOf,
  isJpeg,
  newAvatarUploadKey,
} from '#domain/avatar';
import { deleteAvatar, finalizeAvatar, presignAvatarUpload, readStoredAvatar } from '#services/avatars';
import { newId } from '#services/ids';
import { isRefusal } from '#store/errors';
import { replaceAvatarUrl, type ProfileRecord } from '#store/profiles';
import { badRequest, notFound } from '../http/failures';
import type { RequestLog } from '../http/log';
import type { Operation } from '../operation';
import { toMyProfile } from '../presenters';

/** The spec's words when a signed-in member has no profile row (as the 'me' feature says them). */
const PROFILE_MISSING_MESSAGE = 'User not found.';

/** The form the browser POSTs the cropped avatar with: a fresh upload key of the caller's, image/jpeg, at most 2 MB. */
export const createAvatarUpload: Operation<'createAvatarUpload'> = async ({ caller }) => {
  const key = newAvatarUploadKey(caller.id, newId().replace(/-/g, '').slice(0, 16).toLowerCase());
  const form = await presignAvatarUpload(key);
  return { ...form, key };
};

/** Deletes an object that is no longer needed; one left behind costs storage (the bucket expires uploads), not correctness. */
async function deleteQuietly(key: string, what: string, log: RequestLog): Promise<void> {
  try {
    await deleteAvatar(key);
  } catch (error) {
    log.warn(`${what} not deleted`, { error: String(error) });
  }
}

/**
 * Records an uploaded avatar: only an upload key made for the caller, only
 * once what was stored under it is a JPEG (its first bytes, not its
 * declared type) of at most 2 MB, and only that checked version, copied to
 * the final key the profile names and CloudFront serves. A refused upload
 * is deleted; so is the upload once copied, and the avatar it replaces
 * after the profile names the new one.
 */
export const saveAvatar: Operation<'saveAvatar'> = async ({ caller, body, now, log }) => {
  const refuse = (message: string) => badRequest(message, { key: message });
  if (!avatarUploadKeyOwnedBy(caller.id, body.key)) throw refuse(AVATAR_MESSAGES.notYours);
  const finalKey = finalAvatarKeyOf(body.key);
  const url = avatarUrlOf(finalKey);
  const counts = { score: caller.score, vouches_given: caller.vouchesGiven, invite_count: caller.invitesHeld };
  if (caller.profile.avatar_url === url) {
    // Saved already: the form is spent, and whatever was POSTed with it since is never looked at.
    await deleteQuietly(body.key, 'upload after its avatar was saved', log);
    return toMyProfile(caller.profile, counts);
  }
  const stored = await readStoredAvatar(body.key);
  if (!stored) throw refuse(AVATAR_MESSAGES.missing);
  const problem = stored.size > AVATAR_MAX_BYTES ? AVATAR_MESSAGES.tooLarge : !isJpeg(stored.head) ? AVATAR_MESSAGES.notJpeg : undefined;
  if (problem) {
    log.warn('avatar refused', { size: stored.size, contentType: stored.contentType, problem });
    await deleteAvatar(body.key);
    throw refuse(problem);
  }
  if ((await finalizeAvatar(body.key, finalKey, stored.etag)) === 'refused') {
    // Other bytes were POSTed between the check and the copy (or the final key is taken): nothing unchecked is served.
    log.warn('avatar refused: it changed while it was checked', { size: stored.size });
    await deleteAvatar(body.key);
    throw refuse(AVATAR_MESSAGES.changed);
  }
  await deleteQuietly(body.key, 'copied avatar upload', log);
  let replaced: { profile: ProfileRecord; previous: string | null };
  try {
    replaced = await replaceAvatarUrl(caller.id, url, now.toISOString());
  } catch (error) {
    await deleteQuietly(finalKey, 'unrecorded avatar', log);
    if (isRefusal(error, 'profile_missing')) throw notFound(PROFILE_MISSING_MESSAGE);
    throw error;
  }
  const old = avatarKeyFromUrl(replaced.previous);
  // Saving the same key twice must not delete the avatar now shown.
  if (old && old !== finalKey) await deleteQuietly(old, 'replaced avatar', log);
  return toMyProfile(replaced.profile, counts);
};
