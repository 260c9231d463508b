import { Card, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useUser } from '../../shared/session/useUser';
import { InvitesList } from '../invites';
import { HowToNotes } from './HowToNotes';
import { InviteQrSection } from './InviteQrSection';
import { VouchForMeQr } from './VouchForMeQr';

/** /vouch-me-qr: the share and QR page. */
export default function SharePage() {
  const { profile, loading } = useUser();
  // While the member's profile loads the page is already there: only the code of the member's own link waits.
  const username = loading && !profile ? undefined : (profile?.username ?? null);
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Share & Invite
          </Heading>
          <Text color="fg.muted">Ask for vouches with your QR code, and invite people you trust to join.</Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <VouchForMeQr username={username} />
          <InviteQrSection />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <HowToNotes />
          <Card.Root>
            <Card.Body>
              <InvitesList />
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
