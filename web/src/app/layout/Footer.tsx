import { Badge, Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from './Logo';

function LinkedInMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
    </svg>
  );
}

/** Footer: About, Terms of Service, Data Security & Privacy, a social link, the GDPR badge, copyright. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border.muted" bg="bg.subtle" mt="auto">
      <Flex
        maxW="6xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="8"
        gap="6"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'flex-start', md: 'center' }}
      >
        <Stack gap="2">
          <Logo />
          <Text textStyle="sm" color="fg.muted">
            Character, Prioritized.
          </Text>
        </Stack>
        <Stack as="nav" aria-label="Footer" direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }}>
          <Link asChild color="fg.muted">
            <RouterLink to="/about">About</RouterLink>
          </Link>
          <Link asChild color="fg.muted">
            <RouterLink to="/terms">Terms of Service</RouterLink>
          </Link>
          <Link asChild color="fg.muted">
            <RouterLink to="/data-security">Data Security &amp; Privacy</RouterLink>
          </Link>
        </Stack>
        <HStack gap="4">
          <Link
            href="https://www.linkedin.com/company/vouched"
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Vouched on LinkedIn"
            color="fg.muted"
          >
            <LinkedInMark />
          </Link>
          <Badge colorPalette="green" variant="subtle" size="md" gap="1">
            <ShieldCheck size={14} aria-hidden="true" /> GDPR Compliant
          </Badge>
        </HStack>
      </Flex>
      {/* Prerendered pages carry the build's year (web/prerender.ts): a build from December may hydrate in January. */}
      <Text textAlign="center" textStyle="xs" color="fg.muted" pb="6" suppressHydrationWarning>
        © {year} Vouched. All rights reserved.
      </Text>
    </Box>
  );
}
