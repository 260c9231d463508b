/** The public waiting list for people without an invite code. */
import { waitingListSchema } from '#domain/validation';
import { waitingListEntrySchema } from '../responses';
import type { RouteDef } from '../routeDef';

export const waitingListRoutes = [
  { id: 'joinWaitingList', method: 'POST', path: '/api/waiting-list', access: 'public', feature: 'waitingList', body: waitingListSchema, ratePerMinute: 10, response: waitingListEntrySchema, status: 201 },
] as const satisfies readonly RouteDef[];
