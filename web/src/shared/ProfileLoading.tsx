import { Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';

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
        {/* Still for a member who asked for less motion: the words say it is loading. */}
        <Spinner size="lg" color="brand.link" aria-hidden _motionReduce={{ animation: 'none' }} />
        {/* The page's heading while it has no other (axe: page-has-heading-one). */}
        <Heading as="h1" size="md" fontWeight="normal">
          Loading your profile...
        </Heading>
        {retry && retry.n > 0 ? (
          // The spec's amber banner; its words are the count a screen reader hears.
          <HStack
            data-testid="profile-retry-counter"
            gap="2"
            px="4"
            py="2"
            rounded="md"
            borderWidth="1px"
            borderColor="orange.muted"
            bg="orange.subtle"
            textStyle="sm"
          >
            <TriangleAlert size={16} aria-hidden="true" color="var(--chakra-colors-fg-warning)" />
            <Text>
              Having trouble connecting to our servers. Retrying... ({retry.n}/{retry.of})
            </Text>
          </HStack>
        ) : null}
      </Stack>
    </Container>
  );
}
