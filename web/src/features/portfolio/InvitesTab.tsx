import { Box, Button, HStack, IconButton, SimpleGrid, Spinner, Stack, Stat, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { InviteView } from '#contract/responses';
import { PORTFOLIO_INVITES_SHOWN } from '#domain';
import { toaster } from '../../app/toaster';
import { describeApiError } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { InviteStatusBadge, useListMyInvites } from '../invites';
import { formatDate } from './formatDate';

const NOT_DELETABLE = 'Could not delete invite. It may have already been used.';

function describe(invite: InviteView): string {
  if (invite.status === 'accepted') return invite.redeemed_by ? `Registered by ${invite.redeemed_by}` : 'Registered';
  const expires = formatDate(invite.invite_expires_at);
  return invite.status === 'expired' ? `Expired ${expires}` : `Expires ${expires}`;
}

/**
 * My Invites: the stats (total, registered, pending, expired), the first 10
 * in the dashboard's order (pending, then registered newest redemption first,
 * then the rest newest first) with View All when there are more; only a
 * pending invite has Delete (the server refuses any other).
 */
export function InvitesTab() {
  const invites = useListMyInvites();
  const deleteInvite = ApiHooks.useDeleteInvite();
  const [showAll, setShowAll] = useState(false);

  async function remove(invite: InviteView) {
    try {
      await deleteInvite.mutateAsync({ id: invite.id });
      toaster.create({ type: 'success', title: 'Invite deleted successfully' });
    } catch (err) {
      const alreadyUsed = { description: NOT_DELETABLE };
      toaster.create(describeApiError(err, { fallback: 'Failed to delete invite', when: { conflict: alreadyUsed, not_found: alreadyUsed } }));
    }
  }

  if (invites.isPending) {
    return (
      <HStack py="10" justify="center">
        <Spinner size="md" aria-label="Loading invites" />
      </HStack>
    );
  }
  if (invites.isError) {
    return (
      <Stack role="alert" align="center" gap="3" py="10" textAlign="center">
        <Text>Failed to fetch invites</Text>
        <Button colorPalette="brand" onClick={() => void invites.refetch()}>
          Try Again
        </Button>
      </Stack>
    );
  }
  const { stats } = invites.data;
  const all = invites.data.invites;
  const shown = showAll ? all : all.slice(0, PORTFOLIO_INVITES_SHOWN);
  const stat = (label: string, value: number) => (
    <Stat.Root borderWidth="1px" borderRadius="lg" p="4">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
    </Stat.Root>
  );
  return (
    <Stack gap="6" pt="4">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" role="group" aria-label="Invite stats">
        {stat('Total', stats.total)}
        {stat('Registered', stats.registered)}
        {stat('Pending', stats.pending)}
        {stat('Expired', stats.expired)}
      </SimpleGrid>
      {all.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="6">
          You have not created any invites yet.
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="My invites">
          {shown.map((invite) => (
            <HStack as="li" key={invite.id} borderWidth="1px" borderRadius="md" px="3" py="2" justify="space-between" gap="3">
              <Box minW="0">
                <Text as="span" display="block" fontFamily="mono" fontWeight="semibold" letterSpacing="wider">
                  {invite.invite_code}
                </Text>
                <Text as="span" display="block" fontSize="xs" color="fg.muted">
                  {invite.invitee_email ? `${invite.invitee_email} · ` : ''}
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
      )}
      {!showAll && all.length > PORTFOLIO_INVITES_SHOWN ? (
        <Button alignSelf="center" variant="outline" onClick={() => setShowAll(true)}>
          View All
        </Button>
      ) : null}
    </Stack>
  );
}
