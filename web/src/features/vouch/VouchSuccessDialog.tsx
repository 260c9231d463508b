import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { formatPoints } from '../../../../functions/domain';
import type { CreatedVouch } from '../../../../functions/api/contracts';
import { TierBadge } from '../reputation/TierBadge';

interface VouchSuccessDialogProps {
  result: CreatedVouch | null;
  name: string;
  onKeepVouching: () => void;
  onClose: () => void;
}

/** 'Vouch Submitted!' (confetti and the share card are part of the later wizard issue). */
export function VouchSuccessDialog({ result, name, onKeepVouching, onClose }: VouchSuccessDialogProps) {
  return (
    <Dialog.Root open={!!result} onOpenChange={(e) => !e.open && onClose()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Vouch Submitted!</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {result ? (
                <Stack gap="3">
                  <Text>
                    Your vouch added {formatPoints(result.vouch.points)} to {name}'s Vouch Score.
                  </Text>
                  <Text>
                    {name} now has {formatPoints(result.vouchee_score.total_score)} <TierBadge score={result.vouchee_score.total_score} size="sm" />
                  </Text>
                </Stack>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button colorPalette="brand" onClick={onKeepVouching}>
                Keep Vouching
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
