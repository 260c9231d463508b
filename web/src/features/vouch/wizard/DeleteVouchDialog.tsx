import { Button, Text } from '@chakra-ui/react';
import { DialogFrame } from '../../../ui/DialogFrame';
import { formatNumber } from '../../../lib/format';

/** The question, in one place for the dialog and its tests: the person and what they lose. */
export function deleteVouchQuestion(name: string, points: number): { title: string; consequence: string } {
  return { title: `Delete your vouch for ${name}?`, consequence: `They lose ${formatNumber(points)} points.` };
}

/**
 * Asked before a vouch is deleted (issue 22 #7): a delete takes the
 * receiver's points at once and cannot be undone, so one slip must not do
 * it. The spec gives no wording for this step. 'Keep Vouch' is the safe
 * answer, first in the footer.
 */
export function DeleteVouchDialog({
  open,
  name,
  points,
  deleting,
  onKeep,
  onDelete,
}: {
  open: boolean;
  name: string;
  points: number;
  deleting: boolean;
  onKeep: () => void;
  onDelete: () => void;
}) {
  const question = deleteVouchQuestion(name, points);
  return (
    <DialogFrame
      open={open}
      onClose={deleting ? undefined : onKeep}
      role="alertdialog"
      placement="center"
      title={question.title}
      contentProps={{ mx: '4' }}
      testId="delete-vouch-confirmation"
      footer={
        <>
          <Button variant="outline" onClick={onKeep} disabled={deleting}>
            Keep Vouch
          </Button>
          <Button colorPalette="red" onClick={onDelete} loading={deleting} loadingText="Deleting...">
            Delete Vouch
          </Button>
        </>
      }
    >
      <Text>{question.consequence}</Text>
    </DialogFrame>
  );
}
