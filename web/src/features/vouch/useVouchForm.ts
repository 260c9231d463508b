import { useState } from 'react';
import type { CreatedVouch, MemberSummary } from '#contract/responses';
import { toaster } from '../../app/toaster';
import { describeApiError, fieldErrorsOf } from '../../lib/formErrors';
import { ApiHooks } from '../../lib/query/apiHooks';
import { EMPTY_VOUCH_FORM, validateVouch, type VouchFormState } from './vouchForm';

/** Messages by request field (first_met_year, …). */
export type VouchErrors = Partial<Record<string, string>>;

/** The request field (and so the error key) each form value is sent as. */
const ERROR_KEY: Record<keyof VouchFormState, string> = {
  firstMetYear: 'first_met_year',
  interactionFrequency: 'interaction_frequency',
  relationshipCategory: 'relationship_category',
  relationshipContext: 'relationship_context',
  confidence: 'character_confidence',
  attributes: 'attributes',
  message: 'message',
};

/** The errors without those of the fields just changed: a fixed field should not keep saying it is wrong. */
function withoutErrorsOf(errors: VouchErrors, keys: readonly (keyof VouchFormState)[]): VouchErrors {
  const gone = keys.map((k) => ERROR_KEY[k]);
  if (!gone.some((k) => k in errors)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([k]) => !gone.includes(k)));
}

/**
 * The vouch form's values, its messages by request field, and sending it:
 * checked with the API's schema first, then the server's field messages
 * shown in place.
 */
export function useVouchForm(member: MemberSummary, onSubmitted: (result: CreatedVouch) => void) {
  const [form, setForm] = useState<VouchFormState>(EMPTY_VOUCH_FORM);
  const [errors, setErrors] = useState<VouchErrors>({});
  const createVouch = ApiHooks.useCreateVouch();

  /** Sets values; the messages of the fields changed go. */
  const change = (values: Partial<VouchFormState>) => {
    setForm((f) => ({ ...f, ...values }));
    setErrors((e) => withoutErrorsOf(e, Object.keys(values) as (keyof VouchFormState)[]));
  };

  async function submit() {
    const checked = validateVouch(form, member.id);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const result = await createVouch.mutateAsync(checked.body);
      setForm(EMPTY_VOUCH_FORM);
      onSubmitted(result);
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      toaster.create(describeApiError(err, { fallback: 'Failed to submit vouch. Please try again.', serverMessage: true }));
    }
  }

  return { form, errors, change, submit, submitting: createVouch.isPending };
}
