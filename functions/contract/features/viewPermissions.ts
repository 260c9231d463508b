/** View permissions: the signed-in member lets chosen members see their full profile, and takes it back. */
import { grantViewPermissionSchema, viewSearchQuerySchema } from '#domain/viewPermissions';
import { revokedViewPermissionSchema, viewCandidateListSchema, viewPermissionListSchema, viewPermissionViewSchema } from '../responses';
import type { RouteDef } from '../routeDef';

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
  {
    id: 'grantViewPermission',
    method: 'POST',
    path: '/api/me/view-permissions',
    access: 'member',
    feature: 'viewPermissions',
    body: grantViewPermissionSchema,
    ratePerMinute: 30,
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
    response: revokedViewPermissionSchema,
  },
] as const satisfies readonly RouteDef[];
