/**
 * A confirmed password reset ends the member's other sessions (issue 22 #1).
 * Cognito's global sign-out revokes their refresh tokens, but an ID token
 * already issued stays valid at the gateway for up to an hour, so the
 * profile records when the sessions ended and the API refuses a token whose
 * sign-in happened before it.
 */

/**
 * True when a token whose sign-in happened at `authTime` (the token's
 * auth_time claim, epoch seconds as a string; Cognito keeps it across
 * refreshes) belongs to a session that ended at `endedAt` (ISO). Compared in
 * whole seconds, the claim's own precision: a sign-in within the second of the
 * reset (the member's own new one) still counts as after it. A token without
 * a readable auth_time is refused once sessions have ended: a new sign-in
 * gives one that has it.
 */
export function signedInBeforeSessionsEnded(authTime: string | undefined, endedAt: string | undefined): boolean {
  if (!endedAt) return false;
  const ended = Date.parse(endedAt);
  if (!Number.isFinite(ended)) return false;
  const signedIn = Number(authTime);
  if (!authTime || !Number.isFinite(signedIn)) return true;
  return signedIn < Math.floor(ended / 1000);
}
