import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuthDialogs } from '../../shared/AuthDialogContext';
import { useUser } from '../../shared/session/useUser';
import { toaster } from '../../shared/toaster';
import { savePendingVouchTarget, vouchTargetFromParam } from '../../lib/pendingVouchTarget';
import { safeReturnPath } from '../../lib/returnPath';

/** Parameters this hook handles and then removes from the address. show_terms / show_oauth_terms belong to TermsGate. */
const HANDLED = ['invite_code', 'invite', 'auto_signup', 'auth_error', 'invite_required', 'user', 'next'] as const;

/**
 * The landing page's query parameters (spec §2): an invite code (QR,
 * /invite/{code} or share link) opens sign-up with the code filled in, and
 * verifies it at once when auto_signup=true; auth_error=account_not_found
 * shows the banner and the toast; invite_required opens sign-up at the
 * invite step; `user` (a profile share) names the member to vouch for: a
 * member goes straight to vouching, a visitor is asked to log in or sign up
 * first and kept in mind until then (lib/pendingVouchTarget.ts); `next`
 * (a member page that sent a visitor here, app/guards.tsx) opens 'Welcome
 * Back', which brings them back there (lib/returnPath.ts). Each is
 * removed from the address once handled. Waits for the session, since
 * members are not offered sign-up.
 */
export function useLandingQueryParams({
  onAccountNotFound,
  onVouchTarget,
}: {
  onAccountNotFound: () => void;
  onVouchTarget: (target: string) => void;
}) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { user, loading } = useUser();
  const { openAuthDialog } = useAuthDialogs();
  const handledFor = useRef<string | null>(null);

  useEffect(() => {
    if (loading || !HANDLED.some((k) => params.has(k))) return;
    // React may run an effect twice for the same address; act once.
    if (handledFor.current === search) return;
    handledFor.current = search;

    const code = (params.get('invite_code') ?? params.get('invite'))?.trim();
    const autoSignup = params.get('auto_signup') === 'true';

    if (params.get('auth_error') === 'account_not_found') {
      onAccountNotFound();
      // Toasts flush synchronously; raising one from inside an effect makes React warn, so after it.
      setTimeout(() =>
        toaster.create({
          title: 'Account Not Found',
          description: 'No account exists for this login method. Please sign up first with a valid invite code.',
          type: 'error',
        }),
      );
    }
    const vouchTarget = vouchTargetFromParam(params.get('user'));
    if (vouchTarget && user) {
      navigate(`/vouched?user=${encodeURIComponent(vouchTarget)}`, { replace: true });
      return;
    }
    if (vouchTarget) {
      savePendingVouchTarget(vouchTarget);
      onVouchTarget(vouchTarget);
    }
    if (!user) {
      // 'share' is the share dialog's marker, not a code.
      if (code && code.toLowerCase() !== 'share') openAuthDialog({ kind: 'signup', inviteCode: code, autoVerify: autoSignup });
      else if (params.has('invite_required')) openAuthDialog({ kind: 'signup', inviteRequired: true });
      else if (autoSignup) openAuthDialog({ kind: 'signup' });
      else {
        // Anything but a path of the app is ignored, dialog and all: a link cannot send anyone elsewhere.
        const returnTo = safeReturnPath(params.get('next'));
        if (returnTo) openAuthDialog({ kind: 'login', returnTo });
      }
    }

    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const k of HANDLED) next.delete(k);
        return next;
      },
      { replace: true },
    );
  }, [loading, user, params, search, setParams, navigate, openAuthDialog, onAccountNotFound, onVouchTarget]);
}
