import { Button, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { InviteView } from '#contract/responses';
import type { InviteList } from '#contract/features/invites';
import { PORTFOLIO_INVITES_SHOWN } from '#domain';
import { InviteRow, useListMyInvites, useRemoveInvite } from '../invites';
import { RowSkeletons } from '../../ui/RowSkeletons';
import { formatDate } from './formatDate';

function describe(invite: InviteView): string {
  if (invite.status === 'accepted') return invite.redeemed_by ? `Registered by ${invite.redeemed_by}` : 'Registered';
  const expires = formatDate(invite.invite_expires_at);
  return invite.status === 'expired' ? `Expired ${expires}` : `Expires ${expires}`;
}

/** The four counts; without `stats` (still loading) the labels over the shapes of their numbers. */
function InviteStats({ stats }: { stats?: InviteList['stats'] }) {
  const stat = (label: string, value: number | undefined) => (
    <Stat.Root borderWidth="1px" borderRadius="lg" p="4">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value ?? <Skeleton as="span" display="inline-block" h="7" w="8" aria-hidden="true" />}</Stat.ValueText>
    </Stat.Root>
  );
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" role="group" aria-label="Invite stats">
      {stat('Total', stats?.total)}
      {stat('Registered', stats?.registered)}
      {stat('Pending', stats?.pending)}
      {stat('Expired', stats?.expired)}
    </SimpleGrid>
  );
}

/** Loading: the stats' labels as they will be, their numbers and the rows as shapes. */
export function InvitesTabSkeleton() {
  return (
    <Stack gap="6" pt="4">
      <InviteStats />
      <RowSkeletons label="Loading invites" count={3} />
    </Stack>
  );
}

/**
 * My Invites: the stats (total, registered, pending, expired), the first 10
 * in the dashboard's order (pending, then registered newest redemption first,
 * then the rest newest first) with View All when there are more; only a
 * pending invite has Delete (the server refuses any other).
 */
export function InvitesTab() {
  const invites = useListMyInvites();
  const { remove, deleting } = useRemoveInvite();
  const [showAll, setShowAll] = useState(false);

  if (invites.isPending) return <InvitesTabSkeleton />;
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
  return (
    <Stack gap="6" pt="4">
      <InviteStats stats={stats} />
      {all.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="6">
          You have not created any invites yet.
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="My invites">
          {shown.map((invite) => (
            <InviteRow
              key={invite.id}
              invite={invite}
              detail={`${invite.invitee_email ? `${invite.invitee_email} · ` : ''}${describe(invite)}`}
              onDelete={() => void remove(invite)}
              deleting={deleting(invite)}
            />
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
