/**
 * /reset-password — the reset mail's link carries the e-mail and the Cognito
 * code (`?email=…&code=…`). Two password fields with show/hide and the live
 * rule list; then a success card with Go to Login. Without both parameters:
 * 'Invalid Reset Link', back to /.
 */
import { Button, Card, Field, Heading, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuthDialogs } from '../../shared/AuthDialogContext';
import { toaster } from '../../shared/toaster';
import { loadAuth } from '../../lib/loadAuth';
import { PasswordChecklist, passwordMeetsRules } from './PasswordChecklist';
import { PasswordInput } from './PasswordInput';
import { submitHandler } from '../../lib/submitHandler';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { openAuthDialog } = useAuthDialogs();
  const email = params.get('email')?.trim().toLowerCase() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const valid = !!email && !!code;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const warned = useRef(false);

  useEffect(() => {
    if (valid || warned.current) return;
    warned.current = true;
    // Toasts flush synchronously; raising one from inside an effect makes React warn, so after it.
    setTimeout(
      () => toaster.create({ title: 'Invalid Reset Link', description: 'This password reset link is invalid or has expired.', type: 'error' }),
      0,
    );
    navigate('/', { replace: true });
  }, [valid, navigate]);

  const submit = async () => {
    if (!passwordMeetsRules(password)) {
      toaster.create({ title: 'Weak Password', description: 'Password must meet all requirements.', type: 'error' });
      return;
    }
    if (password !== confirm) {
      toaster.create({ title: 'Password Mismatch', description: 'Passwords do not match. Please try again.', type: 'error' });
      return;
    }
    setBusy(true);
    const auth = await loadAuth().catch(() => null);
    try {
      if (!auth) throw new Error('Failed to reset password');
      await auth.confirmResetPassword(email, code, password);
      setDone(true);
    } catch (error) {
      const name = auth?.authErrorName(error) ?? '';
      if (auth && /CodeMismatch|ExpiredCode|InvalidPassword|LimitExceeded|InvalidParameter/.test(name)) {
        toaster.create({ title: 'Reset Error', description: auth.authErrorMessage(error), type: 'error' });
      } else toaster.create({ title: 'Error', description: 'Failed to reset password', type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (!valid) return null;

  return (
    <Stack align="center" px="4" py={{ base: '10', md: '16' }}>
      <Card.Root w="full" maxW="md" shadow="md">
        {done ? (
          <Card.Body>
            <Stack align="center" textAlign="center" gap="4" py="4" role="status">
              <CircleCheck size={48} color="var(--chakra-colors-green-500)" aria-hidden="true" />
              <Heading as="h1" size="xl">
                Password Reset Successful
              </Heading>
              <Text color="fg.muted">Your password has been changed. You can now log in with your new password.</Text>
              <Button
                colorPalette="brand"
                onClick={() => {
                  navigate('/', { replace: true });
                  openAuthDialog({ kind: 'login', email });
                }}
              >
                Go to Login
              </Button>
            </Stack>
          </Card.Body>
        ) : (
          <>
            <Card.Header>
              <Heading as="h1" size="xl">
                Reset Password
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                Choose a new password for {email}.
              </Text>
            </Card.Header>
            <Card.Body>
              <Stack as="form" gap="4" onSubmit={submitHandler(submit)}>
                <Field.Root required>
                  <Field.Label>New Password</Field.Label>
                  <PasswordInput
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    autoComplete="new-password"
                    aria-describedby="reset-password-rules"
                    autoFocus
                  />
                  <PasswordChecklist password={password} id="reset-password-rules" />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>Confirm New Password</Field.Label>
                  <PasswordInput value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="new-password" />
                </Field.Root>
                <Button type="submit" colorPalette="brand" disabled={!password || !confirm} loading={busy} loadingText="Resetting…">
                  Reset Password
                </Button>
              </Stack>
            </Card.Body>
          </>
        )}
      </Card.Root>
    </Stack>
  );
}
