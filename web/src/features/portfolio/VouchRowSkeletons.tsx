/**
 * The portfolio's vouch lists while they load (issue 23 §3): cards in the
 * shape of the rows that replace them (avatar, name, a second line, and for
 * the people tabs the tier line, the points badge and the trait chips), so
 * the tab does not jump when its list arrives. One status names what is
 * loading; the shapes are hidden from assistive technology.
 */
import { Card, HStack, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { MemberLineSkeleton } from '../../ui/MemberLineSkeleton';

export function VouchRowSkeletons({ label, kind, count = 3 }: { label: string; kind: 'people' | 'messages'; count?: number }) {
  return (
    <Stack gap="4" pt="4" role="status" aria-label={label}>
      {kind === 'people' ? <Skeleton h="4" w="20" aria-hidden="true" /> : null}
      <Stack gap={kind === 'people' ? '3' : '4'} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <Card.Root key={i} variant="outline" data-testid="vouch-row-skeleton">
            <Card.Body gap={kind === 'people' ? '2' : '3'}>
              <HStack gap="3" align="start" justify="space-between">
                <MemberLineSkeleton avatar="10" tier={kind === 'people'} />
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
