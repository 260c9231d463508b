import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';

/** The shared shell of the visitor dialogs: a titled, centred, keyboard-closable dialog. */
export function AuthDialogFrame({
  title,
  onClose,
  children,
  footer,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <DialogFrame
      open
      onClose={onClose}
      placement="center"
      scrollBehavior="inside"
      size="md"
      title={title}
      footer={footer}
      closeLabel="Close"
      testId={testId}
      contentProps={{ mx: { base: '3', sm: 'auto' } }}
      titleProps={{ fontSize: 'xl' }}
      bodyProps={{ pb: '6' }}
      footerProps={{ justifyContent: 'center' }}
    >
      {children}
    </DialogFrame>
  );
}
