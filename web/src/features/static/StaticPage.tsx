import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame of the information pages: a readable column with a title and an optional lead. */
export function StaticPage({ title, lead, eyebrow, children }: { title: string; lead?: ReactNode; eyebrow?: string; children: ReactNode }) {
  return (
    <Box px="4" py={{ base: '10', md: '16' }}>
      <Stack maxW="3xl" mx="auto" gap="8">
        <Stack gap="3">
          {eyebrow && (
            <Text textStyle="sm" fontWeight="semibold" color="coral.fg" textTransform="uppercase" letterSpacing="wider">
              {eyebrow}
            </Text>
          )}
          <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} letterSpacing="-0.02em" color="brand.heading" lineHeight="1.1">
            {title}
          </Heading>
          {lead && (
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
              {lead}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}

/** A titled section of an information page. */
export function PageSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <Stack as="section" gap="3" id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <Heading as="h2" size="xl" color="brand.strong" id={id ? `${id}-title` : undefined}>
        {title}
      </Heading>
      <Stack gap="3" color="fg" lineHeight="tall">
        {children}
      </Stack>
    </Stack>
  );
}
