/** The signed-in member's own profile: read, edit, and the onboarding steps. */
import { isOldEnough } from '#domain/profile';
import { TRANSCRIPT_VOUCHES_MAX } from '#domain/transcript';
import { summaryOfTally } from '#domain/transcriptTally';
import { MESSAGES } from '#domain/validation';
import { encryptBirthDate } from '#services/birthDateCipher';
import { isRefusal } from '#store/errors';
import { getProfiles, updateProfile, updateProfileWithUsername, type ProfileChanges, type ProfileRecord } from '#store/profiles';
import { getTranscriptTally } from '#store/transcriptSummaries';
import { listVouchesReceivedPage, vouchesReceivedPageKeyShape, type VouchRecord } from '#store/vouches';
import type { MyProfile } from '#contract/responses';
import type { Transcript } from '#contract/features/me';
import { decodeCursor, encodeCursor } from '../http/cursor';
import {
  isReservedName,
  mixesLookalikeScripts,
  MIXED_SCRIPT_NAME_MESSAGE,
  RESERVED_DISPLAY_NAME_MESSAGE,
  RESERVED_USERNAME_MESSAGE,
} from '#domain/reservedNames';
import { ApiFailure, badRequest, notFound } from '../http/failures';
import type { Caller } from '../http/request';
import type { Operation } from '../operation';
import { toMyProfile } from '../presenters';

export { getMyPortfolio } from './portfolio';

export const USERNAME_TAKEN_MESSAGE = 'That username is taken';
/** The spec's words when the member's profile is gone by the time a write lands (a deletion finalised meanwhile). */
export const PROFILE_MISSING_MESSAGE = 'User not found.';

/**
 * The whole own profile: `profile` as it stands (after a write, as the write
 * returned it) with the score and counters middleware read with it. A
 * profile write changes neither, so no second read is needed to answer.
 */
function myProfile(caller: Caller, profile: ProfileRecord): MyProfile {
  return toMyProfile(profile, { score: caller.score, vouches_given: caller.vouchesGiven, invite_count: caller.invitesHeld });
}

/** Applies changes to the caller's own profile and answers with the whole profile. */
async function saveOwn(caller: Caller, changes: ProfileChanges, now: Date): Promise<MyProfile> {
  try {
    return myProfile(caller, await updateProfile(caller.id, changes, now.toISOString()));
  } catch (error) {
    if (isRefusal(error, 'profile_missing')) throw notFound(PROFILE_MISSING_MESSAGE);
    throw error;
  }
}

export const getMe: Operation<'getMe'> = async ({ caller }) => myProfile(caller, caller.profile);

/** Who invited the member (the invite tree, issue 11 §5); null for the first members, or an inviter since deleted. */
export const getMyInviter: Operation<'getMyInviter'> = async ({ caller }) => {
  const inviterId = caller.profile.invited_by;
  const [inviter] = inviterId ? await getProfiles([inviterId]) : [];
  return { inviter: inviter && !inviter.deleted_at ? { id: inviter.id, full_name: inviter.full_name, username: inviter.username } : null };
};

export const updateMe: Operation<'updateMe'> = async ({ caller, body, now }) => {
  const current = caller.profile;
  // Only a change is judged: a name held from before these rules can still be saved unchanged.
  if (body.username !== current.username && isReservedName(body.username))
    throw badRequest(RESERVED_USERNAME_MESSAGE, { username: RESERVED_USERNAME_MESSAGE });
  if (body.full_name !== current.full_name) {
    if (mixesLookalikeScripts(body.full_name)) throw badRequest(MIXED_SCRIPT_NAME_MESSAGE, { full_name: MIXED_SCRIPT_NAME_MESSAGE });
    if (isReservedName(body.full_name)) throw badRequest(RESERVED_DISPLAY_NAME_MESSAGE, { full_name: RESERVED_DISPLAY_NAME_MESSAGE });
  }
  try {
    const updated = await updateProfileWithUsername(
      current,
      body.username,
      { full_name: body.full_name, bio: body.bio, title_description: body.title_description, linkedin_url: body.linkedin_url },
      now.toISOString(),
    );
    return myProfile(caller, updated);
  } catch (error) {
    if (isRefusal(error, 'username_taken')) throw new ApiFailure(409, 'conflict', USERNAME_TAKEN_MESSAGE, { username: USERNAME_TAKEN_MESSAGE });
    if (isRefusal(error, 'profile_missing')) throw notFound(PROFILE_MISSING_MESSAGE);
    throw error;
  }
};

export const acceptTerms: Operation<'acceptTerms'> = async ({ caller, now }) => {
  // The first acceptance is the one on record; accepting again changes nothing.
  return saveOwn(caller, { terms_accepted_at: caller.profile.terms_accepted_at ?? now.toISOString() }, now);
};

