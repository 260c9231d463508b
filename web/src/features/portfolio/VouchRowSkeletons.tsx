/**
 * The portfolio's vouch lists while they load (issue 23 §3): cards in the
 * shape of the rows that replace them (avatar, name, a second line, and for
 * the people tabs the tier line, the points badge and the trait chips), so
 * the tab does not jump when its list arrives. One status names what is
 * loading; the shapes are hidden from assistive technology.
 */
import { Card, HStack, Skeleton, SkeletonCircle, SkeletonText, Stack } from '@chakra-ui/react';

export function VouchRowSkeletons({ label, kind, count = 3 }: { label: string; kind: 'people' | 'messages'; count?: number }) {
  return (
    <Stack gap="4" pt="4" role="status" aria-label={label}>
      {kind === 'people' ? <Skeleton h="4" w="20" aria-hidden="true" /> : null}
      <Stack gap={kind === 'people' ? '3' : '4'} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <Card.Root key={i} variant="outline" data-testid="vouch-row-skeleton">
            <Card.Body gap={kind === 'people' ? '2' : '3'}>
              <HStack gap="3" align="start" justify="space-between">
                <HStack gap="3" align="start" flex="1">
                  <SkeletonCircle size="10" />
                  <Stack gap="2" flex="1" pt="1">
                    <Skeleton h="4" w="40%" />
                    <Skeleton h="3" w="25%" />
                    {kind === 'people' ? <Skeleton h="5" w="32" rounded="full" /> : null}
                  </Stack>
                </HStack>
                {kind === 'people' ? <Skeleton h="5" w="24" rounded="full" /> : null}
              </HStack>
              {kind === 'people' ? (
                <HStack gap="1">
                  <Skeleton h="5" w="20" rounded="full" />
                  <Skeleton h="5" w="16" rounded="full" />
                </HStack>
              ) : (
                <SkeletonText noOfLines={2} gap="2" />
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}
