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

/** Who a member is: all that a viewer without full access sees of them ('Limited View'). */
export interface MemberIdentity {
  id: string;
  username: string | null;
  full_name: string | null;
  avatar_url: string | null;
}

/** The fields of the limited view, the one list the API and its tests hold a limited member to. */
export const LIMITED_VIEW_FIELDS = ['limited', 'id', 'username', 'full_name', 'avatar_url'] as const satisfies readonly (
  keyof LimitedMemberView | 'limited'
)[];

export type LimitedMemberView = MemberIdentity & { limited: true };
export type FullMemberView<T extends MemberIdentity> = T & { limited: false };

/**
 * What `facts`' viewer may see of a member: `member` in full (any shape a
 * route shows, built by its presenter), or only who they are. Every route
 * that shows another member answers through this, so the rule and the limited
 * field list live here and nowhere else.
 */
export function memberView<T extends MemberIdentity>(facts: VisibilityFacts, member: T): FullMemberView<T> | LimitedMemberView {
  if (hasFullProfileAccess(facts)) return { ...member, limited: false };
  return { limited: true, id: member.id, username: member.username, full_name: member.full_name, avatar_url: member.avatar_url };
}

/**
 * The facts of a viewer who is nobody: no account, so no permission and no
 * vouch either way. What a link preview may show of a member (a crawler is
 * such a viewer) is memberView with these facts, the rule every route uses.
 */
export function anonymousViewerFacts(owner: ReputationFacts): VisibilityFacts {
  return { isOwner: false, hasActivePermission: false, viewerVouchedForOwner: false, ownerVouchedForViewer: false, owner };
}
