/**
 * My Vouch Portfolio (spec §2 'Portfolio dashboard'): what the Analytics tab
 * shows, computed from a member's stored aggregates (the score's per-attribute
 * and per-category points, and the points received per day). The store keeps
 * the aggregates by ADD deltas inside each vouch's transaction; the functions
 * `dailyPointsFromVouches` and `scoreFromVouches` (scoring.ts) are the recount
 * they must always equal.
 */
import { ATTRIBUTE_CATEGORIES, OTHER_CATEGORY, categoryOf } from './attributes';
import { CATEGORY_SCORE_FIELD, type UserScore } from './scoring';

/** Top-attributes chart: the 10 attributes with the most points (spec §9). */
export const PORTFOLIO_TOP_ATTRIBUTES = 10;
/** Category donut: the first 6 of those attributes (spec §9). */
export const PORTFOLIO_DONUT_ATTRIBUTES = 6;
/** Vouch Messages: up to 20 recent received messages (spec §9). */
export const PORTFOLIO_MESSAGES = 20;
/** My Invites: the first 10, View All when more (spec §9). */
export const PORTFOLIO_INVITES_SHOWN = 10;

/** The UTC day a vouch belongs to in the score-over-time series: the day it was first given (YYYY-MM-DD of its ISO time). */
export function vouchDay(createdAtIso: string): string {
  return createdAtIso.slice(0, 10);
}

export interface DatedPoints {
  created_at: string;
  points: number;
}

/**
 * How the per-day points move when a vouch is added, removed, or replaced
 * (an edit keeps its day: the day it was first given). Days that do not move
 * are left out.
 */
export function dailyPointsDelta(added: DatedPoints | undefined, removed: DatedPoints | undefined): Record<string, number> {
  const delta: Record<string, number> = {};
  if (added) delta[vouchDay(added.created_at)] = added.points;
  if (removed) {
    const day = vouchDay(removed.created_at);
    delta[day] = (delta[day] ?? 0) - removed.points;
  }
  return Object.fromEntries(Object.entries(delta).filter(([, points]) => points !== 0));
}

/** The recount the stored per-day points must equal: the points of the vouches given on each day (days without any left out). */
export function dailyPointsFromVouches(vouches: readonly DatedPoints[]): Record<string, number> {
  const days: Record<string, number> = {};
  for (const v of vouches) days[vouchDay(v.created_at)] = (days[vouchDay(v.created_at)] ?? 0) + v.points;
  return Object.fromEntries(Object.entries(days).filter(([, points]) => points !== 0));
}

export interface ScorePoint {
  day: string;
  /** Points of the vouches received that day. */
  points: number;
  /** The score at the end of that day (running total). */
  score: number;
}

/**
 * Score over time: one point per day with a vouch, oldest first, each with
 * the running total. A day whose vouches are all gone (points 0) is no day
 * with a vouch: every vouch carries at least MIN_ATTRIBUTES_PER_VOUCH
 * attributes, so at least 2 points.
 */
export function scoreSeries(daily: Readonly<Record<string, number>>): ScorePoint[] {
  let score = 0;
  return Object.entries(daily)
    .filter(([, points]) => points !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, points]) => {
      score += points;
      return { day, points, score };
    });
}

/** What the analytics read of a score: its category totals and its per-attribute points. */
export type ScoreTotals = Pick<UserScore, 'attribute_breakdown' | (typeof CATEGORY_SCORE_FIELD)[keyof typeof CATEGORY_SCORE_FIELD]>;

export interface CategoryPoints {
  key: string;
  label: string;
  points: number;
}

/** Points per category (the six, then Other: attributes outside every list), in the categories' order. */
export function categoryPoints(score: ScoreTotals): CategoryPoints[] {
  const other = Object.entries(score.attribute_breakdown)
    .filter(([name]) => !categoryOf(name))
    .reduce((sum, [, points]) => sum + points, 0);
  return [
    ...ATTRIBUTE_CATEGORIES.map((c) => ({ key: c.key as string, label: c.label, points: score[CATEGORY_SCORE_FIELD[c.key]] })),
    { key: OTHER_CATEGORY.key, label: OTHER_CATEGORY.label, points: other },
  ];
}

export interface AttributePoints {
  name: string;
  points: number;
  /** The category's label ('Other' for an attribute outside every list). */
  category: string;
  /** The points of the whole category (the donut's tooltip). */
  category_points: number;
}

/** The attributes by points, most first (ties by name), the first `limit` of them, each with its category's points. */
export function topAttributes(score: ScoreTotals, limit: number = PORTFOLIO_TOP_ATTRIBUTES): AttributePoints[] {
  const byLabel = new Map(categoryPoints(score).map((c) => [c.label, c.points]));
  return Object.entries(score.attribute_breakdown)
    .filter(([, points]) => points > 0)
    .sort(([a, pa], [b, pb]) => pb - pa || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([name, points]) => {
      const category = categoryOf(name)?.label ?? OTHER_CATEGORY.label;
      return { name, points, category, category_points: byLabel.get(category) ?? 0 };
    });
}
