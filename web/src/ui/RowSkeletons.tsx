/**
 * Rows of an admin list or table while it loads (issue 23 §3): bordered rows
 * of the height the entries will have, so the tab does not jump when they
 * arrive. One status names what is loading; the shapes are hidden from
 * assistive technology.
 */
import { HStack, Skeleton, Stack } from '@chakra-ui/react';

export function RowSkeletons({ label, count = 5 }: { label: string; count?: number }) {
  return (
    <Stack gap="2" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <HStack key={i} borderWidth="1px" borderRadius="md" px="3" py="3" gap="4" aria-hidden="true" data-testid="row-skeleton">
          <Skeleton h="4" w="24" />
          <Stack flex="1" gap="2">
            <Skeleton h="4" w="40%" />
            <Skeleton h="3" w="70%" />
          </Stack>
          <Skeleton h="6" w="20" rounded="full" />
        </HStack>
      ))}
    </Stack>
  );
}
