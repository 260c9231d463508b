/**
 * Stand-ins for member cards while they load (issue 23 §3): the shape of
 * the final card (avatar, name, handle, badge, a line of text, a button) in
 * the same grid, so nothing jumps when the data arrives. One status for
 * the whole grid names what is loading; the shapes themselves are hidden
 * from assistive technology.
 */
import { Card, HStack, SimpleGrid, Skeleton, SkeletonCircle, SkeletonText, Stack, type SimpleGridProps } from '@chakra-ui/react';

export function MemberCardSkeletons({ count = 6, label, columns }: { count?: number; label: string; columns: SimpleGridProps['columns'] }) {
  return (
    <SimpleGrid columns={columns} gap="4" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Card.Root key={i} variant="outline" aria-hidden="true">
          <Card.Body gap="3">
            <HStack gap="3" align="start">
              <SkeletonCircle size="12" />
              <Stack gap="2" flex="1" pt="1">
                <Skeleton h="4" w="60%" />
                <Skeleton h="3" w="40%" />
              </Stack>
            </HStack>
            <Skeleton h="5" w="24" rounded="full" />
            <SkeletonText noOfLines={2} gap="2" />
            <Skeleton h="9" w="full" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
