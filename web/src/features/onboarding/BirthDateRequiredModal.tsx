import { useState } from 'react';
import { MESSAGES, isOldEnough } from '#domain';
import { toaster } from '../../shared/toaster';
import { describeApiError } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { BlockingModal } from './BlockingModal';
import { AGE_RULE_FIELD } from './onboardingFlow';
import { BirthDateStep } from './steps/BirthDateStep';

/** 'Birth Date Required': blocks the page until a birth date of 13+ years ago is saved (the server checks the age again). */
export function BirthDateRequiredModal({ onDone }: { onDone: () => void }) {
  const [birthDate, setBirthDate] = useState('');
  const save = ApiHooks.useSaveBirthDate();

  async function submit() {
    if (!birthDate || !isOldEnough(birthDate, new Date())) {
      toaster.create({ type: 'error', title: 'Age Requirement', description: MESSAGES.ageRequirement });
      return;
    }
    try {
      await save.mutateAsync({ birth_date: birthDate });
      onDone();
    } catch (err) {
      toaster.create(describeApiError(err, { fallback: 'Failed to save birth date information.', field: AGE_RULE_FIELD }));
    }
  }

  return (
    <BlockingModal title="Birth Date Required" submitLabel="Save Birth Date" busy={save.isPending} onSubmit={() => void submit()}>
      <BirthDateStep value={birthDate} onChange={setBirthDate} />
    </BlockingModal>
  );
}
