/**
 * The gates the landing page puts in front of a signed-in member (the terms,
 * then onboarding), each loaded on demand with the query client, so a
 * visitor downloads neither. Wired here, in the app shell, and handed to the
 * landing page as an element, because they belong to other features: the
 * landing page never imports the shell or those features.
 */
import { lazyWithQueryClient } from '../shared/query/lazyWithQueryClient';

const TermsGate = lazyWithQueryClient(() => import('../features/terms/TermsGate').then((m) => ({ default: m.TermsGate })));
const OnboardingGate = lazyWithQueryClient(() => import('../features/onboarding/OnboardingGate').then((m) => ({ default: m.OnboardingGate })));

export function MemberGates() {
  return (
    <>
      <TermsGate />
      <OnboardingGate />
    </>
  );
}
