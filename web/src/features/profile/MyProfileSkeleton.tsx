/**
 * My Profile while the member's profile loads (issue 23 §3): the header card
 * (avatar, name, handle, lines), the score summary with its known headings
 * and stat labels, the tier card and the shortcuts, in their final places,
 * so nothing jumps when the profile arrives. The name's place holds the
 * page's level-one heading, which says what is loading; the shapes are
 * hidden from assistive technology.
 */
import { Card, Container, Heading, HStack, Skeleton, SkeletonCircle, Stack, VisuallyHidden } from '@chakra-ui/react';
import { StatBoxSkeletons } from '../../ui/StatBoxSkeletons';
import { ProfileShortcuts } from './ProfileShortcuts';

const STATS = ['Total Vouch Score', 'Vouches Received', 'Vouches Given'] as const;

function HeaderSkeleton() {
  return (
    <Card.Root>
      <Card.Body>
        <Stack direction={{ base: 'column', md: 'row' }} gap="6" align={{ base: 'center', md: 'start' }}>
          <SkeletonCircle size="20" aria-hidden="true" />
          <Stack gap="3" flex="1" w="full" align={{ base: 'center', md: 'start' }}>
            <Heading as="h1" size="2xl" w="full">
              <VisuallyHidden>Loading your profile...</VisuallyHidden>
              <Skeleton as="span" display="block" aria-hidden="true" h="8" w={{ base: '70%', md: '45%' }} mx={{ base: 'auto', md: '0' }} />
            </Heading>
            <Stack gap="2" w="full" align={{ base: 'center', md: 'start' }} aria-hidden="true">
              <Skeleton h="4" w="32" />
              <Skeleton h="4" w={{ base: '80%', md: '60%' }} />
              <Skeleton h="3" w="48" />
              <Skeleton h="3" w="40" />
            </Stack>
          </Stack>
          <Skeleton h="10" w="36" rounded="md" aria-hidden="true" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function ScoreSummarySkeleton() {
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="6">
          <Heading as="h2" size="lg">
            Vouch Score Summary
          </Heading>
          <StatBoxSkeletons labels={STATS} subline />
          <Stack gap="3" aria-hidden="true">
            <Skeleton h="5" w="40" />
            <Skeleton h="4" w="full" />
            <Skeleton h="4" w="full" />
            <Skeleton h="4" w="80%" />
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function TierCardSkeleton() {
  return (
    <Card.Root aria-hidden="true">
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between">
            <Skeleton h="6" w="48" />
            <Skeleton h="6" w="28" rounded="full" />
          </HStack>
          <Skeleton h="3" w="full" rounded="full" />
          <Skeleton h="4" w="70%" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function MyProfileSkeleton() {
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} role="status">
      <Stack gap="6">
        <HeaderSkeleton />
        <ScoreSummarySkeleton />
        <TierCardSkeleton />
        <ProfileShortcuts />
      </Stack>
    </Container>
  );
}
