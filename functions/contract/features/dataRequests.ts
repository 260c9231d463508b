/** The member asks for a copy of their data (spec §4 "Data access request", issue 10 §6). */
import * as z from 'zod';
import { isoTime } from '../responses';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

/** A data access request as its maker sees it (spec: data_access_requests). */
export const dataRequestViewSchema = z.strictObject({
  id: z.string(),
  user_handle: z.string(),
  request_reason: z.string(),
  status: z.enum(['pending', 'done', 'failed']),
  created_at: isoTime,
});
export type DataRequestView = z.infer<typeof dataRequestViewSchema>;

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
