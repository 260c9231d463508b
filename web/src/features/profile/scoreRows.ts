import { ATTRIBUTE_CATEGORIES, CATEGORY_SCORE_FIELD, type CategoryKey, type UserScore } from '#domain';

export interface CategoryRow {
  key: CategoryKey;
  label: string;
  kind: 'main' | 'bonus';
  points: number;
}

/** The six category totals of a score, in the categories' order. */
export function categoryRows(score: UserScore): CategoryRow[] {
  return ATTRIBUTE_CATEGORIES.map((c) => ({ key: c.key, label: c.label, kind: c.kind, points: Number(score[CATEGORY_SCORE_FIELD[c.key]]) || 0 }));
}

/** Attribute breakdown, highest points first, then by name. */
export function attributeRows(score: UserScore): { name: string; points: number }[] {
  return Object.entries(score.attribute_breakdown)
    .filter(([, points]) => points > 0)
    .map(([name, points]) => ({ name, points }))
    .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
}
