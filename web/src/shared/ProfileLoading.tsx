import { Container, Spinner, Stack, Text } from '@chakra-ui/react';
import { PROFILE_ATTEMPTS } from './session/profileAttempts';
import { useUser } from './session/useUser';

/**
 * A member page while the session's profile fetch runs (spec §2, Vouch Now's
 * full-page states): 'Loading your profile...' from the first moment, so the
 * retries never read as a blank page, and which attempt is under way once
 * one has failed.
 */
export function ProfileLoading() {
  const { profileFailures } = useUser();
  const retries = PROFILE_ATTEMPTS - 1;
  return (
    <Container maxW="md" py="16">
      <Stack gap="3" align="center" textAlign="center" role="status" aria-live="polite">
        <Spinner size="lg" color="brand.link" aria-hidden />
        <Text>Loading your profile...</Text>
        {profileFailures > 0 ? (
          <Text color="fg.muted" textStyle="sm" data-testid="profile-retry-counter">
            Having trouble connecting to our servers. Retrying... ({Math.min(profileFailures, retries)}/{retries})
          </Text>
        ) : null}
      </Stack>
    </Container>
  );
}
