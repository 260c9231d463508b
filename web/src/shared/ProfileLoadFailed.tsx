import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useUser } from './session/useUser';

/**
 * What a member page shows when the session's profile fetch failed all three
 * times (the session itself stays silent, spec access §4): the page's message
 * and Try Again, which fetches once more with the same retries.
 */
export function ProfileLoadFailed({
  message = 'Failed to load profile data',
  body,
  onRetry,
}: {
  message?: string;
  body?: string;
  /** Instead of fetching once more (a page that counts its own retries starts the count again). */
  onRetry?: () => void;
}) {
  const { loading, refreshProfile } = useUser();
  return (
    <Container maxW="md" py="16">
      <Stack gap="4" align="center" textAlign="center" role="alert">
        {body ? (
          <Heading as="h1" size="xl">
            {message}
          </Heading>
        ) : (
          <Text>{message}</Text>
        )}
        {body ? <Text>{body}</Text> : null}
        <Button colorPalette="brand" loading={loading} onClick={() => (onRetry ? onRetry() : void refreshProfile())}>
          Try Again
        </Button>
      </Stack>
    </Container>
  );
}
