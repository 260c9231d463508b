/**
 * The frame of every page: alpha banner, the top bar under it (both stay at
 * the top), the member sidebar (desktop) or drawer (mobile), the page, the
 * footer. Pages render into <Outlet/> inside a Suspense boundary, since each
 * page is its own lazily loaded chunk.
 */
import { Box, Flex } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { lazyWithQueryClient } from '../../shared/query/lazyWithQueryClient';
import { useRouteHandles } from '../routeHandles';
import { AuthDialogHost } from '../authDialogs/AuthDialogHost';
import { SessionEndWatcher } from '../session/SessionEndWatcher';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import { useLogout } from '../../shared/session/useLogout';
import { useUser } from '../../shared/session/useUser';
import { AlphaBanner } from './AlphaBanner';
import { Footer } from './Footer';
import { PageSpinner } from '../../ui/PageSpinner';
import { ScrollOnNavigate } from './ScrollOnNavigate';
import { TopBar } from './TopBar';

// Member-only pieces load with the first member screen, not with the visitor's landing page.
const ShareDialog = lazyWithQueryClient(() => import('../../features/share').then((m) => ({ default: m.ShareInviteDialog })));
const MemberDrawer = lazy(() => import('./MemberDrawer').then((m) => ({ default: m.MemberDrawer })));
const MemberNav = lazy(() => import('./MemberNav').then((m) => ({ default: m.MemberNav })));
const TestimonialTab = lazyWithQueryClient(() => import('../../features/testimonials').then((m) => ({ default: m.TestimonialTab })));

/** `landing`: the landing page's visitor view, shown when / fails to render (RouteErrorBoundary). */
export function AppLayout({ landing }: { landing: ReactNode }) {
  const { user } = useUser();
  const logout = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const showGetStarted = useRouteHandles().some((handle) => handle.headerGetStarted);

  const openShare = () => {
    setDrawerOpen(false);
    setShareOpen(true);
  };

  return (
    <AuthDialogHost>
      <Flex direction="column" minH="100dvh">
        <Box position="sticky" top="0" zIndex="sticky">
          <AlphaBanner />
          <TopBar showGetStarted={showGetStarted} onOpenDrawer={() => setDrawerOpen(true)} onLogout={() => void logout()} />
        </Box>
        <Flex flex="1" align="stretch">
          {user && (
            <Box
              as="aside"
              aria-label="Sidebar"
              display={{ base: 'none', lg: 'block' }}
              w="64"
              flexShrink={0}
              borderRightWidth="1px"
              borderColor="border.muted"
              bg="bg.subtle"
              px="3"
              py="6"
            >
              <Box position="sticky" top="28">
                <Suspense fallback={null}>
                  <MemberNav onShare={openShare} onLogout={() => void logout()} />
                </Suspense>
              </Box>
            </Box>
          )}
          <Flex as="main" id="main" direction="column" flex="1" minW="0">
            <Box flex="1">
              <RouteErrorBoundary landing={landing}>
                <Suspense fallback={<PageSpinner />}>
                  <Outlet />
                </Suspense>
              </RouteErrorBoundary>
            </Box>
            <Footer />
          </Flex>
        </Flex>
      </Flex>

      {user && (
        <>
          <Suspense fallback={null}>
            <MemberDrawer open={drawerOpen} onOpenChange={setDrawerOpen} onShare={openShare} onLogout={() => void logout()} />
          </Suspense>
          <Suspense fallback={null}>
            <TestimonialTab />
          </Suspense>
          {shareOpen && (
            <Suspense fallback={null}>
              <ShareDialog open={shareOpen} onOpenChange={setShareOpen} />
            </Suspense>
          )}
        </>
      )}
      <ScrollOnNavigate />
      <SessionEndWatcher />
    </AuthDialogHost>
  );
}
