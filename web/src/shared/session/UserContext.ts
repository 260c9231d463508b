import { createContext } from 'react';
import type { MyProfile } from '#contract/responses';
import type { AuthSessionInfo, SessionUser } from '../../lib/auth';

/** Session state exposed to all screens (spec: access-and-accounts §3, §4 "Session"). */
export interface UserState {
  /** The signed-in person from the ID token; null for visitors. */
  user: SessionUser | null;
  session: AuthSessionInfo | null;
  /** GET /api/me; null for visitors and after the profile fetch failed three times. */
  profile: MyProfile | null;
  /** True while the session resolves or the profile is being fetched. */
  loading: boolean;
  /**
   * Fetches the profile again (with the same retries). Never runs two fetches
   * at once: a call during a running fetch makes that fetch go round once
   * more, and resolves when it has.
   */
  refreshProfile: () => Promise<void>;
  /** Puts a profile the API just returned (e.g. from a save) into the session without a refetch. */
  setProfile: (profile: MyProfile) => void;
}

export const UserContext = createContext<UserState | null>(null);
