import { Button, Stack, Text } from '@chakra-ui/react';
import { UserX } from 'lucide-react';
import type { IdentityProviderName } from '../../../lib/config';

/**
 * 'Account Required': no member signs in this way; Vouched is invite-only.
 * After Google or LinkedIn (`provider`) the address may still belong to a
 * member who joined with a password: a Google sign-in is a Cognito user of
 * its own, not linked to theirs (docs/decisions.md), so it says where to go.
 */
export function AccountRequiredView({
  email,
  provider,
  onBack,
  onSignUp,
}: {
  email: string;
  provider?: IdentityProviderName;
  onBack: () => void;
  onSignUp: () => void;
}) {
  return (
    <Stack gap="4" textAlign="center" align="center">
      <UserX size={40} color="var(--chakra-colors-coral-500)" aria-hidden="true" />
      {provider ? (
        <Text>
          No Vouched account signs in with {provider} as <strong>{email}</strong>. If you joined with your e-mail and a password, go back and log in
          with them. Vouched is invite-only: new members sign up with an invite code.
        </Text>
      ) : (
        <Text>
          We couldn't find an account for <strong>{email}</strong>. Vouched is invite-only: new members sign up with an invite code.
        </Text>
      )}
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
