/**
 * The transcript's summary kept as counts (issue 21: the transcript reads a
 * bounded, pre-aggregated summary, not the member's whole received-vouch
 * partition). A tally holds how many vouches a member received, how many
 * name each attribute, and per relationship context how many vouches give
 * it and which of them is the newest. Its size is bounded by the known
 * attributes and contexts (attributes.ts, relationships.ts), never by the
 * number of vouches.
 *
 * Pure: the store applies a stream record's change with applyToTally, and the
 * transcript reads summaryOfTally, which equals transcriptSummary over the
 * vouches the tally counts, newest first (ties of `created_at` in the
 * partition's order, the smaller voucher id first, as getMyTranscript's stable
 * sort of the partition gave them).
 */
import { MAX_CONTEXTS, categoryCountsOfCounts, topTraitsOfCounts, type TranscriptSummary, type TranscriptVouchFacts } from './transcript';

/** What the tally reads of a vouch: the summary's facts and what orders it among the others. */
export interface TallyVouch extends TranscriptVouchFacts {
  created_at: string;
  voucher_id: string;
}

/** Which vouch is a context's newest: its creation time and, for a tie, its voucher. */
export interface NewestVouch {
  created_at: string;
  voucher_id: string;
}

export interface ContextTally {
  count: number;
  /** Absent only while a removal's re-read is pending, or when none was found (records still to come will settle the count). */
  newest?: NewestVouch;
}

export interface TranscriptTally {
  vouches: number;
  /** Vouches naming each attribute; an attribute no vouch names is absent. */
  attributes: Readonly<Record<string, number>>;
  /** Per non-empty context; a context no vouch gives is absent. */
  contexts: Readonly<Record<string, ContextTally>>;
}

export const EMPTY_TALLY: TranscriptTally = { vouches: 0, attributes: {}, contexts: {} };

/** Is `a` newer than `b` in the transcript's order (newest first; a tie goes to the smaller voucher id)? */
export function isNewer(a: NewestVouch, b: NewestVouch): boolean {
  return a.created_at > b.created_at || (a.created_at === b.created_at && a.voucher_id < b.voucher_id);
}

const sameVouch = (a: NewestVouch, b: NewestVouch) => a.created_at === b.created_at && a.voucher_id === b.voucher_id;

/** Moves one vouch in or out (by = 1 or -1); returns the context whose newest it took away, if any. */
function move(attributes: Record<string, number>, contexts: Record<string, ContextTally>, v: TallyVouch, by: 1 | -1): string | undefined {
  for (const name of new Set(v.attributes)) {
    const count = (attributes[name] ?? 0) + by;
    if (count === 0) delete attributes[name];
    else attributes[name] = count;
  }
  const context = v.relationship_context;
  if (!context) return undefined;
  const held = contexts[context];
  const count = (held?.count ?? 0) + by;
  if (count === 0) {
    delete contexts[context];
    return undefined;
  }
  const vouch = { created_at: v.created_at, voucher_id: v.voucher_id };
  if (by === 1) {
    const newest = held?.newest && !isNewer(vouch, held.newest) ? held.newest : vouch;
    contexts[context] = { count, newest };
    return undefined;
  }
  if (held?.newest && sameVouch(held.newest, vouch)) {
    contexts[context] = { count };
    return context;
  }
  contexts[context] = held?.newest ? { count, newest: held.newest } : { count };
  return undefined;
}

/**
 * The tally after one change: a vouch given (added), edited (removed, then
 * added) or removed. `stale` names the contexts that still hold vouches but
 * lost their newest: the caller looks the next newest up (withNewest).
 */
export function applyToTally(
  tally: TranscriptTally,
  removed: TallyVouch | undefined,
  added: TallyVouch | undefined,
): { tally: TranscriptTally; stale: string[] } {
  const attributes = { ...tally.attributes };
  const contexts = { ...tally.contexts };
  if (removed) move(attributes, contexts, removed, -1);
  if (added) move(attributes, contexts, added, 1);
  const vouches = tally.vouches - (removed ? 1 : 0) + (added ? 1 : 0);
  const stale = Object.entries(contexts)
    .filter(([, held]) => !held.newest)
    .map(([context]) => context);
  return { tally: { vouches, attributes, contexts }, stale };
}

/** The tally with a context's newest vouch as looked up (none found: left without one). */
export function withNewest(tally: TranscriptTally, context: string, newest: NewestVouch | undefined): TranscriptTally {
  const held = tally.contexts[context];
  if (!held) return tally;
  const settled: ContextTally = newest
    ? { count: held.count, newest: { created_at: newest.created_at, voucher_id: newest.voucher_id } }
    : { count: held.count };
  return { ...tally, contexts: { ...tally.contexts, [context]: settled } };
}

/** The tally of these vouches (the backfill's recount, and the tests'). */
export function tallyOf(vouches: readonly TallyVouch[]): TranscriptTally {
  return vouches.reduce((tally, v) => applyToTally(tally, undefined, v).tally, EMPTY_TALLY);
}

/** The transcript's summary and its total from a tally. */
export function summaryOfTally(tally: TranscriptTally): { summary: TranscriptSummary; total: number } {
  const counts = new Map(Object.entries(tally.attributes));
  const contexts = Object.entries(tally.contexts)
    .filter(([, held]) => held.count > 0)
    // A context without its newest (a re-read pending) goes last.
    .sort(([, a], [, b]) =>
      !a.newest ? (b.newest ? 1 : 0) : !b.newest ? -1 : isNewer(a.newest, b.newest) ? -1 : isNewer(b.newest, a.newest) ? 1 : 0,
    )
    .slice(0, MAX_CONTEXTS)
    .map(([context]) => context);
  return {
    summary: { top_traits: topTraitsOfCounts(counts), contexts, categories: categoryCountsOfCounts(counts) },
    total: tally.vouches,
  };
}
