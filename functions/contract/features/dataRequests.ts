/** The member asks for a copy of their data (spec §4 "Data access request", issue 10 §6). */
import { dataRequestViewSchema } from '../responses';
import type { AccessRows } from '../accessMatrix';
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

/** The authorisation matrix's rows (accessMatrix.ts): what each role's request is and earns. */
export const dataRequestsAccess = {
  // Each role's first request in this run; a second would be 409 (one pending at a time).
  requestMyData: { request: () => ({}), allowed: 201 },
} satisfies AccessRows<typeof dataRequestsRoutes>;
