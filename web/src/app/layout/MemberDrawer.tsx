import { Box, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { Logo } from './Logo';
import { MemberNav } from './MemberNav';

/**
 * The members' navigation drawer on small screens. Its own module so that
 * AppLayout can load it lazily: the drawer brings the dialog machinery
 * (focus trap, scroll lock), which a visitor's landing page does not need.
 */
export function MemberDrawer({
  open,
  onOpenChange,
  onShare,
  onLogout,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onShare: () => void;
  onLogout: () => void;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="72">
            <Drawer.Header>
              <Drawer.Title>
                <Logo />
                <Box as="span" srOnly>
                  Navigation
                </Box>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <MemberNav onShare={onShare} onLogout={onLogout} onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close navigation" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
