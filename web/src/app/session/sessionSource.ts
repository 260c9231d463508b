/**
 * Where the session provider gets its facts. The real source reads Amplify
 * and GET /api/me; tests pass their own (a fake source is a plain object,
 * no module mocking).
 */
import type { MyProfile } from '../../../../functions/api/contracts';
import type { CurrentSession } from '../../lib/auth';
import { onAuthEvent } from '../../lib/authEvents';
import { hasStoredSession, loadAuth } from '../../lib/loadAuth';

export interface SessionSource {
  /** The current session, or null; may reject (the provider then treats it as signed out, silently). */
  readSession: () => Promise<CurrentSession | null>;
  fetchProfile: () => Promise<MyProfile>;
  /** Calls back on every auth state change; returns the unsubscribe. */
  subscribe: (listener: (event: string) => void) => () => void;
  sleep: (ms: number) => Promise<void>;
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export const amplifySessionSource: SessionSource = {
  async readSession() {
    // No stored session: nobody is signed in, and Amplify need not load yet.
    if (!hasStoredSession()) return null;
    return (await loadAuth()).currentSession();
  },
  // Loaded on first use: visitors never need the API client (and the route table's schemas).
  fetchProfile: async () => (await import('../../lib/api')).callApi('getMe'),
  subscribe: onAuthEvent,
  sleep: delay,
};

/** Profile fetch: 3 attempts in total, waiting 1 s × attempt number before each retry. */
export const PROFILE_ATTEMPTS = 3;
export const PROFILE_RETRY_UNIT_MS = 1000;

/** The profile, or null after every attempt failed (no message: the spec keeps this silent). */
export async function fetchProfileWithRetries(source: Pick<SessionSource, 'fetchProfile' | 'sleep'>): Promise<MyProfile | null> {
  for (let attempt = 1; attempt <= PROFILE_ATTEMPTS; attempt++) {
    try {
      return await source.fetchProfile();
    } catch {
      if (attempt < PROFILE_ATTEMPTS) await source.sleep(PROFILE_RETRY_UNIT_MS * attempt);
    }
  }
  return null;
}
