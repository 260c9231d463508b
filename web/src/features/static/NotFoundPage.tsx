import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Any unknown route. */
export default function NotFoundPage() {
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '16', md: '24' }} px="4">
      {/* A visual flourish over the h1 that says the same: a span (a big bold <p> reads as a fake heading), hidden from screen readers. */}
      <Text as="span" display="block" aria-hidden="true" fontSize="6xl" fontWeight="bold" color="brand.link" lineHeight="1">
        404
      </Text>
      <Heading as="h1" size="2xl">
        Oops! Page not found
      </Heading>
      <Text color="fg.muted" maxW="md">
        The page you're looking for doesn't exist or has moved.
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">Return to Home</RouterLink>
      </Button>
    </Stack>
  );
}
