/**
 * Who sees a member's full profile (spec vouching-and-reputation §6 and §3):
 * the owner; a member holding an active view permission from the owner; a
 * member with a vouch relationship with them, in either direction. And the
 * spec's rule "a member has a limited view if no score above 0 and no
 * vouches": a member with nothing of a reputation yet (no points, no vouch
 * received, none given) is shown limited, except to themself and to those
 * they chose to show it to: a grant is the owner's own word and always holds
 * (docs/decisions.md). The API decides with this
 * (api/members/profileAccess.ts); the facts come from the store.
 */

/** What the rule needs of the owner's score and counters. */
export interface ReputationFacts {
  total_score: number;
  /** Vouches received. */
  total_vouches: number;
  vouches_given: number;
}

export interface VisibilityFacts {
  isOwner: boolean;
  hasActivePermission: boolean;
  viewerVouchedForOwner: boolean;
  ownerVouchedForViewer: boolean;
  owner: ReputationFacts;
}

/** False for a member with no score above 0 and no vouches (received or given): their profile is limited to others. */
export function hasReputationToShow(owner: ReputationFacts): boolean {
  return owner.total_score > 0 || owner.total_vouches > 0 || owner.vouches_given > 0;
}

export function hasFullProfileAccess(facts: VisibilityFacts): boolean {
  if (facts.isOwner || facts.hasActivePermission) return true;
  if (!hasReputationToShow(facts.owner)) return false;
  return facts.viewerVouchedForOwner || facts.ownerVouchedForViewer;
}
