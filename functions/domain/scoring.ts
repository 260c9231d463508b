import { ATTRIBUTE_CATEGORIES, OTHER_CATEGORY, categoryOf, type CategoryKey } from './attributes';
import { tierFor, type TierName } from './tiers';
import { DEFAULT_LOCALE, numberFormat, type Locales } from './intlFormat';

export type CategoryScores = Record<CategoryKey, number>;

/** What one vouch contributes to its receiver's score. */
export interface VouchPoints {
  total: number;
  byCategory: CategoryScores;
  /** Points per attribute name, after the category caps. */
  breakdown: Record<string, number>;
}

/** A member's aggregate score as the API shows it (spec: user_scores); stored beside the profile without the tier, which follows from the total (store/scores.ts). */
export interface UserScore {
  total_score: number;
  tier: TierName;
  total_vouches: number;
  core_character_score: number;
  interpersonal_skills_score: number;
  leadership_qualities_score: number;
  awareness_eq_score: number;
  thinking_style_score: number;
  creative_thinking_score: number;
  attribute_breakdown: Record<string, number>;
}

/** The UserScore field that holds each category's points. */
export const CATEGORY_SCORE_FIELD = {
  core_character: 'core_character_score',
  interpersonal_skills: 'interpersonal_skills_score',
  leadership_qualities: 'leadership_qualities_score',
  awareness_eq: 'awareness_eq_score',
  thinking_style: 'thinking_style_score',
  creative_thinking: 'creative_thinking_score',
} as const satisfies Record<CategoryKey, keyof UserScore>;

export function emptyCategoryScores(): CategoryScores {
  return {
    core_character: 0,
    interpersonal_skills: 0,
    leadership_qualities: 0,
    awareness_eq: 0,
    thinking_style: 0,
    creative_thinking: 0,
  };
}

/**
 * Points of one vouch. Each category stops counting at its cap, so at most
 * five attributes a category count. Which ones count must not depend on the
 * order the voucher clicked them, so attributes are taken in the category's
 * canonical order; attributes outside every category share the Other cap.
 */
export function scoreVouch(attributes: readonly string[]): VouchPoints {
  const selected = new Set(attributes);
  const byCategory = emptyCategoryScores();
  const breakdown: Record<string, number> = {};
  let total = 0;

  for (const category of ATTRIBUTE_CATEGORIES) {
    let sum = 0;
    for (const attribute of category.attributes) {
      if (!selected.has(attribute) || sum + category.pointsPerAttribute > category.cap) continue;
      sum += category.pointsPerAttribute;
      breakdown[attribute] = category.pointsPerAttribute;
    }
    byCategory[category.key] = sum;
    total += sum;
  }

  let other = 0;
  for (const attribute of [...selected].filter((a) => !categoryOf(a)).sort()) {
    if (other + OTHER_CATEGORY.pointsPerAttribute > OTHER_CATEGORY.cap) break;
    other += OTHER_CATEGORY.pointsPerAttribute;
    breakdown[attribute] = OTHER_CATEGORY.pointsPerAttribute;
  }
  total += other;

  return { total, byCategory, breakdown };
}

export function emptyUserScore(): UserScore {
  return applyVouchDelta(undefined, undefined, undefined);
}

/**
 * The score after one vouch is added (`added`), removed (`removed`) or
 * replaced (both). The store applies the same change as ADD deltas in the
 * vouch's own transaction (store/scores.ts); this is the reference it must match.
 */
export function applyVouchDelta(current: UserScore | undefined, added: VouchPoints | undefined, removed: VouchPoints | undefined): UserScore {
  const sign = (points: VouchPoints | undefined, k: 1 | -1) => (pick: (p: VouchPoints) => number) => (points ? k * pick(points) : 0);
  const plus = sign(added, 1);
  const minus = sign(removed, -1);
  const delta = (pick: (p: VouchPoints) => number) => plus(pick) + minus(pick);

  const breakdown = { ...(current?.attribute_breakdown ?? {}) };
  for (const [name, points] of Object.entries(added?.breakdown ?? {})) breakdown[name] = (breakdown[name] ?? 0) + points;
  for (const [name, points] of Object.entries(removed?.breakdown ?? {})) {
    const left = (breakdown[name] ?? 0) - points;
    if (left > 0) breakdown[name] = left;
    else delete breakdown[name];
  }

  const total = (current?.total_score ?? 0) + delta((p) => p.total);
  const countDelta = (added ? 1 : 0) - (removed ? 1 : 0);
  return {
    total_score: total,
    tier: tierFor(total).name,
    total_vouches: (current?.total_vouches ?? 0) + countDelta,
    core_character_score: (current?.core_character_score ?? 0) + delta((p) => p.byCategory.core_character),
    interpersonal_skills_score: (current?.interpersonal_skills_score ?? 0) + delta((p) => p.byCategory.interpersonal_skills),
    leadership_qualities_score: (current?.leadership_qualities_score ?? 0) + delta((p) => p.byCategory.leadership_qualities),
    awareness_eq_score: (current?.awareness_eq_score ?? 0) + delta((p) => p.byCategory.awareness_eq),
    thinking_style_score: (current?.thinking_style_score ?? 0) + delta((p) => p.byCategory.thinking_style),
    creative_thinking_score: (current?.creative_thinking_score ?? 0) + delta((p) => p.byCategory.creative_thinking),
    attribute_breakdown: breakdown,
  };
}

/** The score computed from scratch; the stored score must always equal this. */
export function scoreFromVouches(vouchAttributes: readonly (readonly string[])[]): UserScore {
  return vouchAttributes.reduce<UserScore>((score, attrs) => applyVouchDelta(score, scoreVouch(attrs), undefined), emptyUserScore());
}

/** "1,234 pts" (spec: thousands separators plus 'pts'); the separator is the locale's ("1.234 pts" in German). */
export function formatPoints(points: number, locales: Locales = DEFAULT_LOCALE): string {
  return `${numberFormat(locales).format(points)} pts`;
}
