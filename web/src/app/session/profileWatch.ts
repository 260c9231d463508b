/**
 * The session's view of the profile query, loaded with the session (not
 * with the landing page). The provider renders no QueryClientProvider of its
 * own: it watches the query through a QueryObserver, so screens that load
 * later share the same cache entry through the app's one client.
 */
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import type { MyProfile } from '#contract/responses';
import { apiQueryKey, putProfile } from '../../lib/query/operations';
import { profileQueryOptions, type SessionSource } from './sessionSource';

export interface ProfileState {
  /** The profile; null while none was read and after the last attempt failed. */
  profile: MyProfile | null;
  /** A fetch has ended (either way) since the watch began. */
  settled: boolean;
}

export interface ProfileWatch {
  /** Fetches again; joins a fetch under way instead of starting a second one. */
  refetch: () => Promise<void>;
  /** Puts a profile the API answered into the cache, over any fetch under way. */
  put: (profile: MyProfile) => void;
  stop: () => void;
}

export function watchProfile(client: QueryClient, source: SessionSource, onChange: (state: ProfileState) => void): ProfileWatch {
  const observer = new QueryObserver<MyProfile, Error>(client, profileQueryOptions(source));
  const report = () => {
    const result = observer.getCurrentResult();
    onChange({
      profile: result.status === 'success' ? result.data : null,
      settled: result.status !== 'pending',
    });
  };
  const unsubscribe = observer.subscribe(report);
  report();
  return {
    refetch: () => observer.refetch({ cancelRefetch: false }).then(() => undefined),
    put: (profile) => putProfile(client, profile),
    stop: unsubscribe,
  };
}

/** Forgets the profile: a member signing in afterwards (even the same one) starts from nothing. */
export function forgetProfile(client: QueryClient): void {
  client.removeQueries({ queryKey: apiQueryKey('getMe') });
}
