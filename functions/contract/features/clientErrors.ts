/** Render errors reported by the browser (issue 20 §3): logged and counted, nothing stored. */
import { clientErrorSchema } from '#domain/clientErrors';
import * as z from 'zod';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

export const clientErrorReceiptSchema = z.strictObject({ reported: z.literal(true) });

export const clientErrorsRoutes = [
  {
    id: 'reportClientError',
    method: 'POST',
    path: '/api/client-errors',
    access: 'public',
    feature: 'clientErrors',
    body: clientErrorSchema,
    // A page reports at most a few (web/src/lib/clientErrors.ts); a client past this is not a page.
    ratePerMinute: 10,
    maxBodyBytes: 1024,
    response: clientErrorReceiptSchema,
  },
] as const satisfies readonly RouteDef[];

/** The authorisation matrix's rows (accessMatrix.ts): anyone may report, a visitor as a member. */
export const clientErrorsAccess = {
  reportClientError: {
    request: () => ({ body: { kind: 'render', route: '/home', name: 'TypeError', message: 'x is undefined', build: 'route-test' } }),
    allowed: 200,
  },
} satisfies AccessRows<typeof clientErrorsRoutes>;
