import { Container, Spinner, Stack, Text } from '@chakra-ui/react';

/**
 * A member page while the member's profile is being read (spec §2, Vouch
 * Now's full-page states): 'Loading your profile...' from the first moment,
 * so the wait never reads as a blank page, and once a retry is under way
 * the spec's banner with its count.
 */
export function ProfileLoading({ retry }: { retry?: { n: number; of: number } }) {
  return (
    <Container maxW="md" py="16">
      <Stack gap="3" align="center" textAlign="center" role="status" aria-live="polite">
        <Spinner size="lg" color="brand.link" aria-hidden />
        <Text>Loading your profile...</Text>
        {retry && retry.n > 0 ? (
          <Text color="fg.muted" textStyle="sm" data-testid="profile-retry-counter">
            Having trouble connecting to our servers. Retrying... ({retry.n}/{retry.of})
          </Text>
        ) : null}
      </Stack>
    </Container>
  );
}
