import { useMemo } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import {
  ATTRIBUTE_CATEGORIES,
  CONFIDENCE_LABELS,
  INTERACTION_FREQUENCIES,
  RELATIONSHIP_CATEGORY_LABEL,
  applyVouchDelta,
  formatPoints,
  humanize,
  scoreVouch,
  tierFor,
  tierProgress,
  vouchCategoryRoom,
  type UserScore,
} from '#domain';
import { RichMessage } from '../../../ui/RichMessage';
import { AttributeGroups } from '../form/AttributeGroups';
import { RadioChoice, SelectChoice } from '../form/ChoiceFields';
import { CATEGORY_OPTIONS, confidenceOptions, contextOptions, frequencyOptions, isCategory, yearOptions } from '../form/choices';
import { attributesHint, type WizardForm } from './wizardForm';

export interface StepProps {
  form: WizardForm;
  change: (values: Partial<WizardForm>, fields: string[]) => void;
  /** Messages to show, by request field: only those of fields touched or of a step whose Next was pressed. */
  errors: Record<string, string>;
}

/** Step 1: the year they first met, the current year back to 1975. */
export function YearStep({ form, change, errors }: StepProps) {
  const years = useMemo(() => yearOptions(new Date()), []);
  return (
    <SelectChoice
      large
      label="What year did you first meet?"
      placeholder="Select a year"
      options={years}
      value={form.firstMetYear}
      onChange={(v) => change({ firstMetYear: v }, ['first_met_year'])}
      error={errors.first_met_year}
    />
  );
}

const FREQUENCY_OPTIONS = frequencyOptions(INTERACTION_FREQUENCIES);

/** Step 2: how often they interact. */
export function FrequencyStep({ form, change, errors }: StepProps) {
  return (
    <RadioChoice
      large
      label="How often do you interact?"
      options={FREQUENCY_OPTIONS}
      value={form.interactionFrequency}
      onChange={(v) => change({ interactionFrequency: v }, ['interaction_frequency'])}
      error={errors.interaction_frequency}
    />
  );
}

/** Step 3: the relationship category, then its context, with 'Change Category' back to the categories. */
export function RelationshipStep({ form, change, errors }: StepProps) {
  const category = form.relationshipCategory;
  if (!isCategory(category)) {
    return (
      <RadioChoice
        large
        label="How do you know them?"
        options={CATEGORY_OPTIONS}
        value=""
        // A context belongs to one category: choosing the category starts its context afresh.
        onChange={(v) => change({ relationshipCategory: v, relationshipContext: '' }, ['relationship_category'])}
        error={errors.relationship_category}
      />
    );
  }
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Text>
          Category: <strong>{RELATIONSHIP_CATEGORY_LABEL[category]}</strong>
        </Text>
        <Button
          variant="plain"
          colorPalette="brand"
          size="sm"
          px="0"
          textDecoration="underline"
          onClick={() => change({ relationshipCategory: '', relationshipContext: '' }, [])}
        >
          Change Category
        </Button>
      </HStack>
      <RadioChoice
        large
        label="What best describes your relationship?"
        options={contextOptions(category)}
        value={form.relationshipContext}
        onChange={(v) => change({ relationshipContext: v }, ['relationship_context'])}
        error={errors.relationship_context}
      />
    </Stack>
  );
}

const CONFIDENCE_OPTIONS = confidenceOptions(CONFIDENCE_LABELS, '–');

/** Step 4: how well they know their character, 1 to 5. */
export function ConfidenceStep({ form, change, errors }: StepProps) {
  return (
    <RadioChoice
      large
      label="How well do you know their character?"
      options={CONFIDENCE_OPTIONS}
      value={form.confidence}
      onChange={(v) => change({ confidence: v }, ['character_confidence'])}
      error={errors.character_confidence}
    />
  );
}

/**
 * Step 5: the qualities, by category. Each group shows what it adds to
 * this vouch against its cap (main categories 10 points each up to 50,
 * bonus ones 2 each up to 10); picks beyond the cap are allowed but earn nothing.
 */
