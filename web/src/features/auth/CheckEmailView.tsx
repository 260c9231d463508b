import { Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toaster } from '../../shared/toaster';
import { loadAuth } from '../../lib/loadAuth';
import { submitHandler } from '../../lib/submitHandler';

/** When the sign-in code could not even be loaded (offline, a new deploy): the spec's generic auth failure. */
const FAILED = 'Authentication failed. Please try again.';

/**
 * 'Check Your Email' after an e-mail sign-up: the confirmation link is the
 * main way; typing the code from the same mail is the alternative (for a
 * mail read on another device). With the password still at hand the new
 * member is signed straight in.
 */
export function CheckEmailView({
  email,
  password,
  onConfirmed,
}: {
  email: string;
  password: string | null;
  onConfirmed: (signedIn: boolean) => void;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  // Shown in place of the form just sent, whose button had focus: focus moves here, not to the page body.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const confirm = async () => {
    setBusy(true);
    // Loaded outside the try: the catch needs it for the message, and must not fail itself.
    const auth = await loadAuth().catch(() => null);
    try {
      if (!auth) throw new Error('auth module unavailable');
      await auth.confirmSignUp(email, code);
      let signedIn = false;
      if (password) {
        const outcome = await auth.signIn(email, password).catch(() => null);
        signedIn = outcome?.kind === 'signedIn';
      }
      toaster.create({
        title: 'Welcome!',
        description: signedIn ? 'Your account is confirmed.' : 'Your account is confirmed. Please log in.',
        type: 'success',
      });
      onConfirmed(signedIn);
    } catch (error) {
      toaster.create({ title: 'Authentication Error', description: auth ? auth.authErrorMessage(error) : FAILED, type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setResending(true);
    const auth = await loadAuth().catch(() => null);
    try {
      if (!auth) throw new Error('auth module unavailable');
      await auth.resendConfirmation(email);
      toaster.create({ title: 'Email sent', description: `We sent a new confirmation email to ${email}.`, type: 'success' });
    } catch (error) {
      toaster.create({ title: 'Error', description: auth ? auth.authErrorMessage(error) : FAILED, type: 'error' });
    } finally {
      setResending(false);
    }
  };

  return (
    <Stack gap="5" data-testid="check-email">
      <Stack align="center" textAlign="center" gap="2">
        <MailCheck size={40} color="var(--chakra-colors-brand-500)" aria-hidden="true" />
        {/* A heading under the dialog's h2 title, not a bold paragraph: screen readers list it among the headings. */}
        <Heading as="h3" fontWeight="semibold" fontSize="lg" ref={heading} tabIndex={-1}>
          Check Your Email
        </Heading>
        <Text color="fg.muted">
          We sent a confirmation link to <strong>{email}</strong>. Open it to activate your account.
        </Text>
      </Stack>
      <Stack as="form" gap="3" onSubmit={submitHandler(confirm)}>
        <Field.Root>
          <Field.Label>Or enter the confirmation code from the email</Field.Label>
          <HStack w="full">
            <Input
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="123456"
              letterSpacing="0.3em"
            />
            <Button type="submit" colorPalette="brand" disabled={code.length < 6} loading={busy}>
              Confirm Email
            </Button>
          </HStack>
        </Field.Root>
      </Stack>
      <Button variant="ghost" size="sm" alignSelf="center" onClick={() => void resend()} loading={resending}>
        Resend email
      </Button>
    </Stack>
  );
}
