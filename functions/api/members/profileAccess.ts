/**
 * Who may see a member's full profile (spec vouching-and-reputation §6): the
 * owner; a member holding an ACTIVE view permission from the owner; a member
 * with a vouch relationship with them, in either direction; and, by the
 * spec's §3 rule, nobody but the owner while the owner has no score above 0
 * and no vouches. The rule itself is domain/profileVisibility.ts; this reads
 * its facts. Every caller goes through this function.
 *
 * Nothing is cached: the permission and the relationship are read on every
 * request (the permission consistently), so a revocation or a deleted vouch
 * holds from the very next request.
 */
import type { ReputationFacts, VisibilityFacts } from '#domain/profileVisibility';
import { hasActiveViewPermission } from '#store/viewPermissions';
import { vouchRelationship } from '#store/vouches';

export interface ProfileAccess {
  /** What the rule needs (hasFullProfileAccess): the presenters pass it to memberView, which picks the full or the limited view. */
  facts: VisibilityFacts;
  /** Has the viewer vouched for the owner (drives 'Vouch Now' / 'Update Vouch')? */
  viewerHasVouched: boolean;
}

/**
 * `ownerReputation`: the owner's score and counters, usually read anyway by
 * the caller (getMember reads the owner's records), passed as a promise so
 * the three reads run side by side.
 */
export async function canSeeFullProfile(
  viewerId: string,
  ownerId: string,
  ownerReputation: ReputationFacts | PromiseLike<ReputationFacts>,
): Promise<ProfileAccess> {
  if (viewerId === ownerId) {
    const facts = {
      isOwner: true,
      hasActivePermission: false,
      viewerVouchedForOwner: false,
      ownerVouchedForViewer: false,
      owner: await ownerReputation,
    };
    return { facts, viewerHasVouched: false };
  }
  const [relationship, hasActivePermission, owner] = await Promise.all([
    vouchRelationship(viewerId, ownerId),
    hasActiveViewPermission(ownerId, viewerId),
    ownerReputation,
  ]);
  const facts: VisibilityFacts = {
    isOwner: false,
    hasActivePermission,
    viewerVouchedForOwner: relationship.aVouchedForB,
    ownerVouchedForViewer: relationship.bVouchedForA,
    owner,
  };
  return { facts, viewerHasVouched: relationship.aVouchedForB };
}
