/**
 * /auth/callback — where the confirmation mail and the social providers
 * send people back (spec §2, §4):
 * - `?confirm=1&email=…&code=…` (the confirmation link): confirm the
 *   sign-up, then open 'Welcome Back' with the e-mail filled in (the
 *   password is never kept; after logging in, the landing decision takes
 *   over: terms → onboarding → /home).
 * - `?code=…&state=…` (Google/LinkedIn): finish the sign-in; then, for an
 *   account that is no member yet, redeem the invite code verified in the
 *   sign-up dialog ('Welcome!', then the terms), or, without one, sign out
 *   and show 'Account Required' (docs/decisions.md, "The invite gate holds
 *   for Google and LinkedIn"); a member goes to /home, or back to the page
 *   the sign-in was started from (lib/memberLanding.ts). When the e-mail
 *   already has a password account, 'Account Already Exists' and 'Welcome
 *   Back' with that e-mail: the invite was not spent.
 * - `?error=…`: 'Authentication Error' with the provider's description.
 * Any failure: 'Authentication Error' / 'Authentication failed. Please try again.', then /.
 */
import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SIGN_UP_REFUSALS } from '#domain/signUpRefusals';
import { useAuthDialogs } from '../../shared/AuthDialogContext';
import { toaster } from '../../shared/toaster';
import { useUser } from '../../shared/session/useUser';
import { api, ApiError } from '../../lib/api';
import { loadAuth } from '../../lib/loadAuth';
import { MISSING_CODE_VERIFIER } from '../../lib/oauthCodeFlow';
import { memberLandingPath } from '../../lib/memberLanding';
import { clearReturnPath } from '../../lib/returnPath';
import { reportSignInPlace } from './reportSignInPlace';
import { clearVerifiedInvite, readVerifiedInvite } from './signupStorage';

const FAILED = 'Authentication failed. Please try again.';
const UNABLE = 'Unable to complete authentication. Please try again.';
const SOMETHING_WRONG = 'Something went wrong during authentication. Please try again.';

/** The spec's refusals end without a full stop ('The invite code does not exist or has already been used'). */
function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Whether the signed-in account is a member: its profile answers, or every member route refuses it (403). */
async function isMember(): Promise<boolean> {
  try {
    await api.getMe();
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return false;
    throw error;
  }
}

export default function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { openAuthDialog } = useAuthDialogs();
  const { refreshProfile } = useUser();
  const [progress, setProgress] = useState('Completing authentication…');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const fail = (description = FAILED) => {
      // May run inside the effect itself: toasts flush synchronously, so raise it just after.
      setTimeout(() => toaster.create({ title: 'Authentication Error', description, type: 'error' }), 0);
      navigate('/', { replace: true });
    };

    // Set once the tokens are stored: an unexpected failure after that signs out again, so nobody is left
    // half signed in with an account the rest of the app cannot use.
    let signOutOnFailure: (() => Promise<void>) | null = null;

    const run = async () => {
      const providerError = params.get('error_description') ?? params.get('error');
      if (providerError) return fail(providerError);

      const email = params.get('email')?.trim().toLowerCase() ?? '';
      const code = params.get('code')?.trim() ?? '';
      const auth = await loadAuth();

      if (params.get('confirm') === '1') {
        if (!email || !code) return fail();
        setProgress('Confirming your email…');
        try {
          await auth.confirmSignUp(email, code);
        } catch (error) {
          // A link opened twice: the account is already confirmed, which is what the person wants.
          if (!/CONFIRMED/.test(auth.authErrorMessage(error))) return fail();
        }
        clearVerifiedInvite();
        toaster.create({ title: 'Welcome!', description: 'Your email is confirmed. Please log in.', type: 'success' });
        navigate('/', { replace: true });
        openAuthDialog({ kind: 'login', email });
        return;
      }

      const state = params.get('state');
      if (code && state) {
        setProgress('Signing you in…');
        let session;
        try {
          session = await auth.completeRedirectSignIn(code, state);
        } catch (error) {
          // A missing PKCE code verifier (a stale or replayed link) stays silent, as the spec says.
          if (error instanceof Error && error.message === MISSING_CODE_VERIFIER) return navigate('/', { replace: true });
          return fail(error instanceof Error && error.message ? error.message : UNABLE);
        }
        signOutOnFailure = () => auth.signOut();
        if (!session) {
          toaster.create({
            title: 'Setup Error',
            description: 'Authentication completed but setup incomplete. Please try logging in again.',
            type: 'error',
          });
          return navigate('/', { replace: true });
        }
        if (await isMember()) {
          reportSignInPlace();
          clearVerifiedInvite();
          await refreshProfile();
          return navigate(memberLandingPath(), { replace: true });
        }
        // Not a member yet: sign-up, terms and onboarding come first, and end on /home.
        clearReturnPath();
        const invite = readVerifiedInvite();
        if (!invite) {
          // Signed in through Google or LinkedIn without a Vouched account: invite-only, so sign up first.
          await auth.signOut();
          navigate('/', { replace: true });
          openAuthDialog({ kind: 'login', email: session.user.email, view: 'accountRequired', provider: session.provider });
          return;
        }
        setProgress('Redeeming your invite…');
        try {
          await api.redeemAccountInvite({ code: invite.code });
        } catch (error) {
          if (error instanceof ApiError && error.status === 409 && error.message === SIGN_UP_REFUSALS.accountExists) {
            // The e-mail already belongs to a member who joined with a password: no account was made and the
            // code was not spent, so say so and send them to log in with the password.
            clearVerifiedInvite();
            await auth.signOut();
            toaster.create({
              title: 'Account Already Exists',
              description: `${SIGN_UP_REFUSALS.accountExists} No new account was made and your invite code was not used: log in with your email and password.`,
              type: 'warning',
              duration: 10_000,
            });
            navigate('/', { replace: true });
            openAuthDialog({ kind: 'login', email: session.user.email });
            return;
          }
          const reason = error instanceof ApiError ? error.message : SOMETHING_WRONG;
          // The kept code is spent or bad: the sign-up dialog starts again from the invite step.
          clearVerifiedInvite();
          toaster.create({
            title: 'Account Created',
            description: `Your sign-in worked, but there was an issue with the invite code: ${asSentence(reason)} Please try again with a valid invite code.`,
            type: 'warning',
            duration: 10_000,
          });
          await auth.signOut();
          navigate('/', { replace: true });
          openAuthDialog({ kind: 'signup' });
          return;
        }
        clearVerifiedInvite();
        // New tokens say the account is a member now; the profile exists from here on.
        await auth.refreshSession();
        reportSignInPlace();
        await refreshProfile();
        toaster.create({ title: 'Welcome!', description: 'Invite code redeemed successfully! Welcome to Vouched!', type: 'success' });
        // Members who came through Google or LinkedIn never saw the terms: the checkbox variant first.
        navigate('/?show_oauth_terms=true', { replace: true });
        return;
      }

      navigate('/', { replace: true });
    };

    run().catch(async (error: unknown) => {
      await signOutOnFailure?.().catch(() => undefined);
      // The API refused the new session (a member in the deletion grace): the session watcher says why.
      if (error instanceof ApiError && error.status === 401) return navigate('/', { replace: true });
      fail(SOMETHING_WRONG);
    });
  }, [params, navigate, openAuthDialog, refreshProfile]);

  return (
    <Stack align="center" justify="center" py="24" gap="4" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.link" />
      <Text color="fg.muted">{progress}</Text>
    </Stack>
  );
}
