/**
 * A row of stat boxes while their figures load: each box's label as it will
 * be, over the shape of its number (and of the line under it, where the
 * stat has one). Hidden from assistive technology: the page's status says
 * what is loading.
 */
import { Box, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';

export function StatBoxSkeletons({ labels, subline = false }: { labels: readonly string[]; subline?: boolean }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: labels.length }} gap="4" aria-hidden="true">
      {labels.map((label) => (
        <Box key={label} borderWidth="1px" borderRadius="lg" p="4">
          <Text textStyle="sm" color="fg.muted">
            {label}
          </Text>
          <Skeleton h="8" w="20" mt="2" />
          {subline ? <Skeleton h="4" w="16" mt="2" /> : null}
        </Box>
      ))}
    </SimpleGrid>
  );
}