export function AttributesStep({ form, change, errors }: StepProps) {
  const points = scoreVouch(form.attributes);
  const hint = attributesHint(form.attributes.length);
  const shownAsError = !!errors.attributes;
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text fontWeight="semibold">Which qualities describe them?</Text>
        <Text fontSize="sm" color={shownAsError ? 'fg.error' : 'fg.muted'} role={shownAsError ? 'alert' : undefined} data-testid="attributes-hint">
          {hint ?? `${form.attributes.length} selected: ${formatPoints(points.total)}.`}
        </Text>
      </Stack>
      <AttributeGroups
        value={form.attributes}
        onChange={(attributes) => change({ attributes }, ['attributes'])}
        namePrefix=""
        badge={(category) => `${formatPoints(points.byCategory[category.key])} of ${category.cap}`}
        badgeTestId={(category) => `points-${category.key}`}
        helper={(category) => `, up to ${category.cap} pts per vouch.`}
      />
    </Stack>
  );
}

interface ReviewProps {
  form: WizardForm;
  name: string;
  /** The receiver's score now (full profiles only), and the attributes of the vouch this one replaces. */
  currentScore: Pick<UserScore, 'total_score'> | null;
  replacing: readonly string[] | null;
}

function ReviewRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" m="0">
        {children}
      </Text>
    </Box>
  );
}

/** How many categories with room left the review suggests. */
const ROOM_SHOWN = 3;

/**
 * Step 7: everything chosen, the vouch's points by the spec's caps, and
 * (beyond the spec, issue 8 §8) what it does to the receiver's score and
 * tier, how far that leaves them from the next tier, and which categories
 * this vouch has not filled to their cap (domain/tierProgress.ts).
 */
export function ReviewStep({ form, name, currentScore, replacing }: ReviewProps) {
  const points = scoreVouch(form.attributes);
  const category = isCategory(form.relationshipCategory) ? RELATIONSHIP_CATEGORY_LABEL[form.relationshipCategory] : form.relationshipCategory;
  const confidence = Number(form.confidence) as keyof typeof CONFIDENCE_LABELS;
  const after = currentScore
    ? applyVouchDelta(
        { ...applyVouchDelta(undefined, undefined, undefined), total_score: currentScore.total_score },
        points,
        replacing ? scoreVouch(replacing) : undefined,
      ).total_score
    : null;
  const progress = after !== null ? tierProgress(after) : null;
  const room = vouchCategoryRoom(form.attributes).slice(0, ROOM_SHOWN);
  return (
    <Stack gap="5">
      <Box borderWidth="1px" borderRadius="md" p="4" bg="brand.subtle">
        <Text as="div" fontSize="sm">
          Total points
        </Text>
        <Text as="div" fontSize="3xl" fontWeight="bold" data-testid="vouch-total">
          {formatPoints(points.total)}
        </Text>
        <Stack as="ul" listStyleType="none" gap="0.5" mt="2" fontSize="sm">
          {ATTRIBUTE_CATEGORIES.filter((c) => points.byCategory[c.key] > 0).map((c) => (
            <li key={c.key}>
              {c.label}: {formatPoints(points.byCategory[c.key])} (max {c.cap})
            </li>
          ))}
        </Stack>
        {after !== null ? (
          <Text fontSize="sm" mt="2" data-testid="score-after">
            {name}'s Vouch Score goes from {formatPoints(currentScore?.total_score ?? 0)} to {formatPoints(after)} ({tierFor(after).name}).
          </Text>
        ) : null}
        {progress ? (
          <Text fontSize="sm" data-testid="tier-after">
            {progress.next ? `That leaves ${formatPoints(progress.pointsToNext!)} to ${progress.next.name}.` : 'That is the highest tier.'}
          </Text>
        ) : null}
      </Box>
      {room.length ? (
        <Box data-testid="vouch-room">
          <Text as="h3" fontSize="sm" fontWeight="semibold" id="vouch-room-heading">
            This vouch could still add
          </Text>
          <Stack as="ul" aria-labelledby="vouch-room-heading" listStyleType="disc" ps="5" gap="0.5" fontSize="sm">
            {room.map((c) => (
              <li key={c.key}>
                {c.label}: up to {formatPoints(c.room)} more ({formatPoints(c.pointsPerAttribute)} per quality)
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
      <Stack as="dl" gap="3">
        <ReviewRow label="First met">{form.firstMetYear}</ReviewRow>
        <ReviewRow label="How often you interact">{form.interactionFrequency}</ReviewRow>
        <ReviewRow label="Relationship">
          {category} – {humanize(form.relationshipContext)}
        </ReviewRow>
        <ReviewRow label="How well you know them">
          {confidence} – {CONFIDENCE_LABELS[confidence] ?? ''}
        </ReviewRow>
        <ReviewRow label="Qualities">{form.attributes.join(', ')}</ReviewRow>
        <ReviewRow label="Message">
          <RichMessage html={form.message} />
        </ReviewRow>
      </Stack>
    </Stack>
  );
}
