import { Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import type { InviteView } from '#contract/responses';
import { toaster } from '../../shared/toaster';
import { describeApiError } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { InviteStatusBadge } from './InviteStatusBadge';

/** Deletes one of the member's invites with the spec's toasts; `deleting(invite)` says whether that one is in flight. */
export function useRemoveInvite() {
  const deleteInvite = ApiHooks.useDeleteInvite();
  async function remove(invite: InviteView) {
    try {
      await deleteInvite.mutateAsync({ id: invite.id });
      toaster.create({ type: 'success', title: 'Invite deleted successfully' });
    } catch (err) {
      const alreadyUsed = { description: 'Could not delete invite. It may have already been used.' };
      toaster.create(describeApiError(err, { fallback: 'Failed to delete invite', when: { conflict: alreadyUsed, not_found: alreadyUsed } }));
    }
  }
  const deleting = (invite: InviteView) => deleteInvite.isPending && deleteInvite.variables?.id === invite.id;
  return { remove, deleting };
}

/** One invite as a list item: its code, a line about it, its status, and Delete while it is pending. */
export function InviteRow({ invite, detail, onDelete, deleting }: { invite: InviteView; detail: string; onDelete: () => void; deleting: boolean }) {
  return (
    <HStack as="li" borderWidth="1px" borderRadius="md" px="3" py="2" justify="space-between" gap="3">
      <Box minW="0">
        {/* Lines of one list item, not paragraphs: a bold <p> over a small one reads as a fake heading. */}
        <Text as="span" display="block" fontFamily="mono" fontWeight="semibold" letterSpacing="wider">
          {invite.invite_code}
        </Text>
        <Text as="span" display="block" fontSize="xs" color="fg.muted">
          {detail}
        </Text>
      </Box>
      <HStack gap="2">
        <InviteStatusBadge status={invite.status} />
        {invite.status === 'pending' ? (
          <IconButton
            aria-label={`Delete invite ${invite.invite_code}`}
            size="sm"
            variant="ghost"
            colorPalette="red"
            loading={deleting}
            onClick={onDelete}
          >
            <Trash2 size={16} />
          </IconButton>
        ) : null}
      </HStack>
    </HStack>
  );
}
