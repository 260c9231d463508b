/**
 * Said before any action that uses one of the member's 10 invites (issue 22
 * #14): a generated code, an invite e-mail, an off-platform vouch. Invites
 * were drained silently; now the member knows the cost and how many are
 * left, and at 10 of 10 what to do: withdraw an unused invite from the
 * invites list, when there is one (only a pending invite can be deleted;
 * used and expired ones count for good, as the spec's limit is in total).
 * The count is the session profile's `invite_count`, which every invite
 * call refreshes; the list is read only at the limit.
 */
import { Skeleton, Text } from '@chakra-ui/react';
import { MAX_INVITES_PER_MEMBER } from '#domain/invites';
import { useUser } from '../../shared/session/useUser';
import { useListMyInvites } from './useListMyInvites';

export function invitesLeft(held: number): number {
  return Math.max(0, MAX_INVITES_PER_MEMBER - held);
}

const AT_LIMIT = `You have reached the maximum of ${MAX_INVITES_PER_MEMBER} invites.`;

/** What frees a slot, once the list says whether any invite is unused (nothing while it loads). */
function atLimitAdvice(pending: number | undefined): string {
  if (pending === undefined) return '';
  return pending > 0 ? ' Delete an unused invite from your invites list to free one.' : ' Used and expired invites count towards it.';
}

/** `id`: for aria-describedby on the button that spends the invite. */
export function InviteCostNote({ id }: { id: string }) {
  const { profile } = useUser();
  const left = invitesLeft(profile?.invite_count ?? 0);
  const list = useListMyInvites({ enabled: !!profile && left === 0 });
  // The count is the profile's: until it arrives, the line's shape, not a count that may be wrong.
  if (!profile) {
    return (
      <Text id={id} textStyle="sm" data-testid="invite-cost">
        <Skeleton as="span" display="inline-block" h="4" w="56" aria-hidden="true" />
      </Text>
    );
  }
  if (left === 0) {
    return (
      <Text id={id} textStyle="sm" color="fg.error">
        {`${AT_LIMIT}${atLimitAdvice(list.data?.stats.pending)}`}
      </Text>
    );
  }
  return (
    <Text id={id} textStyle="sm" color="fg.muted" data-testid="invite-cost">
      This uses 1 of your {MAX_INVITES_PER_MEMBER} invites: {left} left
    </Text>
  );
}
