import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

const TITLES: Record<string, string> = {
  '/my-vouch-transcript': 'My Vouch Transcript',
  '/my-vouch-dashboard': 'My Vouch Portfolio',
};

/** A sidebar page built in a later release: it says so instead of a 404. */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const title = TITLES[pathname] ?? 'Coming Soon';
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '16', md: '24' }} px="4">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        This page is coming soon. Meanwhile, see who vouches for you and whom you vouch for.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild colorPalette="brand">
          <RouterLink to="/vouches-by">People Who Vouch For Me</RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/vouch-community">Explore the Vouch Community</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}
