/**
 * Rows of a list while it loads (issue 23 §3): bordered rows with a title
 * line, a detail line and a badge, the shape of an invite row and near the
 * height of an admin entry, so the list does not jump when it arrives. One
 * status names what is loading; the shapes are hidden from assistive
 * technology.
 */
import { Box, HStack, Skeleton, Stack } from '@chakra-ui/react';

export function RowSkeletons({ label, count = 5 }: { label: string; count?: number }) {
  return (
    <Stack gap="2" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <HStack
          key={i}
          borderWidth="1px"
          borderRadius="md"
          px="3"
          py="2"
          justify="space-between"
          gap="3"
          aria-hidden="true"
          data-testid="row-skeleton"
        >
          <Box flex="1">
            <Skeleton h="5" w="28" mb="1" />
            <Skeleton h="3" w="40%" />
          </Box>
          <Skeleton h="5" w="16" rounded="full" />
        </HStack>
      ))}
    </Stack>
  );
}
