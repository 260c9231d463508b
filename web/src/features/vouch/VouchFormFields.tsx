import { useMemo } from 'react';
import { Separator, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  CONFIDENCE_LABELS,
  INTERACTION_FREQUENCIES,
  RELATIONSHIP_CATEGORIES,
  RELATIONSHIP_CATEGORY_KEYS,
  RELATIONSHIP_CATEGORY_LABEL,
  firstMetYears,
  humanize,
  type RelationshipCategory,
} from '#domain';
import { AttributePicker } from './AttributePicker';
import { RadioField, SelectField } from './ChoiceFields';
import { MessageField } from './MessageField';
import type { VouchErrors } from './useVouchForm';
import type { VouchFormState } from './vouchForm';

const CATEGORY_OPTIONS = RELATIONSHIP_CATEGORY_KEYS.map((k) => ({ value: k, label: RELATIONSHIP_CATEGORY_LABEL[k] }));
const FREQUENCY_OPTIONS = INTERACTION_FREQUENCIES.map((f) => ({ value: f, label: f }));
const CONFIDENCE_OPTIONS = ([1, 2, 3, 4, 5] as const).map((n) => ({ value: String(n), label: `${n} – ${CONFIDENCE_LABELS[n]}` }));

function isCategory(value: string): value is RelationshipCategory {
  return (RELATIONSHIP_CATEGORY_KEYS as string[]).includes(value);
}

interface VouchFormFieldsProps {
  form: VouchFormState;
  errors: VouchErrors;
  change: (values: Partial<VouchFormState>) => void;
}

/** Every field of a vouch on one scrolling form. */
export function VouchFormFields({ form, errors, change }: VouchFormFieldsProps) {
  const years = useMemo(() => firstMetYears(new Date()).map((y) => ({ value: String(y), label: String(y) })), []);
  const contexts = isCategory(form.relationshipCategory)
    ? RELATIONSHIP_CATEGORIES[form.relationshipCategory].map((c) => ({ value: c, label: humanize(c) }))
    : [];

  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          label="What year did you first meet?"
          placeholder="Select a year"
          options={years}
          value={form.firstMetYear}
          onChange={(v) => change({ firstMetYear: v })}
          error={errors.first_met_year}
        />
        <SelectField
          label="How often do you interact?"
          placeholder="Select how often"
          options={FREQUENCY_OPTIONS}
          value={form.interactionFrequency}
          onChange={(v) => change({ interactionFrequency: v })}
          error={errors.interaction_frequency}
        />
        <SelectField
          label="How do you know them?"
          placeholder="Select relationship category"
          options={CATEGORY_OPTIONS}
          value={form.relationshipCategory}
          // A context belongs to one category: changing the category clears it.
          onChange={(v) => change({ relationshipCategory: v, relationshipContext: '' })}
          error={errors.relationship_category}
        />
        {contexts.length ? (
          <SelectField
            label="Relationship context"
            placeholder="Select relationship context"
            options={contexts}
            value={form.relationshipContext}
            onChange={(v) => change({ relationshipContext: v })}
            error={errors.relationship_context}
          />
        ) : null}
      </SimpleGrid>
      <RadioField
        label="How well do you know their character?"
        options={CONFIDENCE_OPTIONS}
        value={form.confidence}
        onChange={(v) => change({ confidence: v })}
        error={errors.character_confidence}
      />
      <Separator />
      <AttributePicker value={form.attributes} onChange={(v) => change({ attributes: v })} error={errors.attributes} />
      <Separator />
      <MessageField value={form.message} onChange={(v) => change({ message: v })} error={errors.message} />
    </Stack>
  );
}
