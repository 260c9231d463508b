import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LayoutDashboard, ScrollText, UserPen } from 'lucide-react';

const SHORTCUTS = [
  { to: '/my-vouch-dashboard', title: 'My Vouch Portfolio', text: 'Analytics, messages and your invites.', Icon: LayoutDashboard },
  { to: '/my-vouch-transcript', title: 'My Vouch Transcript', text: 'Your printable Character Transcript.', Icon: ScrollText },
  { to: '/profile/edit', title: 'Edit Profile', text: 'Update your name, username, bio and links.', Icon: UserPen },
] as const;

/** The three shortcut cards of My Profile. */
export function ProfileShortcuts() {
  return (
    <SimpleGrid as="nav" aria-label="Profile shortcuts" columns={{ base: 1, md: 3 }} gap="4">
      {SHORTCUTS.map(({ to, title, text, Icon }) => (
        <Card.Root key={to} asChild variant="outline" _hover={{ borderColor: 'brand.400', shadow: 'sm' }}>
          <RouterLink to={to}>
            <Card.Body>
              <Stack gap="2">
                <Box color="brand.600" aria-hidden="true">
                  <Icon size={24} />
                </Box>
                <Heading as="h3" size="sm">
                  {title}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {text}
                </Text>
              </Stack>
            </Card.Body>
          </RouterLink>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
