import { VOUCH_SEEKER_TYPES, humanize, type VouchSeekerType } from '#domain';
import { ChoiceList } from '../ChoiceList';

const CHOICES = VOUCH_SEEKER_TYPES.map((value) => ({ value, label: humanize(value) }));

/** Keeps only known seeker types, in the canonical order. */
export function toSeekerTypes(values: readonly string[]): VouchSeekerType[] {
  return VOUCH_SEEKER_TYPES.filter((t) => values.includes(t));
}

/** Step 5, shown only to members seeking vouches: who they are. */
export function SeekerTypeStep({ value, onChange }: { value: VouchSeekerType[]; onChange: (value: VouchSeekerType[]) => void }) {
  return (
    <ChoiceList
      legend="Which best describes you?"
      helper="Select all that apply."
      choices={CHOICES}
      value={value}
      onChange={(v) => onChange(toSeekerTypes(v))}
      columns={2}
    />
  );
}
