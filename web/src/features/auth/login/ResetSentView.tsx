import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { submitHandler } from '../../../lib/submitHandler';

/** 'Check Your Email' after a reset request; the code from the e-mail can be typed here instead of following the link. */
export function ResetSentView({ email, onCode, onBack }: { email: string; onCode: (code: string) => void; onBack: () => void }) {
  const [resetCode, setResetCode] = useState('');
  return (
    <Stack gap="4" textAlign="center" align="center">
      <MailCheck size={40} color="var(--chakra-colors-brand-500)" aria-hidden="true" />
      <Text>
        If an account exists for <strong>{email}</strong>, we've sent a link to reset your password. The link works once.
      </Text>
      <Stack as="form" gap="2" w="full" onSubmit={submitHandler(() => onCode(resetCode))}>
        <Field.Root>
          <Field.Label>Or enter the code from the email</Field.Label>
          <Input
            value={resetCode}
            onChange={(e) => setResetCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </Field.Root>
        <Button type="submit" variant="outline" disabled={resetCode.length < 6}>
          Continue
        </Button>
      </Stack>
      <Button colorPalette="brand" onClick={onBack}>
        Back to Login
      </Button>
    </Stack>
  );
}
