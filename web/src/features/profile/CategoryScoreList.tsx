import { Badge, Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { CategoryRow } from './scoreRows';
import { formatPoints } from '../../lib/format';

/** The category totals, each with a bar scaled to the highest of them. */
export function CategoryScoreList({ categories }: { categories: CategoryRow[] }) {
  const maxCategory = Math.max(1, ...categories.map((c) => c.points));
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {categories.map((c) => (
        <Box as="li" key={c.key}>
          <HStack justify="space-between" mb="1">
            <Text fontWeight="medium">
              {c.label}{' '}
              {c.kind === 'bonus' ? (
                <Badge size="sm" variant="outline" ms="1">
                  Bonus
                </Badge>
              ) : null}
            </Text>
            <Text fontWeight="semibold" data-testid={`category-${c.key}`}>
              {formatPoints(c.points)}
            </Text>
          </HStack>
          <Progress.Root value={(c.points / maxCategory) * 100} size="xs" colorPalette="brand" aria-label={`${c.label} ${formatPoints(c.points)}`}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
      ))}
    </Stack>
  );
}
