/**
 * The stored transcript summary's arithmetic (functions/domain/transcriptTally.ts):
 * whatever order vouches are given, edited and removed in, the summary read
 * from the tally equals transcriptSummary over the vouches that remain,
 * newest first, as the transcript computed it from the whole partition.
 */
import { describe, expect, it } from 'vitest';
import { transcriptSummary } from '#domain/transcript';
import { EMPTY_TALLY, applyToTally, summaryOfTally, tallyOf, withNewest, type TallyVouch, type TranscriptTally } from '#domain/transcriptTally';

const vouch = (voucher_id: string, created_at: string, relationship_context: string, attributes: string[]): TallyVouch => ({
  voucher_id,
  created_at,
  relationship_context,
  attributes,
});

/** As getMyTranscript sorted them: newest first, ties in the partition's order (by voucher id). */
const newestFirst = (vouches: readonly TallyVouch[]) =>
  [...vouches]
    .sort((a, b) => (a.voucher_id < b.voucher_id ? -1 : 1))
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));

const recount = (vouches: readonly TallyVouch[]) => ({ summary: transcriptSummary(newestFirst(vouches)), total: vouches.length });

/** Applies a change and settles any context that lost its newest by looking it up among `present` (as the store re-reads). */
function apply(tally: TranscriptTally, present: readonly TallyVouch[], removed?: TallyVouch, added?: TallyVouch): TranscriptTally {
  const { tally: next, stale } = applyToTally(tally, removed, added);
  return stale.reduce((t, context) => withNewest(t, context, newestFirst(present.filter((v) => v.relationship_context === context))[0]), next);
}

const a = vouch('a', '2026-01-01T00:00:00.000Z', 'friend', ['Integrity', 'Kindness', 'Focus']);
const b = vouch('b', '2026-01-02T00:00:00.000Z', 'friend', ['Integrity', 'Kindness', 'Empathy']);
const c = vouch('c', '2026-01-03T00:00:00.000Z', 'neighbor_or_community_member', ['Integrity', 'Empathy', 'Visionary']);
const d = vouch('d', '2026-01-04T00:00:00.000Z', 'client_or_customer', ['Integrity', 'Patience', 'Respect']);
const e = vouch('e', '2026-01-05T00:00:00.000Z', 'family', ['Loyalty', 'Humility', 'Adaptability']);

describe('summaryOfTally', () => {
  it('reads the empty summary from the empty tally (a member with no item yet)', () => {
    expect(summaryOfTally(EMPTY_TALLY)).toEqual({ summary: { top_traits: [], contexts: [], categories: [] }, total: 0 });
  });

  it('equals the summary of the vouches the tally was made from', () => {
    const vouches = [a, b, c, d, e];
    expect(summaryOfTally(tallyOf(vouches))).toEqual(recount(vouches));
    expect(summaryOfTally(tallyOf(vouches)).summary.contexts).toEqual(['family', 'client_or_customer', 'neighbor_or_community_member']);
  });

  it('breaks a tie of creation times as the partition’s order does (the smaller voucher id first)', () => {
    const at = '2026-02-01T00:00:00.000Z';
    const vouches = [vouch('y', at, 'friend', ['Focus', 'Empathy', 'Respect']), vouch('x', at, 'family', ['Focus', 'Empathy', 'Respect'])];
    expect(summaryOfTally(tallyOf(vouches))).toEqual(recount(vouches));
    expect(summaryOfTally(tallyOf(vouches)).summary.contexts).toEqual(['family', 'friend']);
  });

  it('leaves out contexts that are empty and attributes no vouch names any more', () => {
    const vouches = [vouch('a', '2026-01-01T00:00:00.000Z', '', ['Focus', 'Empathy', 'Respect'])];
    expect(summaryOfTally(tallyOf(vouches))).toEqual(recount(vouches));
    const gone = apply(tallyOf([a]), [], a, undefined);
    expect(summaryOfTally(gone)).toEqual(recount([]));
  });
});

describe('applyToTally', () => {
  it('adds a vouch given: every count up by one, its context newest when it is', () => {
    let tally = EMPTY_TALLY;
    const present: TallyVouch[] = [];
    for (const v of [c, a, e, b, d]) {
      present.push(v);
      tally = apply(tally, present, undefined, v);
      expect(summaryOfTally(tally)).toEqual(recount(present));
    }
    expect(tally).toEqual(tallyOf(present));
  });

  it('counts an attribute named twice in one vouch once, as the summary does', () => {
    const twice = vouch('t', '2026-03-01T00:00:00.000Z', 'friend', ['Focus', 'Focus', 'Respect']);
    expect(summaryOfTally(apply(EMPTY_TALLY, [twice], undefined, twice))).toEqual(recount([twice]));
  });

  it('moves an edit from the old attributes and context to the new ones', () => {
    const all = [a, b, c, d, e];
    const edited = { ...e, relationship_context: 'friend', attributes: ['Integrity', 'Focus', 'Respect'] };
    const after = [a, b, c, d, edited];
    const tally = apply(tallyOf(all), after, e, edited);
    expect(summaryOfTally(tally)).toEqual(recount(after));
    expect(tally).toEqual(tallyOf(after));
  });

  it('an edit that keeps the context keeps that context’s newest', () => {
    const edited = { ...b, attributes: ['Respect', 'Patience', 'Focus'] };
    const { tally, stale } = applyToTally(tallyOf([a, b]), b, edited);
    expect(stale).toEqual([]);
    expect(tally).toEqual(tallyOf([a, edited]));
  });

  it('asks for the next newest when a context still held loses its newest, and for nothing else', () => {
    expect(applyToTally(tallyOf([a, b, c]), b, undefined).stale).toEqual(['friend']);
    expect(applyToTally(tallyOf([a, b, c]), a, undefined).stale).toEqual([]);
    expect(applyToTally(tallyOf([a, b, c]), c, undefined).stale).toEqual([]);
    const removed = apply(tallyOf([a, b, c]), [a, c], b, undefined);
    expect(removed).toEqual(tallyOf([a, c]));
    expect(summaryOfTally(removed)).toEqual(recount([a, c]));
  });

  it('reaches the recount after any sequence of gives, edits and removals', () => {
    let tally = EMPTY_TALLY;
    let present: TallyVouch[] = [];
    const contexts = ['friend', 'family', 'client_or_customer', 'neighbor_or_community_member'];
    const attributes = ['Integrity', 'Kindness', 'Focus', 'Empathy', 'Respect', 'Visionary', 'Loyalty'];
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    for (let step = 0; step < 300; step++) {
      const pick = next(3);
      if (pick === 0 || present.length === 0) {
        const id = `v${step}`;
        const given = vouch(id, `2026-01-01T00:00:${String(next(60)).padStart(2, '0')}.000Z`, contexts[next(4)]!, [
          attributes[next(7)]!,
          attributes[next(7)]!,
          attributes[next(7)]!,
        ]);
        present = [...present, given];
        tally = apply(tally, present, undefined, given);
      } else if (pick === 1) {
        const old = present[next(present.length)]!;
        const edited = { ...old, relationship_context: contexts[next(4)]!, attributes: [attributes[next(7)]!, attributes[next(7)]!] };
        present = present.map((v) => (v === old ? edited : v));
        tally = apply(tally, present, old, edited);
      } else {
        const old = present[next(present.length)]!;
        present = present.filter((v) => v !== old);
        tally = apply(tally, present, old, undefined);
      }
      expect(summaryOfTally(tally)).toEqual(recount(present));
    }
    expect(tally).toEqual(tallyOf(present));
  });
});
