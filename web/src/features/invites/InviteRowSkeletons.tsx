/**
 * Invite rows while the list loads (issue 23 §3): the shape of InviteRow
 * (code, a line about it, the status badge), so the list does not jump when
 * it arrives. One status names what is loading; the shapes are hidden from
 * assistive technology.
 */
import { Box, HStack, Skeleton, Stack } from '@chakra-ui/react';

export const INVITES_LOADING = 'Loading invites';

export function InviteRowSkeletons({ count = 3 }: { count?: number }) {
  return (
    <Stack gap="2" role="status" aria-label={INVITES_LOADING}>
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
          data-testid="invite-row-skeleton"
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
