import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface LandingSectionProps {
  /** The anchor a hero button scrolls to. */
  id: string;
  headingId: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** A landing page section reached from the hero: centred heading and subtitle above its content. */
export function LandingSection({ id, headingId, title, subtitle, children }: LandingSectionProps) {
  return (
    <Box as="section" id={id} aria-labelledby={headingId} py={{ base: '14', md: '20' }} px="4" scrollMarginTop="28">
      <Stack maxW="6xl" mx="auto" gap="10">
        <Stack textAlign="center" gap="3" maxW="2xl" mx="auto">
          <Heading as="h2" id={headingId} size="3xl" color="brand.heading">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            {subtitle}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
