/** The signed-in member's own profile: read, edit, and the onboarding steps. */
import { isOldEnough } from '../../domain/profile';
import {
  MESSAGES,
  birthDateSchema,
  locationSchema,
  phoneSchema,
  profileEditSchema,
  purposeSchema,
} from '../../domain/validation';
import { encryptBirthDate } from '../../services/birthDateCipher';
import { isRefusal } from '../../store/errors';
import type { ProfileRecord } from '../../store/items';
import { getOwnRecords } from '../../store/ownRecords';
import { getProfile, updateProfile, updateProfileWithUsername, type ProfileChanges } from '../../store/profiles';
import type { MyProfile } from '../contracts';
import { ApiFailure, badRequest, notFound } from '../http/failures';
import { bodyOf, memberId, type ApiRequest, type ApiResponse, type Operation } from '../http/request';
import { toMyProfile } from '../presenters';

export const USERNAME_TAKEN_MESSAGE = 'That username is taken';
/** The spec's words when a signed-in member has no profile row. */
export const PROFILE_MISSING_MESSAGE = 'User not found.';

/** The whole own profile, read in one Query (store/ownRecords.ts); also the answer after each own write. */
async function myProfile(userId: string): Promise<MyProfile> {
  const own = await getOwnRecords(userId);
  if (!own.profile) throw notFound(PROFILE_MISSING_MESSAGE);
  return toMyProfile(own.profile, { score: own.score, vouches_given: own.vouchesGiven, invite_count: own.invitesHeld });
}

async function loadOwnProfile(req: ApiRequest): Promise<ProfileRecord> {
  const profile = await getProfile(memberId(req));
  if (!profile) throw notFound(PROFILE_MISSING_MESSAGE);
  return profile;
}

/** Applies changes to the caller's own profile and answers with the whole profile. */
async function saveOwn(req: ApiRequest, changes: ProfileChanges): Promise<ApiResponse> {
  try {
    await updateProfile(memberId(req), changes, req.now.toISOString());
    return { status: 200, body: await myProfile(memberId(req)) };
  } catch (error) {
    if (isRefusal(error, 'profile_missing')) throw notFound(PROFILE_MISSING_MESSAGE);
    throw error;
  }
}

export const getMe: Operation = async (req) => ({ status: 200, body: await myProfile(memberId(req)) });

export const updateMe: Operation = async (req) => {
  const input = bodyOf(req, profileEditSchema);
  const current = await loadOwnProfile(req);
  try {
    await updateProfileWithUsername(
      current,
      input.username,
      { full_name: input.full_name, bio: input.bio, title_description: input.title_description, linkedin_url: input.linkedin_url },
      req.now.toISOString(),
    );
    return { status: 200, body: await myProfile(current.id) };
  } catch (error) {
    if (isRefusal(error, 'username_taken')) throw new ApiFailure(409, 'conflict', USERNAME_TAKEN_MESSAGE, { username: USERNAME_TAKEN_MESSAGE });
    if (isRefusal(error, 'profile_missing')) throw notFound(PROFILE_MISSING_MESSAGE);
    throw error;
  }
};

export const acceptTerms: Operation = async (req) => {
  const current = await loadOwnProfile(req);
  // The first acceptance is the one on record; accepting again changes nothing.
  return saveOwn(req, { terms_accepted_at: current.terms_accepted_at ?? req.now.toISOString() });
};

export const saveBirthDate: Operation = async (req) => {
  const { birth_date } = bodyOf(req, birthDateSchema);
  // The schema checked the age against the wall clock; check again against the request's clock, on the server.
  if (!isOldEnough(birth_date, req.now)) throw badRequest(MESSAGES.ageRequirement, { birth_date: MESSAGES.ageRequirement });
  const userId = memberId(req);
  const ciphertext = await encryptBirthDate(userId, birth_date);
  return saveOwn(req, { birth_date_encrypted: ciphertext });
};

export const saveLocation: Operation = async (req) => {
  const input = bodyOf(req, locationSchema);
  return saveOwn(req, {
    city: input.city.toUpperCase(),
    state: input.state.toUpperCase(),
    country: input.country.toUpperCase(),
    location_completed: true,
  });
};

export const savePhone: Operation = async (req) => {
  const input = bodyOf(req, phoneSchema);
  // Verification by SMS code is a later issue: a saved number is unverified until then.
  return saveOwn(req, { phone: input.phone, is_phone_verified: false });
};

export const savePurpose: Operation = async (req) => {
  const input = bodyOf(req, purposeSchema);
  // Each choice once: the schema bounds what may be chosen, not how often a list repeats it.
  const once = <T>(list: readonly T[]) => [...new Set(list)];
  return saveOwn(req, { join_intent: once(input.join_intent), vouch_seeker_type: once(input.vouch_seeker_type), my_motivation: input.my_motivation });
};
