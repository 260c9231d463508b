import { ATTRIBUTE_CATEGORIES, type CategoryKey, type UserScore } from '../../../../functions/domain';

export interface CategoryRow {
  key: CategoryKey;
  label: string;
  kind: 'main' | 'bonus';
  points: number;
}

const FIELD: Record<CategoryKey, keyof UserScore> = {
  core_character: 'core_character_score',
  interpersonal_skills: 'interpersonal_skills_score',
  leadership_qualities: 'leadership_qualities_score',
  awareness_eq: 'awareness_eq_score',
  thinking_style: 'thinking_style_score',
  creative_thinking: 'creative_thinking_score',
};

/** The six category totals of a score, in the categories' order. */
export function categoryRows(score: UserScore): CategoryRow[] {
  return ATTRIBUTE_CATEGORIES.map((c) => ({ key: c.key, label: c.label, kind: c.kind, points: Number(score[FIELD[c.key]]) || 0 }));
}

/** Attribute breakdown, highest points first, then by name. */
export function attributeRows(score: UserScore): { name: string; points: number }[] {
  return Object.entries(score.attribute_breakdown)
    .filter(([, points]) => points > 0)
    .map(([name, points]) => ({ name, points }))
    .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
}
