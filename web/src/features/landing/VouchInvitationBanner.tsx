import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useAuthDialogs } from '../../shared/AuthDialogContext';

/**
 * For a visitor who opened a member's "Vouch for Me" link: whom they came to
 * vouch for, and the two ways in. After either, /home takes them to the
 * wizard for that member (HomePage, lib/pendingVouchTarget.ts).
 */
export function VouchInvitationBanner({ target }: { target: string }) {
  const { openAuthDialog } = useAuthDialogs();
  return (
    <Box
      as="section"
      aria-labelledby="vouch-invitation-heading"
      bg="brand.subtle"
      borderBottomWidth="1px"
      borderColor="brand.emphasized"
      px="4"
      py="4"
    >
      <Stack gap="3" maxW="5xl" mx="auto" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} justify="space-between">
        <Stack gap="1">
          <Text as="h2" id="vouch-invitation-heading" fontWeight="bold" color="brand.heading">
            You&apos;re invited to vouch for @{target}
          </Text>
          <Text color="fg.muted" textStyle="sm">
            Log in, or sign up with an invite code, and you&apos;ll go straight to vouching for them.
          </Text>
        </Stack>
        <HStack gap="3">
          <Button colorPalette="brand" onClick={() => openAuthDialog({ kind: 'login' })}>
            Log In to Vouch
          </Button>
          <Button variant="outline" colorPalette="brand" onClick={() => openAuthDialog({ kind: 'signup' })}>
            Sign Up
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
