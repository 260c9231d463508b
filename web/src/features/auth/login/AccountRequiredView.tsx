import { Button, Stack, Text } from '@chakra-ui/react';
import { UserX } from 'lucide-react';

/** 'Account Required': no account for this e-mail; Vouched is invite-only. */
export function AccountRequiredView({ email, onBack, onSignUp }: { email: string; onBack: () => void; onSignUp: () => void }) {
  return (
    <Stack gap="4" textAlign="center" align="center">
      <UserX size={40} color="var(--chakra-colors-coral-500)" aria-hidden="true" />
      <Text>
        We couldn't find an account for <strong>{email}</strong>. Vouched is invite-only: new members sign up with an invite code.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} w="full" gap="3">
        <Button flex="1" variant="outline" onClick={onBack}>
          Back to Login
        </Button>
        <Button flex="1" colorPalette="brand" onClick={onSignUp}>
          Sign Up with Invite Code
        </Button>
      </Stack>
    </Stack>
  );
}
