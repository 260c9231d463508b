/**
 * The WebSocket API's $connect route: the browser opens
 * wss://…/<stage>?token=<ID token>. A valid token of our web client records
 * the connection under its member (store/connections.ts, with a TTL) and
 * lets it open; anything else is refused with 401 and nothing is written.
 * Locally bin/local/notificationSocket.ts does the same with the same store.
 */
import { saveConnection } from '#store/connections';
import { memberOfIdToken } from '#services/idTokens';

/** What this route reads of API Gateway's $connect event. */
export interface SocketConnectEvent {
  requestContext: { connectionId: string };
  queryStringParameters?: Record<string, string | undefined> | null;
}

export interface SocketResult {
  statusCode: number;
}

export async function handler(event: SocketConnectEvent): Promise<SocketResult> {
  const userId = await memberOfIdToken(event.queryStringParameters?.token);
  if (!userId) return { statusCode: 401 };
  await saveConnection(userId, event.requestContext.connectionId, new Date());
  return { statusCode: 200 };
}
