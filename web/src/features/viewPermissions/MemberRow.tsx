import type { ReactNode } from 'react';
import { HStack, Stack, Text } from '@chakra-ui/react';
import type { PermissionViewer } from '#contract/features/viewPermissions';
import { UserAvatar } from '../../ui/UserAvatar';

/** Avatar, name and @username of a member, with an action at the end of the row. */
export function MemberRow({ member, action }: { member: PermissionViewer; action: ReactNode }) {
  return (
    <HStack as="li" gap="3" py="2" justify="space-between">
      <HStack gap="3" minW="0">
        <UserAvatar name={member.full_name ?? member.username} email={null} src={member.avatar_url} />
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" truncate>
            {member.full_name || member.username}
          </Text>
          {member.username ? (
            <Text textStyle="sm" color="fg.muted" truncate>
              @{member.username}
            </Text>
          ) : null}
        </Stack>
      </HStack>
      {action}
    </HStack>
  );
}
