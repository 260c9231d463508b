/**
 * The Character Transcript's rules (spec vouching-and-reputation §2
 * 'Character transcript'): the top 3 traits, their tile widths, up to 3
 * distinct relationship contexts, and the attributes grouped by category
 * with 'Other' for any attribute of no known category. Pure: the API
 * computes the summary with them, the web sizes the tiles with them.
 */
import { ATTRIBUTE_CATEGORIES, OTHER_CATEGORY, categoryOf } from './attributes';
import { pageQuerySchema } from './paging';

/** Vouch details shown before 'View All Vouch Details' (spec §4 'Transcript: 3 vouches, then all'). */
export const TRANSCRIPT_PREVIEW_VOUCHES = 3;
/** The vouch details one transcript answer carries at most (newest first); the summary counts every vouch (docs/decisions.md). */
export const TRANSCRIPT_VOUCHES_MAX = 100;
/** The query of a further page of vouch details: the cursor the last page gave, and at most TRANSCRIPT_VOUCHES_MAX. */
export const transcriptPageQuerySchema = pageQuerySchema(TRANSCRIPT_VOUCHES_MAX);
export const TOP_TRAITS = 3;
export const MAX_CONTEXTS = 3;
export const TRAIT_TILE_MIN_PX = 80;
export const TRAIT_TILE_MAX_PX = 160;
/** 'Print or Save as PDF' opens a window this size and prints after PRINT_DELAY_MS (spec §9). */
export const PRINT_WINDOW = { width: 800, height: 600 } as const;
export const PRINT_DELAY_MS = 1000;

/** What the summary reads of a vouch. */
export interface TranscriptVouchFacts {
  attributes: readonly string[];
  relationship_context: string;
}

export interface TraitCount {
  name: string;
  count: number;
}

export interface CategoryCount {
  key: string;
  label: string;
  count: number;
}

export interface TranscriptSummary {
  top_traits: TraitCount[];
  contexts: string[];
  categories: CategoryCount[];
}

/** How many vouches name each attribute (an attribute listed twice in one vouch counts once). */
function traitCounts(vouches: readonly TranscriptVouchFacts[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const vouch of vouches) {
    for (const name of new Set(vouch.attributes)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/** The `n` attributes most vouches name, most first; ties by name, so the answer is stable. */
export function topTraits(vouches: readonly TranscriptVouchFacts[], n = TOP_TRAITS): TraitCount[] {
  return topTraitsOfCounts(traitCounts(vouches), n);
}

/** The same from counts already made (how many vouches name each attribute; the stored summary's, transcriptTally.ts). */
export function topTraitsOfCounts(counts: ReadonlyMap<string, number>, n = TOP_TRAITS): TraitCount[] {
  return [...counts]
    .filter(([, count]) => count > 0)
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, n);
}

/**
 * A trait tile's width in px: proportional to its count relative to the
 * most named trait's (that one is 160 px), never under 80 px.
 */
export function traitTileWidth(count: number, maxCount: number): number {
  if (!(maxCount > 0) || !(count > 0) || !Number.isFinite(maxCount)) return TRAIT_TILE_MIN_PX;
  const width = Math.round((TRAIT_TILE_MAX_PX * Math.min(count, maxCount)) / maxCount);
  return Math.min(TRAIT_TILE_MAX_PX, Math.max(TRAIT_TILE_MIN_PX, width));
}

/** The first `n` distinct, non-empty relationship contexts, in the order given (newest vouch first). */
export function distinctContexts(vouches: readonly TranscriptVouchFacts[], n = MAX_CONTEXTS): string[] {
  const seen: string[] = [];
  for (const vouch of vouches) {
    if (seen.length >= n) break;
    const context = vouch.relationship_context;
    if (context && !seen.includes(context)) seen.push(context);
  }
  return seen;
}

/**
 * How many times the vouches name an attribute of each category, in the
 * categories' order, 'Other' (any attribute of no known category) last;
 * categories nobody named are left out.
 */
export function categoryCounts(vouches: readonly TranscriptVouchFacts[]): CategoryCount[] {
  return categoryCountsOfCounts(traitCounts(vouches));
}

/** The same from counts already made (how many vouches name each attribute). */
export function categoryCountsOfCounts(traits: ReadonlyMap<string, number>): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const [name, count] of traits) {
    const key = categoryOf(name)?.key ?? OTHER_CATEGORY.key;
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  return [...ATTRIBUTE_CATEGORIES, OTHER_CATEGORY].flatMap((c) => {
    const count = counts.get(c.key) ?? 0;
    return count > 0 ? [{ key: c.key, label: c.label, count }] : [];
  });
}

/** The transcript's summary of a member's received vouches (newest first). */
export function transcriptSummary(vouches: readonly TranscriptVouchFacts[]): TranscriptSummary {
  return { top_traits: topTraits(vouches), contexts: distinctContexts(vouches), categories: categoryCounts(vouches) };
}

/** Does the username in a transcript address name this member? (Usernames are unique without regard to case.) */
export function sameUsername(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
