/**
 * The WebSocket API's $disconnect route: forgets the connection (both of
 * its items, store/connections.ts). API Gateway delivers $disconnect at most
 * once and sometimes not at all; the TTL and the push's GoneException
 * cleanup cover the rest.
 */
import { forgetConnection } from '#store/connections';
import { observed } from '#services/observability';

export interface SocketDisconnectEvent {
  requestContext: { connectionId: string };
}

async function handle(event: SocketDisconnectEvent): Promise<{ statusCode: number }> {
  await forgetConnection(event.requestContext.connectionId);
  return { statusCode: 200 };
}

/** The function's entry (services/observability.ts: request-id logs, cold starts). */
export const handler = observed('SocketDisconnect', handle);
