import { Button, Stack, Text } from '@chakra-ui/react';
import { formatPoints } from '#domain';
import type { CreatedVouch } from '#contract/responses';
import { DialogFrame } from '../../ui/DialogFrame';
import { TierBadge } from '../../ui/TierBadge';

interface VouchSuccessDialogProps {
  result: CreatedVouch | null;
  name: string;
  onKeepVouching: () => void;
  onClose: () => void;
}

/** 'Vouch Submitted!' (confetti and the share card are part of the later wizard issue). */
export function VouchSuccessDialog({ result, name, onKeepVouching, onClose }: VouchSuccessDialogProps) {
  return (
    <DialogFrame
      open={!!result}
      onClose={onClose}
      placement="center"
      role="alertdialog"
      title="Vouch Submitted!"
      contentProps={{ mx: '4' }}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button colorPalette="brand" onClick={onKeepVouching}>
            Keep Vouching
          </Button>
        </>
      }
    >
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
    </DialogFrame>
  );
}
