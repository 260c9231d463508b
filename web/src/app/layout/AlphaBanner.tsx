import { Box, CloseButton, HStack, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useHydrated } from '../../shared/useHydrated';

const DISMISSED_KEY = 'vouched.alphaBannerDismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The alpha-testing notice; dismissed for this browser session only (sessionStorage). */
export function AlphaBanner() {
  const [dismissed, setDismissed] = useState(readDismissed);
  // Prerendered pages carry the banner (web/prerender.ts); a dismissal in this session hides it once hydrated.
  const hydrated = useHydrated();
  if (dismissed && hydrated) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Without storage it is dismissed until the page reloads; good enough.
    }
    setDismissed(true);
  };
  return (
    <Box as="aside" aria-label="Alpha testing notice" bg="brand.800" color="white" px="4" py="1.5" data-testid="alpha-banner">
      <HStack justify="center" gap="3" maxW="6xl" mx="auto">
        <Text textStyle="sm" textAlign="center" flex="1">
          We're in alpha testing — tell us what you think on the{' '}
          <Link asChild color="coral.200" fontWeight="semibold" textDecoration="underline">
            <RouterLink to="/beta-feedback">feedback page</RouterLink>
          </Link>
        </Text>
        <CloseButton size="2xs" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }} aria-label="Dismiss alpha banner" onClick={dismiss} />
      </HStack>
    </Box>
  );
}
