import { Box, Button, Separator, Stack } from '@chakra-ui/react';
import { LogOut, Share2 } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { MEMBER_NAV } from './navItems';

/**
 * The member links plus Share & Invite and Log out. Shared by the desktop
 * sidebar and the mobile drawer; `onNavigate` lets the drawer close itself.
 */
export function MemberNav({ onShare, onLogout, onNavigate }: { onShare: () => void; onLogout: () => void; onNavigate?: () => void }) {
  return (
    <Stack as="nav" aria-label="Member navigation" gap="1">
      {MEMBER_NAV.map(({ label, to, icon: Icon }) => (
        <NavLink key={to} to={to} onClick={onNavigate} style={{ display: 'block', borderRadius: '0.5rem' }}>
          {({ isActive }) => (
            <Box
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2.5"
              rounded="lg"
              fontWeight="medium"
              color={isActive ? 'brand.800' : 'fg.muted'}
              bg={isActive ? 'brand.100' : 'transparent'}
              _hover={{ bg: isActive ? 'brand.100' : 'bg.muted', color: 'brand.800' }}
              aria-current={isActive ? 'page' : undefined}
            >
              <Icon size={18} />
              {label}
            </Box>
          )}
        </NavLink>
      ))}
      <Separator my="2" />
      <Button variant="ghost" justifyContent="flex-start" px="3" fontWeight="medium" color="fg.muted" onClick={onShare}>
        <Share2 size={18} /> Share &amp; Invite
      </Button>
      <Button variant="ghost" justifyContent="flex-start" px="3" fontWeight="medium" color="fg.muted" onClick={onLogout}>
        <LogOut size={18} /> Log out
      </Button>
    </Stack>
  );
}
