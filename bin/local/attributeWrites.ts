/**
 * What real Cognito enforces on a member's own attribute writes and
 * cognito-local does not (issue 18):
 *  - UpdateUserAttributes / DeleteUserAttributes naming an attribute the app
 *    client may not write (its WriteAttributes, lib/userAttributes.ts) are
 *    refused with Cognito's NotAuthorizedException;
 *  - a new value held until verified (AttributesRequireVerificationBeforeUpdate)
 *    has its code sent to the *new* address, as Cognito does: cognito-local
 *    sends it to the address the account already has, which would let a member
 *    "prove" an address they do not own.
 */
import type http from 'node:http';
import type { Messages } from 'cognito-local/lib/services/messages';
import type { Services } from 'cognito-local/lib/services';
import { readBody } from './http';

/** Operations whose input names attributes the caller's own access token would write. */
export const ATTRIBUTE_WRITES: Readonly<Record<string, (input: Record<string, unknown>) => unknown[]>> = {
  UpdateUserAttributes: (input) =>
    Array.isArray(input.UserAttributes) ? input.UserAttributes.map((a) => (a as { Name?: unknown } | null)?.Name) : [],
  DeleteUserAttributes: (input) => (Array.isArray(input.UserAttributeNames) ? input.UserAttributeNames : []),
};

/** Cognito's own refusal, word for word. */
export const UNAUTHORIZED_ATTRIBUTE = { __type: 'NotAuthorizedException', message: 'A client attempted to write unauthorized attribute' };

/** True when a name is outside the client's write list; a client without a list may write every standard attribute, as in Cognito. */
export function writesUnauthorized(names: readonly unknown[], writable: readonly string[] | undefined): boolean {
  if (!writable || writable.length === 0) return false;
  return names.some((name) => typeof name !== 'string' || !writable.includes(name));
}

/** The app client an access token was issued to (its `client_id` claim), unverified: cognito-local checks the token itself. */
export function clientIdOf(accessToken: unknown): string | undefined {
  if (typeof accessToken !== 'string' || accessToken.length > 16_384) return undefined;
  const payload = accessToken.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { client_id?: unknown };
    return typeof claims.client_id === 'string' ? claims.client_id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Refuses an attribute write the token's client may not make, before
 * cognito-local sees it; otherwise hands cognito-local the body already
 * parsed (its body-parser skips requests marked `_body`).
 */
export async function withWritableAttributes(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  operation: string,
  services: Pick<Services, 'cognito'>,
  ctx: Parameters<Services['cognito']['getAppClient']>[0],
  next: http.RequestListener,
): Promise<void> {
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
    res.end(JSON.stringify(body));
  };
  let input: Record<string, unknown>;
  try {
    input = JSON.parse((await readBody(req)).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    answer(400, { __type: 'SerializationException', message: 'Malformed JSON' });
    return;
  }
  const clientId = clientIdOf(input.AccessToken);
  const client = clientId ? await services.cognito.getAppClient(ctx, clientId) : null;
  const names = ATTRIBUTE_WRITES[operation]?.(input) ?? [];
  if (client && writesUnauthorized(names, client.WriteAttributes)) {
    answer(400, UNAUTHORIZED_ATTRIBUTE);
    return;
  }
  Object.assign(req, { body: input, _body: true });
  next(req, res);
}

/**
 * cognito-local's messages, except that the code for a held e-mail change
 * goes to the new address (and the message trigger sees that address), as
 * in Cognito.
 */
export function deliveringHeldChangesToNewAddress(inner: Messages): Messages {
  return {
    deliver(ctx, source, clientId, userPoolId, user, code, clientMetadata, deliveryDetails) {
      const held = source === 'UpdateUserAttribute' ? user.UnverifiedAttributeChanges?.find((a) => a.Name === 'email')?.Value : undefined;
      if (!held || deliveryDetails.DeliveryMedium !== 'EMAIL')
        return inner.deliver(ctx, source, clientId, userPoolId, user, code, clientMetadata, deliveryDetails);
      const attributes = [...user.Attributes.filter((a) => a.Name !== 'email'), { Name: 'email', Value: held }];
      return inner.deliver(ctx, source, clientId, userPoolId, { ...user, Attributes: attributes }, code, clientMetadata, {
        ...deliveryDetails,
        Destination: held,
      });
    },
  };
}
