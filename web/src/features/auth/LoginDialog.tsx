import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { MailCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../app/toaster';
import type { IdentityProviderName } from '../../lib/config';
import { loadAuth } from '../../lib/loadAuth';
import { AuthDialogFrame } from './AuthDialogFrame';
import { CheckEmailView } from './CheckEmailView';
import { OrDivider } from './OrDivider';
import { PasswordInput } from './PasswordInput';
import { SocialButtons } from './SocialButtons';
import { TextButton } from './TextButton';

/** The spec's login dialog views, plus confirming a sign-up that was never confirmed. */
type View = 'login' | 'reset' | 'resetSent' | 'accountRequired' | 'confirm';

const TITLES: Record<View, string> = {
  login: 'Welcome Back',
  reset: 'Reset Password',
  resetSent: 'Check Your Email',
  accountRequired: 'Account Required',
  confirm: 'Confirm Your Email',
};

export function LoginDialog({
  initialEmail = '',
  initialView = 'login',
  onClose,
  onSignUp,
}: {
  initialEmail?: string;
  initialView?: 'login' | 'reset';
  onClose: () => void;
  onSignUp: () => void;
}) {
  const navigate = useNavigate();
  const [view, setView] = useState<View>(initialView);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [resetCode, setResetCode] = useState('');
  const [busy, setBusy] = useState(false);

  const login = async () => {
    if (!email.trim() || !password) return;
    setBusy(true);
    const auth = await loadAuth().catch(() => null);
    try {
      if (!auth) throw new Error('Failed to log in');
      const outcome = await auth.signIn(email, password);
      if (outcome.kind === 'signedIn') {
        onClose();
        // The landing page decides: terms, onboarding, or /home.
        navigate('/', { replace: true });
      } else if (outcome.kind === 'confirmSignUp') {
        await auth.resendConfirmation(email).catch(() => undefined);
        setView('confirm');
      } else {
        toaster.create({ title: 'Login Error', description: `This account needs a sign-in step we do not support yet (${outcome.step}).`, type: 'error' });
      }
    } catch (error) {
      const name = auth?.authErrorName(error);
      if (name === 'UserNotFoundException') setView('accountRequired');
      else if (name === 'UserNotConfirmedException') {
        await auth?.resendConfirmation(email).catch(() => undefined);
        setView('confirm');
      } else if (auth && error instanceof Error && name) {
        toaster.create({ title: 'Login Error', description: auth.authErrorMessage(error), type: 'error' });
      } else toaster.create({ title: 'Error', description: 'Failed to log in', type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const sendReset = async () => {
    if (!email.trim()) return;
    setBusy(true);
    try {
      await (await loadAuth()).resetPassword(email);
      setView('resetSent');
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Failed to send reset email';
      toaster.create({ title: 'Error', description: message, type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const social = async (provider: IdentityProviderName) => {
    try {
      await (await loadAuth()).signInWithProvider(provider);
    } catch {
      toaster.create({ title: 'Error', description: `Failed to authenticate with ${provider}`, type: 'error' });
    }
  };

  return (
    <AuthDialogFrame title={TITLES[view]} onClose={onClose} testId="login-dialog">
      {view === 'login' && (
        <Stack gap="4">
          <SocialButtons verb="Continue" onSelect={(p) => void social(p)} />
          <OrDivider label="or log in with email" />
          <Stack
            as="form"
            gap="4"
            onSubmit={(e) => {
              e.preventDefault();
              void login();
            }}
          >
            <Field.Root required>
              <Field.Label>Email</Field.Label>
              <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" autoFocus={!initialEmail} />
            </Field.Root>
            <Field.Root required>
              <Field.Label>Password</Field.Label>
              <PasswordInput value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" autoFocus={!!initialEmail} />
            </Field.Root>
            <TextButton alignSelf="flex-end" textStyle="sm" onClick={() => setView('reset')}>
              Forgot Password?
            </TextButton>
            <Button type="submit" colorPalette="brand" disabled={!email.trim() || !password} loading={busy} loadingText="Logging in…">
              Log In
            </Button>
          </Stack>
          <Text textAlign="center" textStyle="sm">
            Don't have an account? <TextButton onClick={onSignUp}>Sign up here</TextButton>
          </Text>
        </Stack>
      )}

      {view === 'reset' && (
        <Stack
          as="form"
          gap="4"
          onSubmit={(e) => {
            e.preventDefault();
            void sendReset();
          }}
        >
          <Text color="fg.muted">Enter the email address of your account and we'll send you a link to choose a new password.</Text>
          <Field.Root required>
            <Field.Label>Email</Field.Label>
            <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" autoFocus />
          </Field.Root>
          <Button type="submit" colorPalette="brand" disabled={!email.trim()} loading={busy}>
            Send Reset Link
          </Button>
          <TextButton alignSelf="center" textStyle="sm" onClick={() => setView('login')}>
            Back to Login
          </TextButton>
        </Stack>
      )}

      {view === 'resetSent' && (
        <Stack gap="4" textAlign="center" align="center">
          <MailCheck size={40} color="var(--chakra-colors-brand-500)" aria-hidden="true" />
          <Text>
            If an account exists for <strong>{email.trim()}</strong>, we've sent a link to reset your password. The link works once.
          </Text>
          <Stack
            as="form"
            gap="2"
            w="full"
            onSubmit={(e) => {
              e.preventDefault();
              onClose();
              navigate(`/reset-password?email=${encodeURIComponent(email.trim().toLowerCase())}&code=${encodeURIComponent(resetCode)}`);
            }}
          >
            <Field.Root>
              <Field.Label>Or enter the code from the email</Field.Label>
              <Input value={resetCode} onChange={(e) => setResetCode(e.target.value.replace(/\D/g, '').slice(0, 6))} inputMode="numeric" autoComplete="one-time-code" />
            </Field.Root>
            <Button type="submit" variant="outline" disabled={resetCode.length < 6}>
              Continue
            </Button>
          </Stack>
          <Button colorPalette="brand" onClick={() => setView('login')}>
            Back to Login
          </Button>
        </Stack>
      )}

      {view === 'accountRequired' && (
        <Stack gap="4" textAlign="center" align="center">
          <UserX size={40} color="var(--chakra-colors-coral-500)" aria-hidden="true" />
          <Text>
            We couldn't find an account for <strong>{email.trim()}</strong>. Vouched is invite-only: new members sign up with an invite code.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} w="full" gap="3">
            <Button flex="1" variant="outline" onClick={() => setView('login')}>
              Back to Login
            </Button>
            <Button flex="1" colorPalette="brand" onClick={onSignUp}>
              Sign Up with Invite Code
            </Button>
          </Stack>
        </Stack>
      )}

      {view === 'confirm' && (
        <CheckEmailView
          email={email.trim().toLowerCase()}
          password={password}
          onConfirmed={(signedIn) => {
            if (signedIn) {
              onClose();
              navigate('/', { replace: true });
            } else setView('login');
          }}
        />
      )}
    </AuthDialogFrame>
  );
}
