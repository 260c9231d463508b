import { Component, useState, type ReactNode } from 'react';
import { Box, Button, Card, Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Share2 } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { ShareInviteDialog } from '../share';

/** The spec's fallback when this page cannot render. */
class RequestVouchFallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container maxW="3xl" py="10">
        <Stack role="alert" gap="2">
          <Heading as="h1" size="xl">
            Something went wrong
          </Heading>
          <Text>Please try refreshing the page or contact support if the issue persists.</Text>
        </Stack>
      </Container>
    );
  }
}

/**
 * /request-vouch: why there is no "Request Vouch" button anywhere (vouches
 * are given because they are deserved, never begged for), and the ways a
 * member can still be found: their vouch-for-me link and QR, and invites.
 * Visitors never get here (RequireMember sends them to /).
 */
function RequestVouchContent() {
  const [shareOpen, setShareOpen] = useState(false);
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Request Vouch
          </Heading>
          <Text color="fg.muted" textStyle="lg">
            There is no button to ask someone for a vouch, on purpose.
          </Text>
        </Stack>
        <Card.Root>
          <Card.Body>
            <Stack gap="3">
              <Heading as="h2" size="md">
                Why we left out request buttons
              </Heading>
              <Text>
                A vouch means something because it is given freely. If vouches could be requested with a click, they would turn into favours to trade
                or obligations to repay, and they would stop telling anyone much about character.
              </Text>
              <Text>So Vouched never sends a “please vouch for me” message on your behalf, and no profile carries a Request Vouch button.</Text>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Stack gap="3">
              <Heading as="h2" size="md">
                What you can do instead
              </Heading>
              <List.Root gap="2" ps="5">
                <List.Item>Share your profile link or QR code with people who know you well; they can vouch when they are ready.</List.Item>
                <List.Item>Invite people you trust to join Vouched with a one-time invite code.</List.Item>
                <List.Item>Vouch for others. Character shows in what you notice in other people, too.</List.Item>
              </List.Root>
              <Box display="flex" gap="3" flexWrap="wrap">
                <Button colorPalette="brand" onClick={() => setShareOpen(true)}>
                  <Share2 size={18} /> Share & Invite
                </Button>
                <Button asChild variant="outline" colorPalette="brand">
                  <RouterLink to="/vouched">Vouch for Someone</RouterLink>
                </Button>
              </Box>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>
      <ShareInviteDialog open={shareOpen} onOpenChange={setShareOpen} />
    </Container>
  );
}

export default function RequestVouchPage() {
  return (
    <RequestVouchFallback>
      <RequestVouchContent />
    </RequestVouchFallback>
  );
}
