/**
 * The viewer's side of every card on a directory page, read once a page
 * rather than once a card (issue 21: a page of 50 cards within 30 read
 * units): the ids the viewer vouched for, those who vouched for the viewer
 * and the owners who granted the viewer a view permission, each up to
 * VIEWER_SET_MAX. A card whose member is in none of the complete sets has no
 * relationship with the viewer and needs no read of its own; a set that hit
 * its bound is incomplete, and its fact is read for each card as before.
 * A grant found here is still confirmed by hasActiveViewPermission's
 * consistent read, so a revocation holds from the very next request; a grant
 * made in the last second may show limited for that second (the index lags),
 * never the other way round.
 */
import type { VisibilityFacts, ReputationFacts } from '#domain/profileVisibility';
import { hasActiveViewPermission, listGrantingOwnerIds } from '#store/viewPermissions';
import { listRelationshipIds, vouchRelationship } from '#store/vouches';
import type { ProfileAccess } from './profileAccess';

/** Beyond this many relationships (or grants) one way, a page reads that fact per card. */
export const VIEWER_SET_MAX = 100;

export interface ViewerRelations {
  viewerId: string;
  given: ReadonlySet<string> | undefined;
  received: ReadonlySet<string> | undefined;
  granting: ReadonlySet<string> | undefined;
}

export async function readViewerRelations(viewerId: string): Promise<ViewerRelations> {
  const [given, received, granting] = await Promise.all([
    listRelationshipIds(viewerId, 'given', VIEWER_SET_MAX),
    listRelationshipIds(viewerId, 'received', VIEWER_SET_MAX),
    listGrantingOwnerIds(viewerId, VIEWER_SET_MAX + 1),
  ]);
  return {
    viewerId,
    given: given.more ? undefined : new Set(given.ids),
    received: received.more ? undefined : new Set(received.ids),
    granting: granting.length > VIEWER_SET_MAX ? undefined : new Set(granting),
  };
}

/** canSeeFullProfile's answer for one card of the page, from the viewer's sets where they are complete. */
export async function cardAccess(relations: ViewerRelations, ownerId: string, owner: ReputationFacts): Promise<ProfileAccess> {
  const { viewerId, given, received, granting } = relations;
  const pair = !given || !received ? await vouchRelationship(viewerId, ownerId) : undefined;
  const viewerVouchedForOwner = given ? given.has(ownerId) : !!pair?.aVouchedForB;
  const ownerVouchedForViewer = received ? received.has(ownerId) : !!pair?.bVouchedForA;
  const hasActivePermission = !granting || granting.has(ownerId) ? await hasActiveViewPermission(ownerId, viewerId) : false;
  const facts: VisibilityFacts = { isOwner: false, hasActivePermission, viewerVouchedForOwner, ownerVouchedForViewer, owner };
  return { facts, viewerHasVouched: viewerVouchedForOwner };
}
