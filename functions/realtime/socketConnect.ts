/**
 * The WebSocket API's $connect route: the browser opens
 * wss://…/<stage>?token=<ID token>. A valid token of our web client records
 * the connection under its member (store/connections.ts, with a TTL) and
 * lets it open; anything else is refused with 401 and nothing is written.
 * The token alone is not enough: one issued before the member confirmed
 * their account's deletion stays valid for up to an hour, so the profile's
 * standing is read (one consistent GetItem) and a deleted account, in its
 * grace or finalised, is refused like a bad token, and so is a token from a
 * sign-in before a confirmed password reset ended the member's sessions
 * (domain/sessionsEnded.ts).
 * Locally bin/local/notificationSocket.ts does the same with the same store.
 */
import { isProfileHidden } from '#domain/accountDeletion';
import { signedInBeforeSessionsEnded } from '#domain/sessionsEnded';
import { saveConnection } from '#store/connections';
import { getProfileStanding } from '#store/profileStanding';
import { signInOfIdToken } from '#services/idTokens';
import { observed } from '#services/observability';

/** What this route reads of API Gateway's $connect event. */
export interface SocketConnectEvent {
  requestContext: { connectionId: string };
  queryStringParameters?: Record<string, string | undefined> | null;
}

export interface SocketResult {
  statusCode: number;
}

async function handle(event: SocketConnectEvent): Promise<SocketResult> {
  const signIn = await signInOfIdToken(event.queryStringParameters?.token);
  if (!signIn) return { statusCode: 401 };
  const standing = await getProfileStanding(signIn.userId);
  if (standing && (isProfileHidden(standing) || signedInBeforeSessionsEnded(signIn.authTime, standing.sessions_ended_at))) return { statusCode: 401 };
  await saveConnection(signIn.userId, event.requestContext.connectionId, new Date());
  return { statusCode: 200 };
}

/** The function's entry (services/observability.ts: request-id logs, cold starts). */
export const handler = observed('SocketConnect', handle);
