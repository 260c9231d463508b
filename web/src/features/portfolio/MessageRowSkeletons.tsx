/**
 * The portfolio's vouch messages while they load (issue 23 §3): cards in the
 * shape of the messages that replace them (avatar, name, a second line, the
 * message), so the tab does not jump when its list arrives. One status names
 * what is loading; the shapes are hidden from assistive technology.
 */
import { Card, HStack, SkeletonText, Stack } from '@chakra-ui/react';
import { MemberLineSkeleton } from '../../ui/MemberLineSkeleton';

export function MessageRowSkeletons({ count = 3 }: { count?: number }) {
  return (
    <Stack gap="4" pt="4" role="status" aria-label="Loading messages">
      <Stack gap="4" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <Card.Root key={i} variant="outline" data-testid="vouch-row-skeleton">
            <Card.Body gap="3">
              <HStack gap="3" align="start">
                <MemberLineSkeleton avatar="10" tier={false} />
              </HStack>
              <SkeletonText noOfLines={2} gap="2" />
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}
