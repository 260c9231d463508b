import { useEffect, useState, type ReactNode } from 'react';
import type { MyProfile } from '#contract/responses';
import { ProfileLoadFailed } from '../../shared/ProfileLoadFailed';
import { ProfileLoading } from '../../shared/ProfileLoading';
import { useUser } from '../../shared/session/useUser';
import { CONNECTION_PROBLEM, CONNECTION_PROBLEM_TEXT } from './MemberList';

/** Spec vouching §4 'Browse page load' and §8: 3 retries, 2000 ms × (attempt + 1) apart. */
export const BROWSE_RETRIES = 3;
export const BROWSE_RETRY_UNIT_MS = 2000;
const browseRetryDelay = (attempt: number) => BROWSE_RETRY_UNIT_MS * (attempt + 1);

/**
 * Vouch Now's and the directory's full-page states until the member's
 * profile is there: 'Loading your profile...' while the session reads it;
 * once that has failed (its own three attempts), up to 3 retries 2 s, 4 s
 * and 6 s apart, counted aloud ('Retrying... (n/3)'); then Connection
 * Problem with its text and Try Again, which starts the count again.
 * `retryDelayMs` (attempt 0, 1, 2 → ms) is for tests; pass a stable function.
 */
export function BrowseProfileGate({
  children,
  retryDelayMs = browseRetryDelay,
}: {
  children: (profile: MyProfile) => ReactNode;
  retryDelayMs?: (attempt: number) => number;
}) {
  const { profile, loading, refreshProfile } = useUser();
  /** Retries started since the page opened (or since Try Again). */
  const [retries, setRetries] = useState(0);
  const failed = !loading && !profile;
  useEffect(() => {
    if (!failed || retries >= BROWSE_RETRIES) return;
    const timer = setTimeout(() => {
      setRetries((n) => n + 1);
      void refreshProfile();
    }, retryDelayMs(retries));
    return () => clearTimeout(timer);
  }, [failed, retries, refreshProfile, retryDelayMs]);

  if (profile) return children(profile);
  if (failed && retries >= BROWSE_RETRIES) {
    return (
      <ProfileLoadFailed
        message={CONNECTION_PROBLEM}
        body={CONNECTION_PROBLEM_TEXT}
        onRetry={() => {
          setRetries(0);
          void refreshProfile();
        }}
      />
    );
  }
  // Waiting for retry n, or running it.
  return <ProfileLoading retry={{ n: failed ? retries + 1 : retries, of: BROWSE_RETRIES }} />;
}
