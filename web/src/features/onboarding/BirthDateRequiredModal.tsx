import { useState } from 'react';
import { MESSAGES, isOldEnough } from '../../../../functions/domain';
import { toaster } from '../../app/toaster';
import { ApiError } from '../../lib/api';
import { BlockingModal } from './BlockingModal';
import { BirthDateStep } from './steps/BirthDateStep';
import { useSaveBirthDate } from './useSaveBirthDate';

/** 'Birth Date Required': blocks the page until a birth date of 13+ years ago is saved (the server checks the age again). */
export function BirthDateRequiredModal({ onDone }: { onDone: () => void }) {
  const [birthDate, setBirthDate] = useState('');
  const save = useSaveBirthDate();

  async function submit() {
    if (!birthDate || !isOldEnough(birthDate, new Date())) {
      toaster.create({ type: 'error', title: 'Age Requirement', description: MESSAGES.ageRequirement });
      return;
    }
    try {
      await save.mutateAsync({ birth_date: birthDate });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields.birth_date) {
        toaster.create({ type: 'error', title: 'Age Requirement', description: err.fields.birth_date });
      } else toaster.create({ type: 'error', title: 'Error', description: 'Failed to save birth date information.' });
    }
  }

  return (
    <BlockingModal title="Birth Date Required" submitLabel="Save Birth Date" busy={save.isPending} onSubmit={() => void submit()}>
      <BirthDateStep value={birthDate} onChange={setBirthDate} />
    </BlockingModal>
  );
}
