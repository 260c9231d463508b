import { useEffect, useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { DATA_REQUEST_DIALOG_CLOSE_MS, DATA_REQUEST_TEXTS, DATA_REQUEST_TOAST_MS } from '#domain';
import { toaster } from '../../shared/toaster';
import { ApiError } from '../../lib/apiError';
import { ApiHooks } from '../../lib/query/apiHooks';
import { DialogFrame } from '../../ui/DialogFrame';

function failureToast(error: unknown) {
  if (error instanceof ApiError && error.code === 'conflict') {
    return { type: 'error' as const, title: DATA_REQUEST_TEXTS.alreadySubmittedTitle, description: DATA_REQUEST_TEXTS.alreadySubmitted };
  }
  if (error instanceof ApiError && error.status === 401) {
    return { type: 'error' as const, title: DATA_REQUEST_TEXTS.authErrorTitle, description: DATA_REQUEST_TEXTS.authError };
  }
  if (error instanceof ApiError) {
    return { type: 'error' as const, title: DATA_REQUEST_TEXTS.submissionFailedTitle, description: DATA_REQUEST_TEXTS.submissionFailed };
  }
  return { type: 'error' as const, title: DATA_REQUEST_TEXTS.unexpectedTitle, description: DATA_REQUEST_TEXTS.unexpected };
}

/**
 * The Request My Data (GDPR) dialog (spec §2, §4, §9): one click records the
 * request; the confirmation toast stays 15 seconds and the dialog closes 2
 * seconds after submitting. A pending request refuses a new one ('Data
 * Request Already Submitted').
 */
export default function DataRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const request = ApiHooks.useRequestMyData();
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => {
      setSubmitted(false);
      onClose();
    }, DATA_REQUEST_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [submitted, onClose]);

  async function submit() {
    try {
      await request.mutateAsync({});
      toaster.create({
        type: 'success',
        title: DATA_REQUEST_TEXTS.submittedTitle,
        description: DATA_REQUEST_TEXTS.submitted,
        duration: DATA_REQUEST_TOAST_MS,
      });
      setSubmitted(true);
    } catch (error) {
      toaster.create(failureToast(error));
    }
  }

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={DATA_REQUEST_TEXTS.menuItem}
      closeLabel="Close"
      testId="data-request-dialog"
      footer={
        <Button colorPalette="brand" loading={request.isPending} disabled={submitted} onClick={() => void submit()}>
          {submitted ? 'Request Submitted' : 'Submit Request'}
        </Button>
      }
    >
      <Text mb="3">
        Under the GDPR you may ask for a copy of the personal data we hold about you: your profile, the vouches you gave and received, your invites,
        notifications and permissions.
      </Text>
      <Text color="fg.muted">You can have one request open at a time. We will let you know when it has been processed.</Text>
    </DialogFrame>
  );
}
