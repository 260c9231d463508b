/**
 * Dismissing a collusion flag (issue 22 #18): the admin says why the pattern
 * is not collusion ('Classmates who joined together'). The note, who and when
 * stay on the flag for the record; new evidence opens it again.
 */
import { Button, Field, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { DISMISSAL_NOTE_MAX } from '#domain/collusion';
import { collusionDismissalSchema } from '#contract/collusionResponses';
import { toaster } from '../../shared/toaster';
import { describeApiError, fieldErrorsOf } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { submitHandler } from '../../lib/submitHandler';
import { DialogFrame } from '../../ui/DialogFrame';

export function DismissFlagDialog({ flagId, flagLabel, onClose }: { flagId: string; flagLabel: string; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const dismiss = ApiHooks.useDismissCollusionFlag();

  const submit = async () => {
    const parsed = collusionDismissalSchema.safeParse({ note });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]!.message);
      return;
    }
    try {
      await dismiss.mutateAsync({ id: flagId, note: parsed.data.note });
      toaster.create({ type: 'success', title: 'Flag Dismissed', description: 'Your note is kept with the flag.' });
      onClose();
    } catch (error) {
      const refused = fieldErrorsOf<'note'>(error).note;
      if (refused) setProblem(refused);
      else toaster.create(describeApiError(error, { fallback: 'Failed to dismiss the flag. Please try again.' }));
    }
  };

  return (
    <DialogFrame
      open
      onClose={onClose}
      title={`Dismiss ${flagLabel}`}
      closeLabel="Close"
      testId="dismiss-flag-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="dismiss-flag-form" colorPalette="brand" loading={dismiss.isPending} loadingText="Dismissing…">
            Dismiss Flag
          </Button>
        </>
      }
    >
      <form id="dismiss-flag-form" noValidate onSubmit={submitHandler(submit)}>
        <Field.Root required invalid={!!problem}>
          <Field.Label>Why is this not collusion?</Field.Label>
          <Textarea
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              setProblem(undefined);
            }}
            rows={4}
            maxLength={DISMISSAL_NOTE_MAX}
            autoFocus
          />
          {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : <Field.HelperText>Kept with the flag for the record.</Field.HelperText>}
        </Field.Root>
      </form>
    </DialogFrame>
  );
}
