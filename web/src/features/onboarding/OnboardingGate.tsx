import { hasCompletedRequirements } from '#domain';
import { useUser } from '../../shared/session/useUser';
import { OnboardingWizard } from './OnboardingWizard';

/**
 * Landing decision, second step: a member who accepted the terms but lacks
 * the profile requirements (phone and a join intent) gets the 'Complete Your
 * Profile' wizard. Renders nothing otherwise; the page decides about /home.
 */
export function OnboardingGate() {
  const { user, profile, loading } = useUser();
  if (loading || !user || !profile || !profile.terms_accepted_at) return null;
  if (hasCompletedRequirements(profile)) return null;
  // Keyed by member so a different account starts the wizard afresh.
  return <OnboardingWizard key={profile.id} profile={profile} />;
}
