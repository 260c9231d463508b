import { Button, HStack, Text } from '@chakra-ui/react';
import { formatPoints, scoreVouch } from '#domain';
import type { CreatedVouch, MemberSummary } from '#contract/responses';
import { submitHandler } from '../../lib/submitHandler';
import { DialogFrame } from '../../ui/DialogFrame';
import { useVouchForm } from './useVouchForm';
import { VouchFormFields } from './VouchFormFields';

interface VouchFormDialogProps {
  member: MemberSummary;
  open: boolean;
  onClose: () => void;
  onSubmitted: (result: CreatedVouch) => void;
}

/**
 * The minimal vouch form in its dialog: the fields (VouchFormFields), the
 * running total of points, Cancel and Submit.
 */
export function VouchFormDialog({ member, open, onClose, onSubmitted }: VouchFormDialogProps) {
  const { form, errors, change, submit, submitting } = useVouchForm(member, onSubmitted);
  const name = member.full_name || member.username || 'this member';
  const total = scoreVouch(form.attributes).total;

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      scrollBehavior="inside"
      size="xl"
      title={`Vouch for ${name}`}
      closeLabel="Close"
      footer={
        <HStack w="full" justify="space-between" wrap="wrap" gap="3">
          <Text fontWeight="semibold" aria-live="polite" data-testid="vouch-total">
            Total: {formatPoints(total)}
          </Text>
          <HStack gap="3">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form="vouch-form" colorPalette="brand" loading={submitting} loadingText="Submitting...">
              Submit Vouch
            </Button>
          </HStack>
        </HStack>
      }
    >
      <form id="vouch-form" noValidate onSubmit={submitHandler(submit)}>
        <VouchFormFields form={form} errors={errors} change={change} />
      </form>
    </DialogFrame>
  );
}
