/**
 * The vouch list while it loads (issue 23 §3): the page's title and count
 * lines and three vouch cards in their final shape (avatar, name, handle,
 * tier, the points badge, attribute chips, the message), so nothing jumps
 * when the list arrives. The title's place holds the page's level-one
 * heading, which says what is loading; the shapes are hidden from assistive
 * technology.
 */
import { Container, Heading, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { VouchPartyCardSkeleton } from './VouchPartyCard';

const VOUCH_LIST_LOADING = 'Loading vouches...';

export function VouchCardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} role="status">
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <VisuallyHidden>{VOUCH_LIST_LOADING}</VisuallyHidden>
            <Skeleton as="span" display="block" aria-hidden="true" h={{ base: '8', md: '10' }} w={{ base: '80%', md: '60%' }} />
          </Heading>
          <Skeleton h="4" w="20" aria-hidden="true" />
        </Stack>
        {Array.from({ length: count }, (_, i) => (
          <VouchPartyCardSkeleton key={i} variant="full" />
        ))}
      </Stack>
    </Container>
  );
}
