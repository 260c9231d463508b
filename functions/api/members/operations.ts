import { USERNAME_PATTERN } from '../../domain/validation';
import { getOwnRecords } from '../../store/ownRecords';
import { getProfile, profileIdByUsername } from '../../store/profiles';
import type { MemberSummary } from '../contracts';
import { forbidden, notFound } from '../http/failures';
import { memberId, pathParam, type Operation } from '../http/request';
import { toFullMemberSummary, toLimitedMemberSummary } from '../presenters';
import { canSeeFullProfile } from './profileAccess';

const MEMBER_NOT_FOUND = 'Member not found';

/**
 * Another member by username (any case): the full profile to the owner and
 * to members with a vouch relationship, the limited view to everyone else.
 */
export const getMember: Operation = async (req) => {
  const viewer = memberId(req);
  const username = pathParam(req, 'username').trim().toLowerCase();
  const [viewerProfile, ownerId] = await Promise.all([
    getProfile(viewer),
    // A name no member can hold is not looked up (and one over DynamoDB's key size would fail the read).
    USERNAME_PATTERN.test(username) ? profileIdByUsername(username) : undefined,
  ]);
  // A signed-in account without a profile is not a member yet: members' profiles are not shown to it.
  if (!viewerProfile) throw forbidden();
  if (!ownerId) throw notFound(MEMBER_NOT_FOUND);
  const [access, own] = await Promise.all([canSeeFullProfile(viewer, ownerId), getOwnRecords(ownerId)]);
  if (!own.profile) throw notFound(MEMBER_NOT_FOUND);
  const body: MemberSummary = access.full
    ? toFullMemberSummary(own.profile, { score: own.score, vouches_given: own.vouchesGiven, viewer_has_vouched: access.viewerHasVouched })
    : toLimitedMemberSummary(own.profile);
  return { status: 200, body };
};
