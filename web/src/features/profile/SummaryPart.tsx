import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled part of the Vouch Score Summary. */
export function SummaryPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
