/**
 * Said before any action that uses one of the member's 10 invites (issue 22
 * #14): a generated code, an invite e-mail. Invites were drained silently;
 * now the member knows the cost and how many are left, and at 10 of 10 what
 * to do (withdraw an unused one from the invites list). The count is the
 * session profile's `invite_count`, which every invite call refreshes.
 */
import { Text } from '@chakra-ui/react';
import { MAX_INVITES_PER_MEMBER } from '#domain/invites';
import { useUser } from '../../shared/session/useUser';

export function invitesLeft(held: number): number {
  return Math.max(0, MAX_INVITES_PER_MEMBER - held);
}

/** `id`: for aria-describedby on the button that spends the invite. */
export function InviteCostNote({ id }: { id: string }) {
  const { profile } = useUser();
  const left = invitesLeft(profile?.invite_count ?? 0);
  if (left === 0) {
    return (
      <Text id={id} textStyle="sm" color="fg.error">
        You have reached the maximum of {MAX_INVITES_PER_MEMBER} invites. Delete an unused invite from your invites list to free one.
      </Text>
    );
  }
  return (
    <Text id={id} textStyle="sm" color="fg.muted" data-testid="invite-cost">
      This uses 1 of your {MAX_INVITES_PER_MEMBER} invites: {left} left
    </Text>
  );
}
