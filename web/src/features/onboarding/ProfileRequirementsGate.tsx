import { useEffect, useState, type ReactNode } from 'react';
import { hasCompletedRequirements, isLocationComplete } from '#domain';
import type { MyProfile } from '#contract/responses';
import { BirthDateRequiredModal } from './BirthDateRequiredModal';
import { CompletingProfileScreen } from './CompletingProfileScreen';
import { LocationRequiredModal } from './LocationRequiredModal';

/** The spec's pause before the requirements are checked again after a modal is completed. */
export const RECHECK_DELAY_MS = 500;

/**
 * The requirements check (spec access §4): a profile with a phone and a join
 * intent passes. Otherwise a missing birth date shows the 'Birth Date
 * Required' modal and an incomplete location the 'Location Information
 * Required' modal, over 'Completing your profile...'. A profile that has both
 * but still lacks phone or intent passes through: the page itself decides
 * (vouching answers 'Profile Incomplete').
 */
export function ProfileRequirementsGate({ profile, children }: { profile: MyProfile; children: ReactNode }) {
  const [rechecking, setRechecking] = useState(false);

  useEffect(() => {
    if (!rechecking) return;
    const timer = setTimeout(() => setRechecking(false), RECHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [rechecking]);

  if (hasCompletedRequirements(profile)) return <>{children}</>;
  if (rechecking) return <CompletingProfileScreen />;
  const done = () => setRechecking(true);
  if (!profile.has_birth_date) {
    return (
      <>
        <CompletingProfileScreen />
        <BirthDateRequiredModal onDone={done} />
      </>
    );
  }
  if (!isLocationComplete(profile)) {
    return (
      <>
        <CompletingProfileScreen />
        <LocationRequiredModal profile={profile} onDone={done} />
      </>
    );
  }
  return <>{children}</>;
}
