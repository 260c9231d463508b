import { describe, expect, it } from 'vitest';
import { scoreFromVouches } from '#domain';
import { attributeRows, categoryRows } from './scoreRows';

describe('score rows of My Profile', () => {
  it('lists the six categories in order with their totals, and the attributes highest first', () => {
    const score = scoreFromVouches([
      ['Integrity', 'Kindness', 'Focus'],
      ['Integrity', 'Visionary', 'Empathy'],
    ]);
    expect(categoryRows(score).map((r) => [r.label, r.points])).toEqual([
      ['Core Character', 20],
      ['Interpersonal Skills', 20],
      ['Leadership Qualities', 2],
      ['Awareness & EQ', 0],
      ['Thinking Style', 2],
      ['Creative Thinking', 0],
    ]);
    expect(attributeRows(score)).toEqual([
      { name: 'Integrity', points: 20 },
      { name: 'Empathy', points: 10 },
      { name: 'Kindness', points: 10 },
      { name: 'Focus', points: 2 },
      { name: 'Visionary', points: 2 },
    ]);
  });
});
