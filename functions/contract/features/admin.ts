/** The super admin's screens. */
import { waitingListQuerySchema } from '#domain/paging';
import { waitingListPageSchema } from '../responses';
import type { RouteDef } from '../routeDef';

export const adminRoutes = [
  { id: 'listWaitingList', method: 'GET', path: '/api/admin/waiting-list', access: 'admin', feature: 'admin', query: waitingListQuerySchema, response: waitingListPageSchema },
] as const satisfies readonly RouteDef[];
