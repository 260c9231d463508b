/**
 * A tiny relay for "the server no longer takes this session" (issue 22 §1,
 * §2): the API client reports a 401 to a request that carried a token, the
 * session watcher (app/session/SessionEndWatcher.tsx) ends the session
 * visibly. Apart from api.ts so the watcher need not load the route table.
 */
import { createRelay } from './relay';

export type SessionEnd =
  /** Signed out elsewhere, revoked, or the account is gone: the forced logout. */
  | { kind: 'ended' }
  /** The account's deletion is confirmed and final at `deleteAt` (ISO): say so and how to cancel. */
  | { kind: 'deletionScheduled'; deleteAt: string };

const relay = createRelay<SessionEnd>();

export const onSessionEnd = relay.on;
export const reportSessionEnd = relay.emit;
