/**
 * The character attributes a vouch can carry, grouped by category, with the
 * points each counted attribute earns and the cap on each category per vouch.
 */
export type CategoryKey =
  'core_character' | 'interpersonal_skills' | 'leadership_qualities' | 'awareness_eq' | 'thinking_style' | 'creative_thinking';

export interface AttributeCategory {
  key: CategoryKey;
  label: string;
  /** Main categories weigh 10 points per attribute; bonus ones 2. */
  kind: 'main' | 'bonus';
  pointsPerAttribute: number;
  cap: number;
  attributes: readonly string[];
}

export const ATTRIBUTE_CATEGORIES: readonly AttributeCategory[] = [
  {
    key: 'core_character',
    label: 'Core Character',
    kind: 'main',
    pointsPerAttribute: 10,
    cap: 50,
    attributes: ['Integrity', 'Reliability', 'Loyalty', 'Authenticity', 'Accountability', 'Humility', 'Trustworthiness', 'Consistency'],
  },
  {
    key: 'interpersonal_skills',
    label: 'Interpersonal Skills',
    kind: 'main',
    pointsPerAttribute: 10,
    cap: 50,
    attributes: ['Kindness', 'Empathy', 'Communication', 'Listening', 'Respect', 'Patience', 'Supportive', 'Encouraging'],
  },
  {
    key: 'leadership_qualities',
    label: 'Leadership Qualities',
    kind: 'bonus',
    pointsPerAttribute: 2,
    cap: 10,
    attributes: ['Visionary', 'Inspiring', 'Decisive', 'Motivating', 'Mentoring', 'Delegates Well', 'Builds Teams', 'Strategic Thinking'],
  },
  {
    key: 'awareness_eq',
    label: 'Awareness & EQ',
    kind: 'bonus',
    pointsPerAttribute: 2,
    cap: 10,
    attributes: ['Emotional Intelligence', 'Situational Judgment', 'Adaptability', 'Perspective Taking', 'Cultural Awareness', 'Context Awareness'],
  },
  {
    key: 'thinking_style',
    label: 'Thinking Style',
    kind: 'bonus',
    pointsPerAttribute: 2,
    cap: 10,
    attributes: ['Problem Solving', 'Critical Thinking', 'Learning Agility', 'Attention to Detail', 'Resourcefulness', 'Focus'],
  },
  {
    key: 'creative_thinking',
    label: 'Creative Thinking',
    kind: 'bonus',
    pointsPerAttribute: 2,
    cap: 10,
    attributes: ['Creative Problem Solving', 'Imagination', 'Original Thinking', 'Artistic Vision', 'Design Thinking', 'Aesthetic Sense'],
  },
];

/** Attributes outside every list count as "Other": 2 points each, capped at 10 per vouch. */
export const OTHER_CATEGORY = { key: 'other', label: 'Other', pointsPerAttribute: 2, cap: 10 } as const;

export const ALL_ATTRIBUTES: readonly string[] = ATTRIBUTE_CATEGORIES.flatMap((c) => c.attributes);

const categoryByAttribute = new Map<string, AttributeCategory>(ATTRIBUTE_CATEGORIES.flatMap((c) => c.attributes.map((a) => [a, c] as const)));

export function categoryOf(attribute: string): AttributeCategory | undefined {
  return categoryByAttribute.get(attribute);
}

export const MIN_ATTRIBUTES_PER_VOUCH = 3;
export const MAX_COUNTED_PER_CATEGORY = 5;
