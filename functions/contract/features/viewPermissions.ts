/** View permissions: the signed-in member lets chosen members see their full profile, and takes it back. */
import { grantViewPermissionSchema, viewSearchQuerySchema } from '#domain/viewPermissions';
import * as z from 'zod';
import { isoTime } from '../responses';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

/** Who a view permission is for, as its owner sees them: who they are, never their e-mail. */
export const permissionViewerSchema = z.strictObject({
  id: z.string(),
  full_name: z.string().nullable(),
  username: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type PermissionViewer = z.infer<typeof permissionViewerSchema>;

/** One active view permission of the signed-in member; `id` is the viewer's id (one permission per viewer). */
export const viewPermissionViewSchema = z.strictObject({
  id: z.string(),
  viewer: permissionViewerSchema,
  granted_at: isoTime,
});
export type ViewPermissionView = z.infer<typeof viewPermissionViewSchema>;

/** The signed-in member's active view permissions, newest grant first. */
export const viewPermissionListSchema = z.strictObject({ permissions: z.array(viewPermissionViewSchema) });
export type ViewPermissionList = z.infer<typeof viewPermissionListSchema>;

/** Members found for granting view access (at most 10); `has_access` marks those already holding an active permission. */
export const viewCandidateListSchema = z.strictObject({
  members: z.array(
    z.strictObject({
      id: z.string(),
      full_name: z.string().nullable(),
      username: z.string().nullable(),
      avatar_url: z.string().nullable(),
      has_access: z.boolean(),
    }),
  ),
});
export type ViewCandidateList = z.infer<typeof viewCandidateListSchema>;

/** Answer of revoking a view permission. */
export const revokedViewPermissionSchema = z.strictObject({ revoked: z.literal(true) });

export const viewPermissionsRoutes = [
  {
    id: 'listViewPermissions',
    method: 'GET',
    path: '/api/me/view-permissions',
    access: 'member',
    feature: 'viewPermissions',
    callerRecords: false,
    response: viewPermissionListSchema,
  },
  {
    id: 'searchViewCandidates',
    method: 'GET',
    path: '/api/me/view-permissions/candidates',
    access: 'member',
    feature: 'viewPermissions',
    query: viewSearchQuerySchema,
    // Looking members up by e-mail must not become a way to test addresses in bulk.
    ratePerMinute: 30,
    response: viewCandidateListSchema,
  },
  // The list of people with access and the search's "has access" marks.
  {
    id: 'grantViewPermission',
    method: 'POST',
    path: '/api/me/view-permissions',
    access: 'member',
    feature: 'viewPermissions',
    body: grantViewPermissionSchema,
    ratePerMinute: 30,
    changes: ['listViewPermissions', 'searchViewCandidates'],
    response: viewPermissionViewSchema,
    status: 201,
  },
  {
    id: 'revokeViewPermission',
    method: 'DELETE',
    path: '/api/me/view-permissions/{viewerId}',
    access: 'member',
    feature: 'viewPermissions',
    callerRecords: false,
    changes: ['listViewPermissions', 'searchViewCandidates'],
    response: revokedViewPermissionSchema,
  },
] as const satisfies readonly RouteDef[];

/** The authorisation matrix's rows (accessMatrix.ts): what each role's request is and earns. */
export const viewPermissionsAccess = {
  listViewPermissions: { request: () => ({}), allowed: 200 },
  searchViewCandidates: { request: (role, fx) => ({ query: { q: fx.counterpart(role).username } }), allowed: 200 },
  grantViewPermission: { request: (role, fx) => ({ body: { viewer_id: fx.counterpart(role).userId } }), allowed: 201 },
  // The member revokes the permission they gave the admin; everyone else holds no such grant of their own (404).
  revokeViewPermission: {
    request: (_role, fx) => ({ params: { viewerId: fx.callers.admin.userId } }),
    allowed: { visitor: 401, member: 200, otherMember: 404, incompleteMember: 404, admin: 404, nonMember: 403 },
  },
} satisfies AccessRows<typeof viewPermissionsRoutes>;
