import { Button, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAuthDialogs } from '../../shared/AuthDialogContext';
import { lazyWithQueryClient } from '../../shared/query/lazyWithQueryClient';
import { useUser } from '../../shared/session/useUser';
import { BackButton } from './BackButton';
import { Logo } from './Logo';
import { UserAvatar } from '../../ui/UserAvatar';

// The account menu (and its menu machinery) loads only for members.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
// The bell (and its live socket) loads only for members, too.
const NotificationBell = lazyWithQueryClient(() => import('../../features/notifications').then((m) => ({ default: m.NotificationBell })));

/**
 * The top bar: logo (to /), for members the drawer button (mobile) and the
 * account menu; for visitors Log In, and Get Started when the page asks for
 * it (route handle `headerGetStarted`).
 */
export function TopBar({ showGetStarted, onOpenDrawer, onLogout }: { showGetStarted: boolean; onOpenDrawer: () => void; onLogout: () => void }) {
  const { user, profile, loading } = useUser();
  const { openAuthDialog } = useAuthDialogs();
  const { pathname } = useLocation();
  const isStart = pathname === '/' || pathname === '/home';
  return (
    <Flex
      as="header"
      h="16"
      px={{ base: '3', md: '6' }}
      align="center"
      justify="space-between"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <HStack gap="2">
        {user && (
          <IconButton variant="ghost" aria-label="Open navigation" display={{ base: 'inline-flex', lg: 'none' }} onClick={onOpenDrawer}>
            <MenuIcon />
          </IconButton>
        )}
        {!isStart && <BackButton />}
        <Link asChild aria-label="Vouched home" _hover={{ textDecoration: 'none' }} rounded="md">
          <RouterLink to="/">
            <Logo />
          </RouterLink>
        </Link>
      </HStack>
      <HStack gap="2">
        {user && (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        )}
        {user ? (
          <Suspense fallback={<UserAvatar name={profile?.full_name ?? user.name} email={user.email} src={profile?.avatar_url} />}>
            <UserMenu onLogout={onLogout} />
          </Suspense>
        ) : loading ? null : (
          <>
            <Button variant="ghost" colorPalette="brand" onClick={() => openAuthDialog({ kind: 'login' })}>
              Log In
            </Button>
            {showGetStarted && (
              <Button colorPalette="brand" onClick={() => openAuthDialog({ kind: 'signup' })} display={{ base: 'none', sm: 'inline-flex' }}>
                Get Started
              </Button>
            )}
          </>
        )}
      </HStack>
    </Flex>
  );
}
