/**
 * Enforces the route's access level and hands the operation its caller:
 * member and admin routes need a signed-in caller (401); loadCaller then
 * reads the caller's own records once (store/ownRecords.ts: profile, score
 * and counters in one Query, no more read units than the profile's GetItem)
 * and checks what the route asks of the profile: is_super_admin on admin
 * routes, a complete profile on routes marked needsCompleteProfile (403).
 * Routes marked callerRecords: false get the caller's id alone, after one
 * projected GetItem of the profile's standing (store/profileStanding.ts).
 * Both are read from the table on each request, not from the token, so
 * revoking the flag, completing the profile or deleting the account takes
 * effect at once.
 *
 * A signed-in account without a profile (a Google or LinkedIn sign-up that
 * has not redeemed an invite) is not a member: every member and admin route
 * refuses it (403 NOT_A_MEMBER_MESSAGE); only 'account' routes serve it.
 *
 * An account whose deletion is confirmed (in its grace) or finalised was
 * signed out everywhere, but an ID token issued before stays valid at the
 * gateway for up to an hour: every member, admin and account route refuses
 * it (401), whatever the token's claims say. So is a token from a sign-in
 * before a confirmed password reset ended the member's sessions (issue 22 #1,
 * domain/sessionsEnded.ts): the 401 ends that session in the browser.
 */
import type { MiddlewareObj } from '@middy/core';
import { isProfileCompleteForVouching } from '#domain/profile';
import { DELETION_TEXTS, SCHEDULED_DELETION_FIELD, isProfileHidden, scheduledDeletionOf } from '#domain/accountDeletion';
import { signedInBeforeSessionsEnded } from '#domain/sessionsEnded';
import { getOwnRecords } from '#store/ownRecords';
import { getProfileStanding } from '#store/profileStanding';
import type { Access } from '#contract/routeDef';
import { ApiFailure, forbidden, unauthorized } from '../failures';
import type { AccountCaller, ApiContext, ApiEvent, ApiResult, Caller } from '../request';

/**
 * The 401 for a hidden profile. In the grace it says when the deletion is
 * final, so the member who signs in again learns why and how to cancel
 * (issue 22 §2); only the account's own token reaches this.
 */
function hiddenAccount(profile: { deletion_pending_at?: string | null; deleted_at?: string | null }): ApiFailure {
  const at = scheduledDeletionOf(profile);
  return at ? new ApiFailure(401, 'unauthorized', DELETION_TEXTS.scheduled, { [SCHEDULED_DELETION_FIELD]: at.toISOString() }) : unauthorized();
}

export function requireSignedIn(): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> {
  return {
    before: (request) => {
      const api = request.context.api!;
      if (api.route.access !== 'public' && !api.userId) throw unauthorized();
    },
  };
}

/** The spec's words (vouching-and-reputation) when a member whose profile is incomplete tries what needs a complete one. */
export const INCOMPLETE_PROFILE_MESSAGE = 'Please complete your profile information first.';

/** What a signed-in account that has not redeemed an invite hears from every member route. */
export const NOT_A_MEMBER_MESSAGE = 'Please sign up with a valid invite code to continue.';

/**
 * Loads the caller of the routes of one access level. featureHandler places
 * it once per level: for admin routes before the input is read, so a member
 * learns nothing of an admin route's input rules; for member and account
 * routes after it, so a malformed request is refused without a read.
 */
export function loadCaller(access: Exclude<Access, 'public'>): MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext> {
  return {
    before: async (request) => {
      const api = request.context.api!;
      const route = api.route;
      if (route.access !== access) return;
      const id = api.userId!;
      if (route.callerRecords === false && access === 'member' && !route.needsCompleteProfile) {
        // The token's member claim is not enough: it outlives a deletion confirmed after the token was issued.
        const standing = await getProfileStanding(id);
        if (!standing) throw forbidden(NOT_A_MEMBER_MESSAGE);
        if (isProfileHidden(standing)) throw hiddenAccount(standing);
        if (signedInBeforeSessionsEnded(api.identity.auth_time, standing.sessions_ended_at)) throw unauthorized();
        api.caller = { id };
        return;
      }
      const caller: Caller = { id, ...(await getOwnRecords(id)) };
      const profile = caller.profile;
      // A member whose deletion is confirmed was signed out everywhere; a token issued before that is refused too.
      if (profile && isProfileHidden(profile)) throw hiddenAccount(profile);
      if (profile && signedInBeforeSessionsEnded(api.identity.auth_time, profile.sessions_ended_at)) throw unauthorized();
      if (access === 'account') {
        const accountCaller: AccountCaller = { ...caller, identity: api.identity };
        api.caller = accountCaller;
        return;
      }
      api.caller = caller;
      if (!profile) throw forbidden(NOT_A_MEMBER_MESSAGE);
      if (access === 'admin' && !profile?.is_super_admin) throw forbidden();
      if (route.needsCompleteProfile && !isProfileCompleteForVouching({ ...profile, has_birth_date: !!profile.birth_date_encrypted })) {
        throw forbidden(INCOMPLETE_PROFILE_MESSAGE);
      }
    },
  };
}
