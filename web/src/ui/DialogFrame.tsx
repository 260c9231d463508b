import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { useReturnFocus } from './useReturnFocus';

type RootOptions = Pick<Dialog.RootProps, 'size' | 'placement' | 'scrollBehavior' | 'role'>;

interface DialogFrameProps extends RootOptions {
  open: boolean;
  /** Without it the dialog cannot be dismissed: Esc and outside clicks are ignored, and it has no close button. */
  onClose?: () => void;
  /** The dialog's title; `header` replaces it where the header holds more (it must then render a Dialog.Title). */
  title?: ReactNode;
  header?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** The close button's accessible name; without one the dialog has no close button. */
  closeLabel?: string;
  testId?: string;
  contentProps?: Dialog.ContentProps;
  titleProps?: Dialog.TitleProps;
  bodyProps?: Dialog.BodyProps;
  footerProps?: Dialog.FooterProps;
}

/**
 * The one shell of the app's dialogs: backdrop, positioner, header with title, body, footer, close button.
 * Closing it (or unmounting it open) hands focus back to the control that opened it.
 */
export function DialogFrame({
  open,
  onClose,
  title,
  header,
  children,
  footer,
  closeLabel,
  testId,
  contentProps,
  titleProps,
  bodyProps,
  footerProps,
  ...rootOptions
}: DialogFrameProps) {
  const dismissible = onClose !== undefined;
  const content = useRef<HTMLDivElement>(null);
  useReturnFocus(open, content);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose?.()}
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      {...rootOptions}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={content} data-testid={testId} {...contentProps}>
            <Dialog.Header>{header ?? <Dialog.Title {...titleProps}>{title}</Dialog.Title>}</Dialog.Header>
            <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
            {footer && <Dialog.Footer {...footerProps}>{footer}</Dialog.Footer>}
            {closeLabel && dismissible && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
