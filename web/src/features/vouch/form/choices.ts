/** The choice lists of the vouch form, as options for its selects and radio groups. */
import {
  RELATIONSHIP_CATEGORIES,
  RELATIONSHIP_CATEGORY_KEYS,
  RELATIONSHIP_CATEGORY_LABEL,
  firstMetYears,
  humanize,
  type RelationshipCategory,
} from '#domain';

export interface ChoiceOption {
  value: string;
  label: string;
}

const asIs = (value: string): ChoiceOption => ({ value, label: value });

export function isCategory(value: string): value is RelationshipCategory {
  return (RELATIONSHIP_CATEGORY_KEYS as string[]).includes(value);
}

/** The current year back to the first one the schema accepts. */
export function yearOptions(now: Date): ChoiceOption[] {
  return firstMetYears(now).map((y) => asIs(String(y)));
}

/** The wizard and the off-platform dialog ask with different frequency lists (the spec's). */
export function frequencyOptions(frequencies: readonly string[]): ChoiceOption[] {
  return frequencies.map(asIs);
}

export const CATEGORY_OPTIONS: readonly ChoiceOption[] = RELATIONSHIP_CATEGORY_KEYS.map((k) => ({ value: k, label: RELATIONSHIP_CATEGORY_LABEL[k] }));

/** The contexts of a category; none until a category is chosen. */
export function contextOptions(category: string): ChoiceOption[] {
  return isCategory(category) ? RELATIONSHIP_CATEGORIES[category].map((c) => ({ value: c, label: humanize(c) })) : [];
}

/** '1 – label' … '5 – label', with the labels and dash each form's spec words. */
export function confidenceOptions(labels: Readonly<Record<1 | 2 | 3 | 4 | 5, string>>, dash: string): ChoiceOption[] {
  return ([1, 2, 3, 4, 5] as const).map((n) => ({ value: String(n), label: `${n} ${dash} ${labels[n]}` }));
}
