import { USERNAME_PATTERN } from '#domain/validation';
import { getOwnRecords } from '#store/ownRecords';
import { profileIdByUsername } from '#store/profiles';
import { forbidden, notFound } from '../http/failures';
import type { Operation } from '../operation';
import { toFullMemberSummary, toLimitedMemberSummary } from '../presenters';
import { canSeeFullProfile } from './profileAccess';

const MEMBER_NOT_FOUND = 'Member not found';

/**
 * Another member by username (any case): the full profile to those
 * canSeeFullProfile lets see it (the owner, a vouch relationship, an active
 * view permission), the limited view to everyone else.
 */
export const getMember: Operation<'getMember'> = async ({ caller, params }) => {
  // A signed-in account without a profile is not a member yet: members' profiles are not shown to it.
  if (!caller.profile) throw forbidden();
  const username = params.username.trim().toLowerCase();
  // A name no member can hold is not looked up (and one over DynamoDB's key size would fail the read).
  const ownerId = USERNAME_PATTERN.test(username) ? await profileIdByUsername(username) : undefined;
  if (!ownerId) throw notFound(MEMBER_NOT_FOUND);
  // The caller's own records are already loaded: looking at oneself reads nothing more.
  const ownRead = ownerId === caller.id ? Promise.resolve(caller) : getOwnRecords(ownerId);
  const reputation = ownRead.then((o) => ({ total_score: o.score.total_score, total_vouches: o.score.total_vouches, vouches_given: o.vouchesGiven }));
  const [access, own] = await Promise.all([canSeeFullProfile(caller.id, ownerId, reputation), ownRead]);
  if (!own.profile) throw notFound(MEMBER_NOT_FOUND);
  return access.full
    ? toFullMemberSummary(own.profile, { score: own.score, vouches_given: own.vouchesGiven, viewer_has_vouched: access.viewerHasVouched })
    : toLimitedMemberSummary(own.profile);
};
