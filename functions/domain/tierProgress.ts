/**
 * Tier progress (beyond the spec, issue 8 §8): how far a member is from the
 * next tier and where more points can still come from, by the shared
 * scoring rules (attributes.ts caps, tiers.ts thresholds).
 */
import { ATTRIBUTE_CATEGORIES, type CategoryKey } from './attributes';
import { CATEGORY_SCORE_FIELD, scoreVouch, type UserScore } from './scoring';
import { TIERS, tierFor, type Tier } from './tiers';

/** The most one vouch can add: every category at its cap (attributes outside the lists cannot be chosen in the wizard). */
export const MAX_POINTS_PER_VOUCH = ATTRIBUTE_CATEGORIES.reduce((sum, c) => sum + c.cap, 0);

export interface TierProgress {
  tier: Tier;
  /** null at the top tier. */
  next: Tier | null;
  /** Points still missing for the next tier; null at the top. */
  pointsToNext: number | null;
  /** Share of the way from the current tier's threshold to the next one, 0 to 1 (1 at the top). */
  fraction: number;
  /** The fewest vouches that could close the gap, each at MAX_POINTS_PER_VOUCH; null at the top. */
  vouchesAtLeast: number | null;
}

export function tierProgress(totalScore: number): TierProgress {
  const tier = tierFor(totalScore);
  const next = TIERS.find((t) => t.min > totalScore) ?? null;
  if (!next) return { tier, next: null, pointsToNext: null, fraction: 1, vouchesAtLeast: null };
  const pointsToNext = next.min - totalScore;
  const band = next.min - tier.min;
  return {
    tier,
    next,
    pointsToNext,
    fraction: Math.min(1, Math.max(0, (totalScore - tier.min) / band)),
    vouchesAtLeast: Math.ceil(pointsToNext / MAX_POINTS_PER_VOUCH),
  };
}

export interface CategoryRoom {
  key: CategoryKey;
  label: string;
  pointsPerAttribute: number;
  cap: number;
  /** Points the selection earns in this category. */
  points: number;
  /** Points it could still earn before the cap. */
  room: number;
}

/**
 * One vouch being written (the wizard's review step): the categories whose
 * cap the selected attributes have not reached, most valuable first (points
 * per attribute, then room left).
 */
export function vouchCategoryRoom(attributes: readonly string[]): CategoryRoom[] {
  const { byCategory } = scoreVouch(attributes);
  return ATTRIBUTE_CATEGORIES.map((c) => ({
    key: c.key,
    label: c.label,
    pointsPerAttribute: c.pointsPerAttribute,
    cap: c.cap,
    points: byCategory[c.key],
    room: c.cap - byCategory[c.key],
  }))
    .filter((c) => c.room > 0)
    .sort((a, b) => b.pointsPerAttribute - a.pointsPerAttribute || b.room - a.room);
}

export interface OpenCategory {
  key: CategoryKey;
  label: string;
  pointsPerAttribute: number;
  /** The member's points in the category. */
  points: number;
  /** What their vouches so far could have earned in it: the cap once per vouch (once for a member without vouches). */
  possible: number;
  /** Attributes of the category no vouch has given them yet, in the category's order. */
  missingAttributes: string[];
}

/**
 * A member's score: the categories where their vouches so far stayed below
 * the cap, most valuable first (points per attribute, then the share still
 * unclaimed), with the attributes never received. These are the attributes
 * that would raise the score most.
 */
export function openCategories(score: UserScore): OpenCategory[] {
  const vouches = Math.max(1, score.total_vouches);
  return ATTRIBUTE_CATEGORIES.map((c) => ({
    key: c.key,
    label: c.label,
    pointsPerAttribute: c.pointsPerAttribute,
    points: score[CATEGORY_SCORE_FIELD[c.key]],
    possible: c.cap * vouches,
    missingAttributes: c.attributes.filter((a) => !(score.attribute_breakdown[a] ?? 0)),
  }))
    .filter((c) => c.points < c.possible)
    .sort((a, b) => b.pointsPerAttribute - a.pointsPerAttribute || (b.possible - b.points) / b.possible - (a.possible - a.points) / a.possible);
}
