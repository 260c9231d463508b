import { useMemo, useState } from 'react';
import { Button, CloseButton, Dialog, HStack, Portal, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  CONFIDENCE_LABELS,
  INTERACTION_FREQUENCIES,
  RELATIONSHIP_CATEGORIES,
  RELATIONSHIP_CATEGORY_KEYS,
  RELATIONSHIP_CATEGORY_LABEL,
  firstMetYears,
  formatPoints,
  humanize,
  scoreVouch,
  type RelationshipCategory,
} from '../../../../functions/domain';
import type { CreatedVouch, MemberSummary } from '../../../../functions/api/contracts';
import { toaster } from '../../app/toaster';
import { ApiError } from '../../lib/api';
import { AttributePicker } from './AttributePicker';
import { RadioField, SelectField } from './ChoiceFields';
import { MessageField } from './MessageField';
import { useCreateVouch } from './useCreateVouch';
import { EMPTY_VOUCH_FORM, validateVouch, type VouchFormState } from './vouchForm';

interface VouchFormDialogProps {
  member: MemberSummary;
  open: boolean;
  onClose: () => void;
  onSubmitted: (result: CreatedVouch) => void;
}

const CATEGORY_OPTIONS = RELATIONSHIP_CATEGORY_KEYS.map((k) => ({ value: k, label: RELATIONSHIP_CATEGORY_LABEL[k] }));
const FREQUENCY_OPTIONS = INTERACTION_FREQUENCIES.map((f) => ({ value: f, label: f }));
const CONFIDENCE_OPTIONS = ([1, 2, 3, 4, 5] as const).map((n) => ({ value: String(n), label: `${n} – ${CONFIDENCE_LABELS[n]}` }));

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
function withoutErrorsOf(errors: Record<string, string>, keys: readonly (keyof VouchFormState)[]): Record<string, string> {
  const gone = keys.map((k) => ERROR_KEY[k]);
  if (!gone.some((k) => k in errors)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([k]) => !gone.includes(k)));
}

function isCategory(value: string): value is RelationshipCategory {
  return (RELATIONSHIP_CATEGORY_KEYS as string[]).includes(value);
}

/**
 * The minimal vouch form (the seven-step wizard is a later issue): every
 * field of a vouch on one scrolling form, checked with the API's schema
 * before sending, with the server's field messages shown in place.
 */
export function VouchFormDialog({ member, open, onClose, onSubmitted }: VouchFormDialogProps) {
  const [form, setForm] = useState<VouchFormState>(EMPTY_VOUCH_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const createVouch = useCreateVouch();
  const name = member.full_name || member.username || 'this member';
  const years = useMemo(() => firstMetYears(new Date()).map((y) => ({ value: String(y), label: String(y) })), []);
  const contexts = isCategory(form.relationshipCategory)
    ? RELATIONSHIP_CATEGORIES[form.relationshipCategory].map((c) => ({ value: c, label: humanize(c) }))
    : [];
  const total = scoreVouch(form.attributes).total;

  const set = <K extends keyof VouchFormState>(key: K, value: VouchFormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => withoutErrorsOf(e, [key]));
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
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
      const description = err instanceof ApiError && err.code !== 'network' && err.code !== 'internal' ? err.message : 'Failed to submit vouch. Please try again.';
      toaster.create({ type: 'error', title: 'Error', description });
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} scrollBehavior="inside" size="xl">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Vouch for {name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <form
                id="vouch-form"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void submit();
                }}
              >
                <Stack gap="6">
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <SelectField
                      label="What year did you first meet?"
                      placeholder="Select a year"
                      options={years}
                      value={form.firstMetYear}
                      onChange={(v) => set('firstMetYear', v)}
                      error={errors.first_met_year}
                    />
                    <SelectField
                      label="How often do you interact?"
                      placeholder="Select how often"
                      options={FREQUENCY_OPTIONS}
                      value={form.interactionFrequency}
                      onChange={(v) => set('interactionFrequency', v)}
                      error={errors.interaction_frequency}
                    />
                    <SelectField
                      label="How do you know them?"
                      placeholder="Select relationship category"
                      options={CATEGORY_OPTIONS}
                      value={form.relationshipCategory}
                      // A context belongs to one category: changing the category clears it.
                      onChange={(v) => {
                        setForm((f) => ({ ...f, relationshipCategory: v, relationshipContext: '' }));
                        setErrors((e) => withoutErrorsOf(e, ['relationshipCategory', 'relationshipContext']));
                      }}
                      error={errors.relationship_category}
                    />
                    {contexts.length ? (
                      <SelectField
                        label="Relationship context"
                        placeholder="Select relationship context"
                        options={contexts}
                        value={form.relationshipContext}
                        onChange={(v) => set('relationshipContext', v)}
                        error={errors.relationship_context}
                      />
                    ) : null}
                  </SimpleGrid>
                  <RadioField
                    label="How well do you know their character?"
                    options={CONFIDENCE_OPTIONS}
                    value={form.confidence}
                    onChange={(v) => set('confidence', v)}
                    error={errors.character_confidence}
                  />
                  <Separator />
                  <AttributePicker value={form.attributes} onChange={(v) => set('attributes', v)} error={errors.attributes} />
                  <Separator />
                  <MessageField value={form.message} onChange={(v) => set('message', v)} error={errors.message} />
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack w="full" justify="space-between" wrap="wrap" gap="3">
                <Text fontWeight="semibold" aria-live="polite" data-testid="vouch-total">
                  Total: {formatPoints(total)}
                </Text>
                <HStack gap="3">
                  <Button variant="outline" onClick={onClose}>
                    Cancel
                  </Button>
                  <Button type="submit" form="vouch-form" colorPalette="brand" loading={createVouch.isPending} loadingText="Submitting...">
                    Submit Vouch
                  </Button>
                </HStack>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
