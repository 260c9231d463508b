import { USERNAME_PATTERN } from '../../domain/validation';
import { getProfile, getProfileByUsername } from '../../store/profiles';
import { getScore } from '../../store/scores';
import { getVouch } from '../../store/vouches';
import { forbidden, notFound } from '../http/failures';
import { memberId, pathParam, type Operation } from '../http/request';
import { toMemberSummary } from '../presenters';

/** Another member by username (any case), with whether the viewer already vouched for them. */
export const getMember: Operation = async (req) => {
  const viewer = memberId(req);
  const username = pathParam(req, 'username').trim().toLowerCase();
  const [viewerProfile, profile] = await Promise.all([
    getProfile(viewer),
    // A name no member can hold is not looked up (and one over DynamoDB's key size would fail the read).
    USERNAME_PATTERN.test(username) ? getProfileByUsername(username) : undefined,
  ]);
  // A signed-in account without a profile is not a member yet: members' profiles are not shown to it.
  if (!viewerProfile) throw forbidden();
  if (!profile) throw notFound('Member not found');
  const [score, vouch] = await Promise.all([getScore(profile.id), getVouch(viewer, profile.id)]);
  return { status: 200, body: toMemberSummary(profile, score, !!vouch) };
};
