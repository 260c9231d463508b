import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';

interface LinkCardProps {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
  /** The heading level in the page's outline: the home tiles are h2, the profile shortcuts h3. */
  heading?: 'h2' | 'h3';
  /** 'lg' for the home tiles, 'sm' for the smaller shortcut cards. */
  size?: 'sm' | 'lg';
  children?: ReactNode;
}

/** A card that is one link as a whole (home tiles, profile shortcuts): icon, title, description. */
export function LinkCard({ to, title, description, icon, heading = 'h2', size = 'lg', children }: LinkCardProps) {
  const small = size === 'sm';
  return (
    <Card.Root
      asChild
      variant="outline"
      _hover={{ borderColor: 'brand.400', shadow: small ? 'sm' : 'md' }}
      transition="box-shadow 0.15s, border-color 0.15s"
      h="full"
    >
      <RouterLink to={to}>
        <Card.Body>
          <Stack gap={small ? '2' : '3'}>
            <Box color="brand.link" aria-hidden="true">
              {icon}
            </Box>
            <Heading as={heading} size={small ? 'sm' : 'md'}>
              {title}
            </Heading>
            <Text color="fg.muted" fontSize={small ? 'sm' : undefined}>
              {description}
            </Text>
            {children}
          </Stack>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}
