/**
 * Account deletion with a 24-hour grace (issue 10 §7). The member asks for
 * it signed in; the e-mailed link's token is the authority for the rest
 * (checking it, the final confirmation, Cancel Deletion), because the link
 * may be opened in another browser, and after the confirmation the member
 * is signed out everywhere.
 */
import * as z from 'zod';
import { deletionTokenSchema } from '#domain/accountDeletion';
import { emailSchema } from '#domain/validation';
import { isoTime } from '../responses';
import type { AccessRows } from '../accessMatrix';
import type { RouteDef } from '../routeDef';

/** Answer of requesting one's account deletion: the link is on its way by e-mail. */
export const deletionRequestedSchema = z.strictObject({ requested_at: isoTime });
export type DeletionRequested = z.infer<typeof deletionRequestedSchema>;

/** Where the deletion a link names stands: waiting for the final confirmation, or confirmed and finalised at delete_at. */
export const deletionStatusSchema = z.strictObject({
  state: z.enum(['awaiting_confirmation', 'scheduled']),
  delete_at: z.nullable(isoTime),
});
export type DeletionStatus = z.infer<typeof deletionStatusSchema>;

/** Answer of Cancel Deletion: the request is gone and the account is as it was. */
export const deletionCancelledSchema = z.strictObject({ cancelled: z.literal(true) });
export type DeletionCancelled = z.infer<typeof deletionCancelledSchema>;

export const accountDeletionRoutes = [
  {
    id: 'requestDeletion',
    method: 'POST',
    path: '/api/me/deletion',
    access: 'member',
    feature: 'accountDeletion',
    // Each request sends an e-mail; the 5-minute rule refuses repeats, this bounds the attempts.
    ratePerMinute: 5,
    response: deletionRequestedSchema,
    status: 201,
  },
  {
    id: 'checkDeletion',
    method: 'POST',
    path: '/api/deletion/status',
    access: 'public',
    feature: 'accountDeletion',
    body: deletionTokenSchema,
    // Tokens are 256 bits; the limit keeps guessing pointless and cheap to refuse.
    ratePerMinute: 30,
    response: deletionStatusSchema,
  },
  {
    id: 'confirmDeletion',
    method: 'POST',
    path: '/api/deletion/confirm',
    access: 'public',
    feature: 'accountDeletion',
    body: deletionTokenSchema,
    ratePerMinute: 10,
    response: deletionStatusSchema,
  },
  {
    id: 'cancelDeletion',
    method: 'POST',
    path: '/api/deletion/cancel',
    access: 'public',
    feature: 'accountDeletion',
    body: deletionTokenSchema,
    ratePerMinute: 10,
    response: deletionCancelledSchema,
  },
  // The member in the grace cannot sign in (signed out everywhere), so they ask by e-mail address for the Cancel
  // Deletion link again (issue 22 §2). The answer is the same whatever the address: it says nothing about who exists.
  {
    id: 'resendDeletionCancelLink',
    method: 'POST',
    path: '/api/deletion/cancel-link',
    access: 'public',
    feature: 'accountDeletion',
    body: z.strictObject({ email: emailSchema }),
    // Each send mails a new link; the grace lasts a day, so a few tries a minute are plenty.
    ratePerMinute: 5,
    response: z.strictObject({ requested: z.literal(true) }),
  },
] as const satisfies readonly RouteDef[];

/** The authorisation matrix's rows (accessMatrix.ts): what each role's request is and earns. */
export const accountDeletionAccess = {
  // Asking mails a link and changes nothing else; each role's own first request in this run.
  requestDeletion: { request: () => ({}), allowed: 201 },
  // The link's token is the authority: anyone may present one, and one that names no request is refused alike (404).
  checkDeletion: { request: (_role, fx) => ({ body: { token: fx.unknownDeletionToken } }), allowed: 404 },
  confirmDeletion: { request: (_role, fx) => ({ body: { token: fx.unknownDeletionToken } }), allowed: 404 },
  cancelDeletion: { request: (_role, fx) => ({ body: { token: fx.unknownDeletionToken } }), allowed: 404 },
  // Anyone may ask; an address with no deletion in its grace gets the same answer (and no mail).
  resendDeletionCancelLink: { request: (_role, fx) => ({ body: { email: fx.uniqueEmail('nobody') } }), allowed: 200 },
} satisfies AccessRows<typeof accountDeletionRoutes>;
