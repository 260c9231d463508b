/**
 * Who may see a member's full profile (spec vouching-and-reputation §6): the
 * owner, or a member with a vouch relationship with them, in either
 * direction. View permissions granted by the owner (not built yet) would be
 * one more reason here; every caller goes through this function.
 */
import { vouchRelationship } from '#store/vouches';

export interface ProfileAccess {
  full: boolean;
  /** Has the viewer vouched for the owner (drives 'Vouch Now' / 'Update Vouch')? */
  viewerHasVouched: boolean;
}

export async function canSeeFullProfile(viewerId: string, ownerId: string): Promise<ProfileAccess> {
  if (viewerId === ownerId) return { full: true, viewerHasVouched: false };
  const relationship = await vouchRelationship(viewerId, ownerId);
  // Later: `|| await hasViewPermission(ownerId, viewerId)`.
  return { full: relationship.aVouchedForB || relationship.bVouchedForA, viewerHasVouched: relationship.aVouchedForB };
}
