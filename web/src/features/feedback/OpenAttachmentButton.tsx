import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { toaster } from '../../shared/toaster';
import { api } from '../../lib/api';

/** Opens the member's own attachment: a one-minute link asked for on click, so a stale page never holds an expired one. */
export function OpenAttachmentButton({ feedbackId, title }: { feedbackId: string; title: string }) {
  const [opening, setOpening] = useState(false);

  async function open() {
    setOpening(true);
    try {
      const { url } = await api.getMyFeedbackAttachment({ id: feedbackId });
      window.location.assign(url);
    } catch {
      toaster.create({ type: 'error', title: 'Error', description: 'Failed to open the attachment. Please try again.' });
    } finally {
      setOpening(false);
    }
  }

  return (
    <Button size="xs" variant="outline" alignSelf="start" loading={opening} onClick={() => void open()} aria-label={`Open attachment of ${title}`}>
      Open attachment
    </Button>
  );
}
