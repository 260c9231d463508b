import type { ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { submitHandler } from '../../lib/submitHandler';

interface BlockingModalProps {
  title: string;
  children: ReactNode;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
}

/** A modal that only closes by completing it: no close button, outside clicks and Esc ignored. */
export function BlockingModal({ title, children, submitLabel, busy, onSubmit }: BlockingModalProps) {
  return (
    <Dialog.Root open closeOnEscape={false} closeOnInteractOutside={false} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* noValidate: our checks give the spec's messages instead of the browser's tooltips. */}
            <form noValidate onSubmit={submitHandler(onSubmit)}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button type="submit" colorPalette="brand" loading={busy}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
