/**
 * View permissions of the signed-in member (spec access-and-accounts §6:
 * "granting and revoking view access to their own profile, lasting until
 * revoked, to an existing user"). Owner-only by construction: every route
 * works on the caller's own grants (the store keys them by owner), so no
 * member can see, grant or revoke another's.
 */
import { MEMBER_ID_MAX, VIEW_PERMISSION_TEXTS, VIEW_SEARCH_MAX_RESULTS } from '#domain/viewPermissions';
import { isRefusal } from '#store/errors';
import { getProfile, getProfiles } from '#store/profiles';
import {
  grantViewPermission as storeGrant,
  hasActiveViewPermission,
  listActiveViewPermissions,
  revokeViewPermission as storeRevoke,
} from '#store/viewPermissions';
import { badRequest, conflict, notFound } from '../http/failures';
import type { Operation } from '../operation';
import { toPermissionViewer } from '../presenters';
import { findMemberIds } from './memberLookup';

const MEMBER_NOT_FOUND = 'Member not found';
const PERMISSION_NOT_FOUND = 'View permission not found';
const SELF_GRANT = 'You can always see your own profile';

export const listViewPermissions: Operation<'listViewPermissions'> = async ({ caller }) => {
  const permissions = await listActiveViewPermissions(caller.id);
  const viewers = new Map((await getProfiles(permissions.map((p) => p.viewer_user_id))).map((p) => [p.id, p]));
  return {
    // A viewer whose profile is gone (a deleted account) has nobody left to show.
    permissions: permissions.flatMap((p) => {
      const viewer = viewers.get(p.viewer_user_id);
      return viewer ? [{ id: p.viewer_user_id, viewer: toPermissionViewer(viewer), granted_at: p.granted_at }] : [];
    }),
  };
};

export const searchViewCandidates: Operation<'searchViewCandidates'> = async ({ caller, query }) => {
  // A signed-in account without a profile is not a member yet: members are not shown to it.
  const ids = (await findMemberIds(query.q, VIEW_SEARCH_MAX_RESULTS + 1)).filter((id) => id !== caller.id).slice(0, VIEW_SEARCH_MAX_RESULTS);
  const [profiles, access] = await Promise.all([getProfiles(ids), Promise.all(ids.map((id) => hasActiveViewPermission(caller.id, id)))]);
  const byId = new Map(profiles.map((p) => [p.id, p]));
  return {
    members: ids.flatMap((id, i) => {
      const profile = byId.get(id);
      return profile ? [{ ...toPermissionViewer(profile), has_access: access[i]! }] : [];
    }),
  };
};

export const grantViewPermission: Operation<'grantViewPermission'> = async ({ caller, body, now }) => {
  if (body.viewer_id === caller.id) throw badRequest(SELF_GRANT, { viewer_id: SELF_GRANT });
  const viewer = await getProfile(body.viewer_id);
  if (!viewer) throw notFound(MEMBER_NOT_FOUND);
  try {
    const permission = await storeGrant(caller.id, viewer.id, now.toISOString());
    return { id: viewer.id, viewer: toPermissionViewer(viewer), granted_at: permission.granted_at };
  } catch (error) {
    // The toast reads 'Already Granted' over this message (spec access-and-accounts §8).
    if (isRefusal(error, 'permission_exists')) throw conflict(VIEW_PERMISSION_TEXTS.alreadyGranted(viewer.full_name || viewer.username));
    throw error;
  }
};

export const revokeViewPermission: Operation<'revokeViewPermission'> = async ({ caller, params, now }) => {
  // An id no member can have names no permission: answer without a read (an oversized key would fail it).
  if (params.viewerId.length > MEMBER_ID_MAX) throw notFound(PERMISSION_NOT_FOUND);
  try {
    await storeRevoke(caller.id, params.viewerId, now.toISOString());
    return { revoked: true };
  } catch (error) {
    if (isRefusal(error, 'permission_missing')) throw notFound(PERMISSION_NOT_FOUND);
    throw error;
  }
};
