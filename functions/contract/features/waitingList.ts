/** The public waiting list for people without an invite code. */
import { waitingListSchema } from '#domain/validation';
import { waitingListReceiptSchema } from '../responses';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

export const waitingListRoutes = [
  {
    id: 'joinWaitingList',
    method: 'POST',
    path: '/api/waiting-list',
    access: 'public',
    feature: 'waitingList',
    body: waitingListSchema,
    ratePerMinute: 10,
    changes: ['listWaitingList'],
    response: waitingListReceiptSchema,
    status: 201,
  },
] as const satisfies readonly RouteDef[];

/** The authorisation matrix's rows (accessMatrix.ts): what each role's request is and earns. */
export const waitingListAccess = {
  joinWaitingList: { request: () => ({ body: { name: 'Route Test', email: 'Route.Test@Example.test' } }), allowed: 201 },
} satisfies AccessRows<typeof waitingListRoutes>;
