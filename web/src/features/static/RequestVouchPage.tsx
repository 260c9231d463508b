import { useState } from 'react';
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Share2 } from 'lucide-react';
import { ShareDialog } from '../../app/layout/ShareDialog';

/**
 * /request-vouch (spec §2 'Request Vouch page'): why there is no button to
 * ask for a vouch, and Share & Invite instead. Members only (visitors go to /).
 */
export default function RequestVouchPage() {
  const [open, setOpen] = useState(false);
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="5">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Request Vouch
        </Heading>
        <Text>
          There is deliberately no Request Vouch button on profiles: a vouch means the most when it is given freely, not when it is asked for.
        </Text>
        <Text>
          The best way to receive vouches is to let the people who know you find you. Share your profile with them, or invite someone you know to join
          the community; when they know your character, they can vouch for you.
        </Text>
        <Button alignSelf="start" colorPalette="brand" onClick={() => setOpen(true)}>
          <Share2 aria-hidden="true" /> Share &amp; Invite
        </Button>
      </Stack>
      <ShareDialog open={open} onOpenChange={setOpen} />
    </Container>
  );
}
