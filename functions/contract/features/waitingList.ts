/** The public waiting list for people without an invite code. */
import { waitingListSchema } from '#domain/validation';
import * as z from 'zod';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

/**
 * The answer to joining the waiting list: what was sent, as the list keeps
 * it. The same whether the address was new or already listed (issue 22
 * #17), so the answer tells a sender nothing about addresses not their own:
 * no id, no time, nothing of an earlier entry.
 */
export const waitingListReceiptSchema = z.strictObject({
  name: z.string(),
  email: z.string(),
  vouch_seeker_type: z.string().nullable(),
});
export type WaitingListReceipt = z.infer<typeof waitingListReceiptSchema>;

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
