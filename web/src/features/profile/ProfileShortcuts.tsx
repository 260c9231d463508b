import { SimpleGrid } from '@chakra-ui/react';
import { LayoutDashboard, ScrollText, UserPen } from 'lucide-react';
import { LinkCard } from '../../ui/LinkCard';

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
        <LinkCard key={to} to={to} title={title} description={text} icon={<Icon size={24} />} heading="h3" size="sm" />
      ))}
    </SimpleGrid>
  );
}
