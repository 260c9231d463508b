/**
 * `/`: the landing page for visitors, and the landing decision for a
 * signed-in member (spec §4): no terms → the terms modal; requirements
 * complete → /home (or the page a sign-in was started from,
 * lib/memberLanding.ts); otherwise the onboarding modal. The gates are Web B's
 * (features/terms, features/onboarding) and load only for members.
 */
import { Suspense, useCallback, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { hasCompletedRequirements } from '#domain/profile';
import { PageSpinner } from '../../ui/PageSpinner';
import { useUser } from '../../shared/session/useUser';
import { useHydrated } from '../../shared/useHydrated';
import { hasStoredSession } from '../../lib/loadAuth';
import { readPendingVouchTarget } from '../../lib/pendingVouchTarget';
import { memberLandingPath } from '../../lib/memberLanding';
import { AccountNotFoundBanner } from './AccountNotFoundBanner';
import { CategoriesSection } from './CategoriesSection';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { SampleScoreSection } from './SampleScoreSection';
import { SignUpCallToAction } from './SignUpCallToAction';
import { TestimonialsSection } from './TestimonialsSection';
import { useLandingQueryParams } from './useLandingQueryParams';
import { VouchInvitationBanner } from './VouchInvitationBanner';
import { WhoNeedsSection } from './WhoNeedsSection';

/** True until the landing page has been shown once in this document. */
let firstPaintOfTheApp = true;

/**
 * `visitorView`: the sections alone, without the member decision and gates;
 * what shows when / itself failed to render (app/RouteErrorBoundary.tsx).
 * `memberGates`: what a signed-in member meets first (the shell passes the
 * terms and onboarding gates: they belong to other features).
 */
export default function LandingPage({ visitorView = false, memberGates }: { visitorView?: boolean; memberGates?: ReactNode }) {
  const { user, profile, loading } = useUser();
  // The page is also rendered at build time for a visitor (web/prerender.ts): what the browser's storage
  // says (a stored session, a kept vouch target) shows from the render after hydration.
  const hydrated = useHydrated();
  const [accountNotFound, setAccountNotFound] = useState(false);
  const showAccountNotFound = useCallback(() => setAccountNotFound(true), []);
  const hideAccountNotFound = useCallback(() => setAccountNotFound(false), []);
  const [vouchTarget, setVouchTarget] = useState(() => readPendingVouchTarget());
  useLandingQueryParams({ onAccountNotFound: showAccountNotFound, onVouchTarget: setVouchTarget });
  // When the app opens here, the first frame carries only the hero (the largest paint, the picture);
  // the sections below the fold follow in a background render right after, instead of holding up that
  // frame. Coming back later (Back from another page) renders everything at once, so the scroll
  // position can be restored. The prerendered HTML (and so its hydration) has every section: it is
  // painted before any script runs, and a crawler reads all of it.
  const belowTheFold = useDeferredValue(true, !firstPaintOfTheApp || !hydrated);
  useEffect(() => {
    firstPaintOfTheApp = false;
  }, []);

  // A returning member: wait for the profile rather than flash the visitor page.
  if (!visitorView && loading && !profile && (user || (hydrated && hasStoredSession()))) return <PageSpinner />;
  if (!visitorView && user && profile?.terms_accepted_at && hasCompletedRequirements(profile)) return <Navigate to={memberLandingPath()} replace />;

  return (
    <>
      {accountNotFound && <AccountNotFoundBanner onDone={hideAccountNotFound} />}
      {!user && hydrated && vouchTarget && <VouchInvitationBanner target={vouchTarget} />}
      {user && !visitorView && <Suspense fallback={null}>{memberGates}</Suspense>}
      <HeroSection />
      {belowTheFold && (
        <>
          <SampleScoreSection />
          <HowItWorksSection />
          <WhoNeedsSection />
          <CategoriesSection />
          <TestimonialsSection />
          <SignUpCallToAction />
        </>
      )}
    </>
  );
}
