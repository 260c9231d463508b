import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUser } from '../../shared/session/useUser';
import { TermsAgreementModal, type TermsVariant } from './TermsAgreementModal';

const TERMS_PARAMS = ['show_oauth_terms', 'show_terms'] as const;

/**
 * Landing decision, first step: a signed-in member whose profile has no
 * terms_accepted_at sees the agreement modal before anything else. The
 * `show_oauth_terms` parameter (set by /home and the social sign-up return)
 * picks the social variant; both parameters are removed from the address once
 * read (spec: each parameter is removed once handled).
 */
export function TermsGate() {
  const { user, profile, loading } = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const [variant] = useState<TermsVariant>(() => (searchParams.get('show_oauth_terms') === 'true' ? 'social' : 'scroll'));
  const hasTermsParam = TERMS_PARAMS.some((p) => searchParams.has(p));

  useEffect(() => {
    if (!hasTermsParam || loading) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const p of TERMS_PARAMS) next.delete(p);
        return next;
      },
      { replace: true },
    );
  }, [hasTermsParam, loading, setSearchParams]);

  const open = !loading && !!user && !!profile && !profile.terms_accepted_at;
  if (!open) return null;
  // Saving puts the answered profile (with terms_accepted_at) into the session, which closes this gate.
  return <TermsAgreementModal open variant={variant} />;
}
