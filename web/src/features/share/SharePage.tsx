import { Card, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageSpinner } from '../../ui/PageSpinner';
import { useUser } from '../../shared/session/useUser';
import { InvitesList } from '../invites';
import { HowToNotes } from './HowToNotes';
import { InviteQrSection } from './InviteQrSection';
import { VouchForMeQr } from './VouchForMeQr';

/** /vouch-me-qr: the share and QR page. */
export default function SharePage() {
  const { profile, loading } = useUser();
  if (loading && !profile) return <PageSpinner />;

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
          <VouchForMeQr username={profile?.username ?? null} />
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
