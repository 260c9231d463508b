import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';

interface HomeTileProps {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
  children?: ReactNode;
}

/** One of the three home tiles: the whole card is the link, named by its title. */
export function HomeTile({ to, title, description, icon, children }: HomeTileProps) {
  return (
    <Card.Root
      asChild
      variant="outline"
      _hover={{ borderColor: 'brand.400', shadow: 'md' }}
      transition="box-shadow 0.15s, border-color 0.15s"
      h="full"
    >
      <RouterLink to={to}>
        <Card.Body>
          <Stack gap="3">
            <Box color="brand.600" aria-hidden="true">
              {icon}
            </Box>
            <Heading as="h2" size="md">
              {title}
            </Heading>
            <Text color="fg.muted">{description}</Text>
            {children}
          </Stack>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}
