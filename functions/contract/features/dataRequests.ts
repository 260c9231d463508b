/** The member asks for a copy of their data (spec §4 "Data access request", issue 10 §6). */
import { dataRequestViewSchema } from '../responses';
import type { RouteDef } from '../routeDef';

export const dataRequestsRoutes = [
  {
    id: 'requestMyData',
    method: 'POST',
    path: '/api/me/data-requests',
    access: 'member',
    feature: 'dataRequests',
    ratePerMinute: 5,
    response: dataRequestViewSchema,
    status: 201,
  },
] as const satisfies readonly RouteDef[];
