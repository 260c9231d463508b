import { JOIN_INTENTS, JOIN_INTENT_LABEL, type JoinIntent } from '#domain';
import { ChoiceList } from '../ChoiceList';

const CHOICES = JOIN_INTENTS.map((value) => ({ value, label: JOIN_INTENT_LABEL[value] }));

/** Keeps only known intents, in the canonical order. */
export function toJoinIntents(values: readonly string[]): JoinIntent[] {
  return JOIN_INTENTS.filter((i) => values.includes(i));
}

/** Step 4: why the member joined (one or more). */
export function IntentStep({ value, onChange }: { value: JoinIntent[]; onChange: (value: JoinIntent[]) => void }) {
  return (
    <ChoiceList
      legend="What brings you to Vouched?"
      helper="Select all that apply."
      choices={CHOICES}
      value={value}
      onChange={(v) => onChange(toJoinIntents(v))}
    />
  );
}
