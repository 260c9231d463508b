/** What other features may use of the member's invites. */
export { InvitesList } from './InvitesList';
export { useListMyInvites } from './useListMyInvites';
export { InviteStatusBadge } from './InviteStatusBadge';
export { InviteRow, useRemoveInvite } from './InviteRow';
export { InviteCostNote } from './InviteCostNote';
