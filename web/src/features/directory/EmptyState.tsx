import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';

export function EmptyState({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <Stack align="center" textAlign="center" gap="3" py="10">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {body ? (
        <Text color="fg.muted" maxW="md">
          {body}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}
