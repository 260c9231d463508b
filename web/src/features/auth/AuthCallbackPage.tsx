/**
 * /auth/callback — where the confirmation mail and the social providers
 * send people back (spec §2, §4):
 * - `?confirm=1&email=…&code=…` (the confirmation link): confirm the
 *   sign-up, then open 'Welcome Back' with the e-mail filled in (the
 *   password is never kept; after logging in, the landing decision takes
 *   over: terms → onboarding → /home).
 * - `?code=…&state=…` (Google/LinkedIn): finish the sign-in, then /home.
 * - `?error=…`: 'Authentication Error' with the provider's description.
 * Any failure: 'Authentication Error' / 'Authentication failed. Please try again.', then /.
 */
import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuthDialogs } from '../../app/authDialogs/AuthDialogContext';
import { toaster } from '../../app/toaster';
import { loadAuth } from '../../lib/loadAuth';
import { clearVerifiedInvite } from './signupStorage';

const FAILED = 'Authentication failed. Please try again.';

export default function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { openAuthDialog } = useAuthDialogs();
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

      if (code && params.get('state')) {
        setProgress('Signing you in…');
        try {
          const session = await auth.completeRedirectSignIn();
          if (!session) return fail();
          navigate('/home', { replace: true });
        } catch (error) {
          const message = auth.authErrorMessage(error);
          // A missing PKCE code verifier (a stale or replayed link) stays silent, as the spec says.
          if (/code ?verifier/i.test(message)) navigate('/', { replace: true });
          else fail(message);
        }
        return;
      }

      navigate('/', { replace: true });
    };

    run().catch(() => fail());
  }, [params, navigate, openAuthDialog]);

  return (
    <Stack align="center" justify="center" py="24" gap="4" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.500" />
      <Text color="fg.muted">{progress}</Text>
    </Stack>
  );
}
