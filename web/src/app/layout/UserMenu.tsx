import { Suspense, useState } from 'react';
import { Box, Button, Menu, Text, VisuallyHidden } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { DATA_REQUEST_TEXTS } from '#domain/dataRequests';
import { DataRequestDialog } from '../../features/dataRequests';
import { useUser } from '../../shared/session/useUser';
import { UserAvatar } from '../../ui/UserAvatar';
import { isColorModePreference } from '../../lib/colorMode';
import { useColorMode } from '../ColorModeProvider';

const APPEARANCES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
] as const;

/**
 * The header's account menu: avatar, full name and e-mail, then My Profile,
 * App Feedback, Admin Dashboard (super admins only; hidden while the
 * profile, and so the flag, is unknown), Request My Data (GDPR) (opens its
 * dialog, loaded on first use), Appearance (light, dark or the system's:
 * app/ColorModeProvider.tsx), Log out.
 */
export function UserMenu({ onLogout }: { onLogout: () => void }) {
  const { user, profile } = useUser();
  const navigate = useNavigate();
  const [dataRequestOpen, setDataRequestOpen] = useState(false);
  const colorMode = useColorMode();
  if (!user) return null;
  const name = profile?.full_name ?? user.name;
  const email = profile?.email ?? user.email;
  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'logout') onLogout();
          else if (value === 'data-request') setDataRequestOpen(true);
          // The appearance choices are radio items: their group handles them.
          else if (value.startsWith('/')) navigate(value);
        }}
      >
        <Menu.Trigger asChild>
          {/* Named by its content, not aria-label: the name and e-mail it shows must be in what a voice-control user says (WCAG 2.5.3). */}
          <Button variant="ghost" px="2" h="auto" py="1.5" data-testid="user-menu-trigger">
            <UserAvatar name={name} email={email} src={profile?.avatar_url} />
            <Box textAlign="left" display={{ base: 'none', md: 'block' }} maxW="48">
              <Text fontWeight="semibold" textStyle="sm" truncate>
                {name || 'Member'}
              </Text>
              <Text textStyle="xs" color="fg.muted" truncate>
                {email}
              </Text>
            </Box>
            <VisuallyHidden>Account menu</VisuallyHidden>
            <ChevronDown size={16} aria-hidden="true" />
          </Button>
        </Menu.Trigger>
        {/* No portal: the menu stays inside the header landmark, so screen-reader landmark navigation finds it. */}
        <Menu.Positioner>
          <Menu.Content minW="52">
            {/* Who is signed in, as two lines (spans: a bold <p> over a small one reads as a fake heading). */}
            <Box px="3" py="2" display={{ base: 'block', md: 'none' }}>
              <Text as="span" display="block" fontWeight="semibold" textStyle="sm">
                {name || 'Member'}
              </Text>
              <Text as="span" display="block" textStyle="xs" color="fg.muted">
                {email}
              </Text>
            </Box>
            <Menu.Item value="/my-profile">My Profile</Menu.Item>
            <Menu.Item value="/beta-feedback">App Feedback</Menu.Item>
            {profile?.is_super_admin && <Menu.Item value="/admin-dashboard">Admin Dashboard</Menu.Item>}
            <Menu.Item value="data-request">{DATA_REQUEST_TEXTS.menuItem}</Menu.Item>
            <Menu.Separator />
            <Menu.RadioItemGroup
              value={colorMode.preference}
              onValueChange={({ value }) => {
                if (isColorModePreference(value)) colorMode.setPreference(value);
              }}
            >
              <Menu.ItemGroupLabel>Appearance</Menu.ItemGroupLabel>
              {APPEARANCES.map((a) => (
                <Menu.RadioItem key={a.value} value={a.value} closeOnSelect={false}>
                  {a.label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout">Log out</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Root>
      {dataRequestOpen && (
        <Suspense fallback={null}>
          <DataRequestDialog open onClose={() => setDataRequestOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
