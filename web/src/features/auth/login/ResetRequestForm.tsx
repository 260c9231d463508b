import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../../shared/toaster';
import { loadAuth } from '../../../lib/loadAuth';
import { TextButton } from '../TextButton';
import { submitHandler } from '../../../lib/submitHandler';
import { resetRequestErrorText } from './loginErrorText';

interface ResetRequestFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
  onBack: () => void;
}

/** 'Reset Password': asks Cognito to e-mail a reset link and code. */
export function ResetRequestForm({ email, onEmailChange, onSent, onBack }: ResetRequestFormProps) {
  const [busy, setBusy] = useState(false);

  const sendReset = async () => {
    if (!email.trim()) return;
    setBusy(true);
    const auth = await loadAuth().catch(() => null);
    try {
      if (!auth) throw new Error('Failed to send reset email');
      await auth.resetPassword(email);
      onSent();
    } catch (error) {
      toaster.create({ title: 'Error', description: resetRequestErrorText(auth?.authErrorName(error) ?? ''), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="form" gap="4" onSubmit={submitHandler(sendReset)}>
      <Text color="fg.muted">Enter the email address of your account and we'll send you a link to choose a new password.</Text>
      <Field.Root required>
        <Field.Label>Email</Field.Label>
        <Input type="email" value={email} onChange={(e) => onEmailChange(e.target.value)} autoComplete="email" autoFocus />
      </Field.Root>
      <Button type="submit" colorPalette="brand" disabled={!email.trim()} loading={busy}>
        Send Reset Link
      </Button>
      <TextButton alignSelf="center" textStyle="sm" onClick={onBack}>
        Back to Login
      </TextButton>
    </Stack>
  );
}
