/**
 * A tab of the member profile dialog while it loads: the spec's 'Loading...'
 * over the shape of what the tab will show (issue 23 §3), so the dialog does
 * not jump when it arrives. The Profile tab's shape is the member's header,
 * a few lines and the score breakdown; a people tab's, rows of avatar and
 * name. The shapes are hidden from assistive technology.
 */
import { HStack, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { CATEGORY_SCORE_FIELD } from '#domain';
import { MemberLineSkeleton } from '../../ui/MemberLineSkeleton';

const BREAKDOWN_ROWS = Object.keys(CATEGORY_SCORE_FIELD).length;

function ProfileShape() {
  return (
    <>
      <MemberLineSkeleton avatar="12" tier />
      <SkeletonText noOfLines={2} gap="2" />
      <Stack gap="2">
        <Skeleton h="4" w="32" />
        {Array.from({ length: BREAKDOWN_ROWS }, (_, i) => (
          <HStack key={i} justify="space-between">
            <Skeleton h="3" w="40%" />
            <Skeleton h="3" w="12" />
          </HStack>
        ))}
      </Stack>
    </>
  );
}

function PeopleShape() {
  return Array.from({ length: 3 }, (_, i) => <MemberLineSkeleton key={i} avatar="8" tier={false} />);
}

export function ProfileDialogLoading({ shape }: { shape: 'profile' | 'people' }) {
  return (
    <Stack gap="4" role="status">
      <Text color="fg.muted">Loading...</Text>
      <Stack gap="4" aria-hidden="true" data-testid="profile-dialog-skeleton">
        {shape === 'profile' ? <ProfileShape /> : <PeopleShape />}
      </Stack>
    </Stack>
  );
}
