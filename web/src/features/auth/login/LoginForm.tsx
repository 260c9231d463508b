import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../../shared/toaster';
import type { IdentityProviderName } from '../../../lib/config';
import { loadAuth } from '../../../lib/loadAuth';
import { OrDivider } from '../OrDivider';
import { PasswordInput } from '../PasswordInput';
import { SocialButtons } from '../SocialButtons';
import { TextButton } from '../TextButton';
import { submitHandler } from '../../../lib/submitHandler';
import { reportSignInPlace } from '../reportSignInPlace';
import { LOGIN_ERROR_TITLE, loginErrorText } from './loginErrorText';

interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  password: string;
  onPasswordChange: (password: string) => void;
  /** Focus the password when the e-mail came filled in. */
  emailGiven: boolean;
  onSignedIn: () => void;
  /** Just before the browser leaves for Google or LinkedIn (the sign-in ends on /auth/callback). */
  onLeavingForProvider: () => void;
  /** The account exists but its e-mail was never confirmed: a new code has been sent. */
  onUnconfirmed: () => void;
  onForgotPassword: () => void;
  onSignUp: () => void;
}

/** 'Welcome Back': social sign-in, or e-mail and password. */
export function LoginForm(props: LoginFormProps) {
  const { email, password } = props;
  const [busy, setBusy] = useState(false);

  const login = async () => {
    if (!email.trim() || !password) return;
    setBusy(true);
    const auth = await loadAuth().catch(() => null);
    try {
      if (!auth) throw new Error('Failed to log in');
      const outcome = await auth.signIn(email, password);
      if (outcome.kind === 'signedIn') {
        reportSignInPlace();
        props.onSignedIn();
      } else if (outcome.kind === 'confirmSignUp') {
        await auth.resendConfirmation(email).catch(() => undefined);
        props.onUnconfirmed();
      } else {
        toaster.create({
          title: 'Login Error',
          description: `This account needs a sign-in step we do not support yet (${outcome.step}).`,
          type: 'error',
        });
      }
    } catch (error) {
      const name = auth?.authErrorName(error) ?? '';
      // Cognito answers 'not confirmed' only to the right password, so this reveals nothing to a stranger.
      if (name === 'UserNotConfirmedException') {
        await auth?.resendConfirmation(email).catch(() => undefined);
        props.onUnconfirmed();
      } else toaster.create({ title: LOGIN_ERROR_TITLE, description: loginErrorText(name), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const social = async (provider: IdentityProviderName) => {
    try {
      const auth = await loadAuth();
      props.onLeavingForProvider();
      await auth.signInWithProvider(provider);
    } catch {
      toaster.create({ title: 'Error', description: `Failed to authenticate with ${provider}`, type: 'error' });
    }
  };

  return (
    <Stack gap="4">
      <SocialButtons verb="Continue" onSelect={(p) => void social(p)} />
      <OrDivider label="or log in with email" />
      <Stack as="form" gap="4" onSubmit={submitHandler(login)}>
        <Field.Root required>
          <Field.Label>Email</Field.Label>
          <Input
            type="email"
            value={email}
            onChange={(e) => props.onEmailChange(e.target.value)}
            autoComplete="email"
            autoFocus={!props.emailGiven}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Password</Field.Label>
          <PasswordInput
            value={password}
            onChange={(e) => props.onPasswordChange(e.target.value)}
            autoComplete="current-password"
            autoFocus={props.emailGiven}
          />
        </Field.Root>
        <TextButton alignSelf="flex-end" textStyle="sm" onClick={props.onForgotPassword}>
          Forgot Password?
        </TextButton>
        <Button type="submit" colorPalette="brand" disabled={!email.trim() || !password} loading={busy} loadingText="Logging in…">
          Log In
        </Button>
      </Stack>
      <Text textAlign="center" textStyle="sm">
        Don't have an account? <TextButton onClick={props.onSignUp}>Sign up here</TextButton>
      </Text>
    </Stack>
  );
}
