import { Box, Heading, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import type { InviteView } from '#contract/responses';
import { toaster } from '../../app/toaster';
import { describeApiError } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { InviteStatusBadge } from './InviteStatusBadge';
import { useListMyInvites } from './useListMyInvites';

/** The first 10 are shown; the full dashboard (View All, stats) belongs on My Vouch Portfolio, not built yet. */
const SHOWN = 10;

function describe(invite: InviteView): string {
  if (invite.status === 'accepted') return invite.redeemed_by ? `Used by ${invite.redeemed_by}` : 'Used';
  const expires = new Date(invite.invite_expires_at).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  return invite.status === 'expired' ? `Expired ${expires}` : `Expires ${expires}`;
}

/** A compact list of the member's invites with delete for pending ones. */
export function InvitesList() {
  const invites = useListMyInvites();
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

  return (
    <Stack gap="3" as="section" aria-labelledby="my-invites-heading">
      <HStack justify="space-between">
        <Heading as="h2" size="md" id="my-invites-heading">
          My Invites
        </Heading>
        {invites.data ? (
          <Text fontSize="sm" color="fg.muted">
            {invites.data.stats.total} of {invites.data.limit} used
          </Text>
        ) : null}
      </HStack>
      {invites.isPending ? <Spinner size="sm" aria-label="Loading invites" /> : null}
      {invites.isError ? <Text color="fg.error">Failed to fetch invites</Text> : null}
      {invites.data && invites.data.invites.length === 0 ? <Text color="fg.muted">You have not created any invites yet.</Text> : null}
      {invites.data && invites.data.invites.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none">
          {invites.data.invites.slice(0, SHOWN).map((invite) => (
            <HStack as="li" key={invite.id} borderWidth="1px" borderRadius="md" px="3" py="2" justify="space-between" gap="3">
              <Box minW="0">
                {/* Lines of one list item, not paragraphs: a bold <p> over a small one reads as a fake heading. */}
                <Text as="span" display="block" fontFamily="mono" fontWeight="semibold" letterSpacing="wider">
                  {invite.invite_code}
                </Text>
                <Text as="span" display="block" fontSize="xs" color="fg.muted">
                  {describe(invite)}
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
                    loading={deleteInvite.isPending && deleteInvite.variables?.id === invite.id}
                    onClick={() => void remove(invite)}
                  >
                    <Trash2 size={16} />
                  </IconButton>
                ) : null}
              </HStack>
            </HStack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
