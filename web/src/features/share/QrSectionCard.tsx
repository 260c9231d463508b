import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The card of a QR section of the share page: its heading, a line of explanation, then the code and its actions. */
export function QrSectionCard({ headingId, title, intro, children }: { headingId: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body>
        <Stack gap="4" align="center" textAlign="center">
          <Heading as="h2" size="lg" id={headingId}>
            {title}
          </Heading>
          <Text color="fg.muted">{intro}</Text>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
