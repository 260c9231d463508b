/**
 * The member's avatar. The browser POSTs the cropped JPEG straight to the
 * avatars bucket with the form createAvatarUpload answers; saveAvatar then
 * checks what was stored before the profile names it (docs/decisions.md,
 * 'Avatar').
 */
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, avatarKeyFromUrl, avatarKeyOwnedBy, avatarUrlOf, isJpeg, newAvatarKey } from '#domain/avatar';
import { deleteAvatar, presignAvatarUpload, readStoredAvatar } from '#services/avatars';
import { newId } from '#services/ids';
import { isRefusal } from '#store/errors';
import { replaceAvatarUrl, type ProfileRecord } from '#store/profiles';
import { badRequest, notFound } from '../http/failures';
import type { Operation } from '../operation';
import { toMyProfile } from '../presenters';

/** The spec's words when a signed-in member has no profile row (as the 'me' feature says them). */
const PROFILE_MISSING_MESSAGE = 'User not found.';

/** The form the browser POSTs the cropped avatar with: a fresh key of the caller's, image/jpeg, at most 2 MB. */
export const createAvatarUpload: Operation<'createAvatarUpload'> = async ({ caller }) => {
  const key = newAvatarKey(caller.id, newId().replace(/-/g, '').slice(0, 16).toLowerCase());
  const form = await presignAvatarUpload(key);
  return { ...form, key };
};

/**
 * Records an uploaded avatar: only a key made for the caller, only once
 * what was stored under it is a JPEG (its first bytes, not its declared
 * type) of at most 2 MB. A refused upload is deleted; the avatar it
 * replaces is deleted after the profile names the new one.
 */
export const saveAvatar: Operation<'saveAvatar'> = async ({ caller, body, now, log }) => {
  const refuse = (message: string) => badRequest(message, { key: message });
  if (!avatarKeyOwnedBy(caller.id, body.key)) throw refuse(AVATAR_MESSAGES.notYours);
  const stored = await readStoredAvatar(body.key);
  if (!stored) throw refuse(AVATAR_MESSAGES.missing);
  const problem = stored.size > AVATAR_MAX_BYTES ? AVATAR_MESSAGES.tooLarge : !isJpeg(stored.head) ? AVATAR_MESSAGES.notJpeg : undefined;
  if (problem) {
    log.warn('avatar refused', { size: stored.size, contentType: stored.contentType, problem });
    await deleteAvatar(body.key);
    throw refuse(problem);
  }
  const url = avatarUrlOf(body.key);
  let replaced: { profile: ProfileRecord; previous: string | null };
  try {
    replaced = await replaceAvatarUrl(caller.id, url, now.toISOString());
  } catch (error) {
    if (isRefusal(error, 'profile_missing')) throw notFound(PROFILE_MISSING_MESSAGE);
    throw error;
  }
  const old = avatarKeyFromUrl(replaced.previous);
  // Saving the same key twice must not delete the avatar now shown.
  if (old && old !== body.key) {
    try {
      await deleteAvatar(old);
    } catch (error) {
      // The new avatar is recorded; an old object left behind costs storage, not correctness.
      log.warn('replaced avatar not deleted', { error: String(error) });
    }
  }
  return toMyProfile(replaced.profile, { score: caller.score, vouches_given: caller.vouchesGiven, invite_count: caller.invitesHeld });
};

