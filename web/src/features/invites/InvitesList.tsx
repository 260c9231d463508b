import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { InviteView } from '#contract/responses';
import { InviteRow, useRemoveInvite } from './InviteRow';
import { RowSkeletons } from '../../ui/RowSkeletons';
import { useListMyInvites } from './useListMyInvites';
import { formatDate } from '../../lib/format';

/** The first 10 are shown; the full dashboard (View All, stats) is My Vouch Portfolio's My Invites tab. */
const SHOWN = 10;

function describe(invite: InviteView): string {
  if (invite.status === 'accepted') return invite.redeemed_by ? `Used by ${invite.redeemed_by}` : 'Used';
  const expires = formatDate(invite.invite_expires_at, 'long');
  const when = invite.status === 'expired' ? `Expired ${expires}` : `Expires ${expires}`;
  // An e-mailed invite names its recipient, so the member knows which one they withdraw.
  return invite.invitee_email ? `${invite.invitee_email} · ${when}` : when;
}

/** A compact list of the member's invites with delete for pending ones. */
export function InvitesList() {
  const invites = useListMyInvites();
  const { remove, deleting } = useRemoveInvite();

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
      {invites.isPending ? <RowSkeletons label="Loading invites" count={3} /> : null}
      {invites.isError ? <Text color="fg.error">Failed to fetch invites</Text> : null}
      {invites.data && invites.data.invites.length === 0 ? <Text color="fg.muted">You have not created any invites yet.</Text> : null}
      {invites.data && invites.data.invites.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none">
          {invites.data.invites.slice(0, SHOWN).map((invite) => (
            <InviteRow key={invite.id} invite={invite} detail={describe(invite)} onDelete={() => void remove(invite)} deleting={deleting(invite)} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
