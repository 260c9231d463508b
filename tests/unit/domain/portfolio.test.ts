import { describe, expect, it } from 'vitest';
import {
  categoryPoints,
  dailyPointsDelta,
  dailyPointsFromVouches,
  scoreFromVouches,
  scoreSeries,
  scoreVouch,
  topAttributes,
  vouchDay,
} from '#domain';

describe('the per-day points of the score-over-time series', () => {
  it('puts a vouch on the UTC day it was given', () => {
    expect(vouchDay('2026-11-23T23:59:59.999Z')).toBe('2026-11-23');
    expect(vouchDay('2026-11-24T00:00:00.000Z')).toBe('2026-11-24');
  });

  it('moves by the vouch on its day: added, removed, or an edit on the day it was first given', () => {
    expect(dailyPointsDelta({ created_at: '2026-01-02T10:00:00Z', points: 30 }, undefined)).toEqual({ '2026-01-02': 30 });
    expect(dailyPointsDelta(undefined, { created_at: '2026-01-02T10:00:00Z', points: 30 })).toEqual({ '2026-01-02': -30 });
    // An edit: same day, the difference only.
    expect(dailyPointsDelta({ created_at: '2026-01-02T10:00:00Z', points: 42 }, { created_at: '2026-01-02T10:00:00Z', points: 30 })).toEqual({
      '2026-01-02': 12,
    });
    // An edit that keeps the points moves nothing.
    expect(dailyPointsDelta({ created_at: '2026-01-02T10:00:00Z', points: 30 }, { created_at: '2026-01-02T10:00:00Z', points: 30 })).toEqual({});
  });

  it('applying the deltas of any sequence equals the recount of what is left', () => {
    const a = { created_at: '2026-01-01T08:00:00Z', points: 30 };
    const b = { created_at: '2026-01-01T20:00:00Z', points: 22 };
    const c = { created_at: '2026-01-05T08:00:00Z', points: 50 };
    const cEdited = { ...c, points: 34 };
    const stored: Record<string, number> = {};
    const apply = (d: Record<string, number>) => {
      for (const [day, points] of Object.entries(d)) stored[day] = (stored[day] ?? 0) + points;
    };
    apply(dailyPointsDelta(a, undefined));
    apply(dailyPointsDelta(b, undefined));
    apply(dailyPointsDelta(c, undefined));
    apply(dailyPointsDelta(cEdited, c));
    apply(dailyPointsDelta(undefined, a));
    expect(scoreSeries(stored)).toEqual(scoreSeries(dailyPointsFromVouches([b, cEdited])));
    apply(dailyPointsDelta(undefined, b));
    // The day whose vouches are all gone stays stored at 0 but is no point of the series.
    expect(stored['2026-01-01']).toBe(0);
    expect(scoreSeries(stored)).toEqual([{ day: '2026-01-05', points: 34, score: 34 }]);
  });

  it('is one point per day with a vouch, oldest first, with the running score', () => {
    expect(scoreSeries({ '2026-03-01': 20, '2026-01-10': 30, '2026-02-01': 0 })).toEqual([
      { day: '2026-01-10', points: 30, score: 30 },
      { day: '2026-03-01', points: 20, score: 50 },
    ]);
    expect(scoreSeries({})).toEqual([]);
  });
});

describe('the analytics of a score', () => {
  const score = scoreFromVouches([
    ['Integrity', 'Reliability', 'Kindness', 'Visionary'],
    ['Integrity', 'Empathy', 'Kindness'],
    ['Integrity', 'Focus', 'Imagination', 'Listening'],
  ]);

  it('has the points of each category and of Other, in the categories order', () => {
    expect(categoryPoints(score).map((c) => [c.label, c.points])).toEqual([
      ['Core Character', 40],
      ['Interpersonal Skills', 40],
      ['Leadership Qualities', 2],
      ['Awareness & EQ', 0],
      ['Thinking Style', 2],
      ['Creative Thinking', 2],
      ['Other', 0],
    ]);
    // Attributes outside every list count under Other.
    const withOther = { ...score, attribute_breakdown: { ...score.attribute_breakdown, Punctuality: 4 } };
    expect(categoryPoints(withOther).at(-1)).toEqual({ key: 'other', label: 'Other', points: 4 });
  });

  it('ranks the top attributes by points, ties by name, at most 10, each with its category points', () => {
    const top = topAttributes(score);
    expect(top.slice(0, 3)).toEqual([
      { name: 'Integrity', points: 30, category: 'Core Character', category_points: 40 },
      { name: 'Kindness', points: 20, category: 'Interpersonal Skills', category_points: 40 },
      { name: 'Empathy', points: 10, category: 'Interpersonal Skills', category_points: 40 },
    ]);
    expect(top.map((t) => t.name)).toEqual(['Integrity', 'Kindness', 'Empathy', 'Listening', 'Reliability', 'Focus', 'Imagination', 'Visionary']);
    const many = scoreVouch([
      'Integrity',
      'Reliability',
      'Loyalty',
      'Authenticity',
      'Accountability',
      'Kindness',
      'Empathy',
      'Communication',
      'Listening',
      'Respect',
      'Visionary',
      'Focus',
    ]);
    const big = scoreFromVouches([Object.keys(many.breakdown)]);
    expect(topAttributes(big)).toHaveLength(10);
    expect(topAttributes(big, 6)).toHaveLength(6);
    expect(topAttributes(scoreFromVouches([]))).toEqual([]);
  });
});