export const saveBirthDate: Operation<'saveBirthDate'> = async ({ caller, body, now }) => {
  // The schema checked the age against the wall clock; check again against the request's clock, on the server.
  if (!isOldEnough(body.birth_date, now)) throw badRequest(MESSAGES.ageRequirement, { birth_date: MESSAGES.ageRequirement });
  const ciphertext = await encryptBirthDate(caller.id, body.birth_date);
  return saveOwn(caller, { birth_date_encrypted: ciphertext }, now);
};

export const saveLocation: Operation<'saveLocation'> = async ({ caller, body, now }) =>
  saveOwn(
    caller,
    { city: body.city.toUpperCase(), state: body.state.toUpperCase(), country: body.country.toUpperCase(), location_completed: true },
    now,
  );

export const savePhone: Operation<'savePhone'> = async ({ caller, body, now }) =>
  // Verification by SMS code is not built: a saved number stays unverified.
  saveOwn(caller, { phone: body.phone, is_phone_verified: false }, now);

export const saveEmailPreferences: Operation<'saveEmailPreferences'> = async ({ caller, body, now }) =>
  saveOwn(caller, { vouch_emails_off: !body.vouch_emails }, now);

export const savePurpose: Operation<'savePurpose'> = async ({ caller, body, now }) => {
  // Each choice once: the schema bounds what may be chosen, not how often a list repeats it.
  const once = <T>(list: readonly T[]) => [...new Set(list)];
  return saveOwn(
    caller,
    { join_intent: once(body.join_intent), vouch_seeker_type: once(body.vouch_seeker_type), my_motivation: body.my_motivation },
    now,
  );
};

/** The transcript's vouch details: each vouch with its voucher's name and e-mail (one BatchGet of the vouchers). */
async function transcriptDetails(vouches: readonly VouchRecord[]): Promise<Transcript['vouches']> {
  const vouchers = new Map((await getProfiles(vouches.map((v) => v.voucher_id))).map((v) => [v.id, v]));
  return vouches.map((v) => {
    const voucher = vouchers.get(v.voucher_id);
    return {
      id: v.id,
      voucher: {
        id: v.voucher_id,
        username: voucher?.username ?? null,
        full_name: voucher?.full_name ?? null,
        email: voucher?.email ?? null,
        avatar_url: voucher?.avatar_url ?? null,
      },
      message: v.message,
      attributes: Object.keys(v.attributes),
      relationship_category: v.relationship_category,
      relationship_context: v.relationship_context,
      interaction_frequency: v.interaction_frequency,
      first_met_year: v.first_met_year,
      character_confidence: v.character_confidence,
      points: v.points,
      created_at: v.created_at,
    };
  });
}

/** A page of the caller's received vouches, newest first (GSI2), from a cursor a page of theirs gave. */
async function receivedPage(callerId: string, cursor: string | undefined, limit: number) {
  const shape = vouchesReceivedPageKeyShape(callerId);
  const page = await listVouchesReceivedPage(callerId, limit, decodeCursor(cursor, shape.keyNames, shape.fixed));
  return { vouches: await transcriptDetails(page.vouches), next_cursor: encodeCursor(page.nextKey) };
}

/**
 * The caller's own Character Transcript (spec §2, §7 'Transcript'): the
 * profile, the score, the summary over every vouch received (one Query of
 * the caller's own partition) and the details of the newest
 * TRANSCRIPT_VOUCHES_MAX with each voucher's name and e-mail; the rest come
 * a page at a time from listMyTranscriptVouches (the same GSI2 order), so no
 * answer grows with a member's history. The route names no member: nobody
 * reads another's.
 */
export const getMyTranscript: Operation<'getMyTranscript'> = async ({ caller }) => {
  const p = caller.profile;
  // The summary is pre-aggregated from the stream (store/transcriptSummaries.ts), never the whole partition; a second's lag cannot matter.
  const [tally, first] = await Promise.all([getTranscriptTally(caller.id), receivedPage(caller.id, undefined, TRANSCRIPT_VOUCHES_MAX)]);
  const { summary, total } = summaryOfTally(tally);
  return {
    owner: {
      id: p.id,
      username: p.username,
      full_name: p.full_name,
      email: p.email,
      avatar_url: p.avatar_url,
      title_description: p.title_description,
      city: p.city,
      state: p.state,
      country: p.country,
    },
    score: { total_score: caller.score.total_score, tier: caller.score.tier, total_vouches: caller.score.total_vouches },
    summary,
    total,
    ...first,
  };
};

/** 'View All Vouch Details' past the first page: the caller's own received vouches only (the cursor is checked to stay in their partition). */
export const listMyTranscriptVouches: Operation<'listMyTranscriptVouches'> = async ({ caller, query }) => {
  return receivedPage(caller.id, query.cursor, query.limit ?? TRANSCRIPT_VOUCHES_MAX);
};
