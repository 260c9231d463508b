import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_CATEGORIES, applyVouchDelta, formatPoints, scoreFromVouches, scoreVouch } from '#domain';

const core = ATTRIBUTE_CATEGORIES[0]!.attributes;
const leadership = ATTRIBUTE_CATEGORIES[2]!.attributes;

describe('scoreVouch', () => {
  it('gives 10 points per main-category attribute and 2 per bonus one', () => {
    const points = scoreVouch(['Integrity', 'Empathy', 'Visionary']);
    expect(points.total).toBe(22);
    expect(points.byCategory.core_character).toBe(10);
    expect(points.byCategory.interpersonal_skills).toBe(10);
    expect(points.byCategory.leadership_qualities).toBe(2);
    expect(points.breakdown).toEqual({ Integrity: 10, Empathy: 10, Visionary: 2 });
  });

  it('caps a main category at 50, so only five attributes count', () => {
    const points = scoreVouch([...core]);
    expect(points.byCategory.core_character).toBe(50);
    expect(points.total).toBe(50);
    expect(Object.keys(points.breakdown)).toHaveLength(5);
  });

  it('caps a bonus category at 10', () => {
    expect(scoreVouch([...leadership]).byCategory.leadership_qualities).toBe(10);
  });

  it('counts the same attributes whatever order they were picked in', () => {
    const forward = scoreVouch([...core]);
    const backward = scoreVouch([...core].reverse());
    expect(backward.breakdown).toEqual(forward.breakdown);
  });

  it('counts unknown attributes as Other: 2 points each, capped at 10', () => {
    const points = scoreVouch(['Zest', 'Grit', 'Wit', 'Verve', 'Pluck', 'Moxie', 'Integrity']);
    expect(points.total).toBe(10 + 10);
    expect(Object.keys(points.breakdown).filter((a) => a !== 'Integrity')).toHaveLength(5);
  });

  it('ignores duplicates', () => {
    expect(scoreVouch(['Integrity', 'Integrity', 'Empathy']).total).toBe(20);
  });

  it('reaches the maximum of 140 with every category full', () => {
    const all = ATTRIBUTE_CATEGORIES.flatMap((c) => c.attributes);
    expect(scoreVouch(all).total).toBe(50 + 50 + 10 * 4);
  });
});

describe('applyVouchDelta and scoreFromVouches', () => {
  it('adds vouches into the aggregate with the tier of the new total', () => {
    const score = scoreFromVouches([
      ['Integrity', 'Empathy', 'Visionary'],
      ['Integrity', 'Loyalty', 'Focus'],
    ]);
    expect(score.total_score).toBe(22 + 22);
    expect(score.total_vouches).toBe(2);
    expect(score.core_character_score).toBe(30);
    expect(score.attribute_breakdown.Integrity).toBe(20);
    expect(score.tier).toBe('Trusted By Some');
  });

  it('removing a vouch returns the score to what it was', () => {
    const first = scoreVouch(['Integrity', 'Empathy', 'Visionary']);
    const second = scoreVouch(['Loyalty', 'Kindness', 'Focus']);
    const before = applyVouchDelta(undefined, first, undefined);
    const after = applyVouchDelta(applyVouchDelta(before, second, undefined), undefined, second);
    expect(after).toEqual(before);
  });

  it('replacing a vouch is the same as scoring the new one from scratch', () => {
    const old = scoreVouch(['Integrity', 'Empathy', 'Visionary']);
    const next = scoreVouch(['Loyalty', 'Kindness', 'Focus', 'Humility']);
    const replaced = applyVouchDelta(applyVouchDelta(undefined, old, undefined), next, old);
    expect(replaced).toEqual(scoreFromVouches([['Loyalty', 'Kindness', 'Focus', 'Humility']]));
  });

  it('starts every member at zero, Getting Started', () => {
    const empty = scoreFromVouches([]);
    expect(empty.total_score).toBe(0);
    expect(empty.tier).toBe('Getting Started');
    expect(empty.attribute_breakdown).toEqual({});
  });
});

describe('formatPoints', () => {
  it('uses thousands separators and pts', () => {
    expect(formatPoints(0)).toBe('0 pts');
    expect(formatPoints(1234)).toBe('1,234 pts');
    expect(formatPoints(30000)).toBe('30,000 pts');
  });
});
