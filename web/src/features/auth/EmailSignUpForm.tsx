import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../shared/toaster';
import { loadAuth } from '../../lib/loadAuth';
import { PasswordChecklist, passwordMeetsRules } from './PasswordChecklist';
import { PasswordInput } from './PasswordInput';
import { readVerifiedInvite } from './signupStorage';
import { submitHandler } from '../../lib/submitHandler';

/**
 * E-mail sign-up: full name, e-mail, password with the live rule list, and
 * confirmation. The invite code is the one verified in step A (read back
 * from sessionStorage) and travels to Cognito in clientMetadata, where the
 * PreSignUp trigger checks it again.
 */
export function EmailSignUpForm({ onSignedUp }: { onSignedUp: (email: string, password: string) => void }) {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const invite = readVerifiedInvite();
    if (!invite) {
      toaster.create({ title: 'Invite Code Required', description: 'Please verify your invite code first', type: 'warning' });
      return;
    }
    if (password !== confirm) {
      toaster.create({ title: "Passwords Don't Match", description: 'Please make sure your passwords match', type: 'error' });
      return;
    }
    if (!passwordMeetsRules(password)) {
      toaster.create({ title: 'Weak Password', description: 'Password must meet all requirements.', type: 'error' });
      return;
    }
    setBusy(true);
    const auth = await loadAuth().catch(() => null);
    try {
      if (!auth) throw new Error('Failed to create account');
      await auth.signUp({ email, password, fullName, inviteCode: invite.code });
      onSignedUp(email.trim().toLowerCase(), password);
    } catch (error) {
      if (auth && auth.authErrorName(error) === 'UsernameExistsException') {
        toaster.create({
          title: 'Account Already Exists',
          description: 'An account with this email already exists. Please sign in instead.',
          type: 'error',
        });
      } else if (!auth) {
        toaster.create({ title: 'Error', description: 'Failed to create account', type: 'error' });
      } else {
        toaster.create({ title: 'Signup Error', description: auth.authErrorMessage(error), type: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="form" gap="4" onSubmit={submitHandler(submit)}>
      <Field.Root>
        <Field.Label>Full Name</Field.Label>
        <Input value={fullName} onChange={(e) => setFullName(e.target.value)} autoComplete="name" maxLength={100} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Email</Field.Label>
        <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Password</Field.Label>
        <PasswordInput
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="new-password"
          aria-describedby="signup-password-rules"
        />
        <PasswordChecklist password={password} id="signup-password-rules" />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Confirm Password</Field.Label>
        <PasswordInput value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="new-password" />
      </Field.Root>
      <Button type="submit" colorPalette="brand" disabled={!email.trim() || !password} loading={busy} loadingText="Creating account…">
        Create Account
      </Button>
    </Stack>
  );
}
