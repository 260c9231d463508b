/**
 * The shape of a member's line in a list or card while it loads: avatar,
 * name, handle, and (where the line shows one) the tier badge. The skeletons
 * of the vouch lists, the portfolio's rows and the profile dialog share it.
 */
import { HStack, Skeleton, SkeletonCircle, Stack } from '@chakra-ui/react';

export function MemberLineSkeleton({ avatar, tier }: { avatar: '8' | '10' | '12'; tier: boolean }) {
  return (
    <HStack gap="3" align="start" flex="1">
      <SkeletonCircle size={avatar} />
      <Stack gap="2" flex="1" pt="1">
        <Skeleton h="4" w="40%" />
        <Skeleton h="3" w="25%" />
        {tier ? <Skeleton h="5" w="32" rounded="full" /> : null}
      </Stack>
    </HStack>
  );
}
