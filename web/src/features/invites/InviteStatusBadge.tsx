import { Badge } from '@chakra-ui/react';
import { INVITE_STATUS_LABEL, type InviteStatus } from '#domain';

const PALETTE: Record<InviteStatus, string> = { pending: 'yellow', accepted: 'green', expired: 'gray' };

/** Pending / Registered / Expired. */
export function InviteStatusBadge({ status }: { status: InviteStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {INVITE_STATUS_LABEL[status]}
    </Badge>
  );
}
