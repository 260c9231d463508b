import { Button, Stack, Text } from '@chakra-ui/react';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { toaster } from '../../../shared/toaster';
import { ApiError } from '../../../lib/apiError';
import { formatDate } from '../../../lib/format';

/** The deletion's time as the member reads dates and times, e.g. 'November 28, 2026 at 6:47 AM'. */
export function formatDeletionTime(iso: string): string {
  return formatDate(iso, 'longWithTime');
}

/**
 * A member whose deletion is confirmed signs in during the grace (issue 22
 * §2): they were signed out again, and are told when the deletion is final
 * and how to keep the account: the Cancel Deletion link in their mail, or a
 * new one sent now (the old link then stops working).
 */
export function DeletionScheduledView({ email, deleteAt, onBack }: { email: string; deleteAt: string; onBack: () => void }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  const resend = async () => {
    setState('sending');
    try {
      await (await import('../../../lib/api')).api.resendDeletionCancelLink({ email });
      setState('sent');
    } catch (error) {
      setState('idle');
      const limited = error instanceof ApiError && error.code === 'rate_limited';
      toaster.create({
        type: 'error',
        title: limited ? 'Too Many Requests' : 'Error',
        description: limited ? error.message : 'Failed to send the Cancel Deletion link. Please try again.',
      });
    }
  };

  return (
    <Stack gap="4" textAlign="center" align="center">
      <CalendarClock size={40} color="var(--chakra-colors-coral-500)" aria-hidden="true" />
      <Text>
        Your account is scheduled for deletion on <strong>{formatDeletionTime(deleteAt)}</strong>.
      </Text>
      <Text>
        To keep it, open the <strong>Cancel Deletion</strong> link in the e-mail we sent to <strong>{email}</strong> when you confirmed the deletion,
        or we can send you a new link now.
      </Text>
      {state === 'sent' && (
        <Text role="status" color="fg.muted">
          We sent a new Cancel Deletion link to {email}. The link in the earlier e-mail no longer works.
        </Text>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} w="full" gap="3">
        <Button flex="1" variant="outline" onClick={onBack}>
          Back to Login
        </Button>
        <Button flex="1" colorPalette="brand" onClick={() => void resend()} loading={state === 'sending'} disabled={state === 'sent'}>
          Send the Link Again
        </Button>
      </Stack>
    </Stack>
  );
}
