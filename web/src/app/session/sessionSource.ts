/**
 * Where the session provider gets its facts. The real source reads Amplify,
 * GET /api/me and the app's query client; tests pass their own (a fake
 * source is a plain object, no module mocking).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { MyProfile } from '#contract/responses';
import type { CurrentSession } from '../../lib/auth';
import { onAuthEvent } from '../../lib/authEvents';
import { hasStoredSession, loadAuth } from '../../lib/loadAuth';
import { PROFILE_ATTEMPTS, PROFILE_RETRY_UNIT_MS } from '../../shared/session/profileAttempts';

export interface SessionSource {
  /** The current session, or null; may reject (the provider then treats it as signed out, silently). */
  readSession: () => Promise<CurrentSession | null>;
  fetchProfile: () => Promise<MyProfile>;
  /** Calls back on every auth state change; returns the unsubscribe. */
  subscribe: (listener: (event: string) => void) => () => void;
  /** The query client the profile lives in, shared with every screen. */
  loadQueryClient: () => Promise<QueryClient>;
  /** How long to really wait when the policy says wait `ms`: the app waits it, tests record it. */
  delayFor: (ms: number) => number;
}

// React Query and the API client come with the session (a member's first screens need them anyway),
// never with a visitor's landing page: like Amplify, they load only when a session is stored.
const loadQueryClient = async () => (await import('../../shared/query/queryClient')).queryClient;

export const amplifySessionSource: SessionSource = {
  async readSession() {
    // No stored session: nobody is signed in, and neither Amplify nor React Query need load yet.
    if (!hasStoredSession()) return null;
    void loadQueryClient();
    return (await loadAuth()).currentSession();
  },
  fetchProfile: async () => (await import('../../lib/api')).api.getMe(),
  subscribe: onAuthEvent,
  loadQueryClient,
  delayFor: (ms) => ms,
};

export { PROFILE_ATTEMPTS, PROFILE_RETRY_UNIT_MS };

/** Runs one call at a time: a call made while another is under way starts when it has ended. */
function oneAtATime<T>(run: () => Promise<T>): () => Promise<T> {
  let previous: Promise<unknown> = Promise.resolve();
  return () => {
    const next = previous.then(run, run);
    previous = next.catch(() => undefined);
    return next;
  };
}

/**
 * The profile query: GET /api/me under the key the API hooks give getMe, with
 * the spec's policy set explicitly rather than the library's defaults. Its
 * fetches never overlap, even when a cancelled one is still on the wire.
 */
export function profileQueryOptions(source: Pick<SessionSource, 'fetchProfile' | 'delayFor'>) {
  return {
    queryKey: ['getMe'],
    queryFn: oneAtATime(() => source.fetchProfile()),
    retry: PROFILE_ATTEMPTS - 1,
    // React Query counts failures from 0 (after the first failure it asks for the wait before attempt 2),
    // and asks after the last failure too, when no attempt follows.
    retryDelay: (failuresBefore: number) => {
      const attempt = failuresBefore + 1;
      return attempt < PROFILE_ATTEMPTS ? source.delayFor(PROFILE_RETRY_UNIT_MS * attempt) : 0;
    },
    // Three attempts even when the browser says it is offline (the library would pause instead).
    networkMode: 'always' as const,
    // The session reads it once; screens and saves say when it changes (refreshProfile, operations.ts).
    staleTime: Infinity,
  };
}
