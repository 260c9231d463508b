import { describe, expect, it } from 'vitest';
import { MAX_POINTS_PER_VOUCH, emptyUserScore, openCategories, scoreFromVouches, tierProgress, vouchCategoryRoom } from '#domain';

describe('tierProgress', () => {
  it('at 0 points the next tier is one point away', () => {
    expect(tierProgress(0)).toMatchObject({
      tier: { name: 'Getting Started' },
      next: { name: 'Trusted By Some', min: 1 },
      pointsToNext: 1,
      fraction: 0,
    });
  });
  it('counts the points to the next threshold and the share of the current band already done', () => {
    const p = tierProgress(250);
    expect(p.tier.name).toBe('Trusted By Some');
    expect(p.next?.name).toBe('Clearly Trusted');
    expect(p.pointsToNext).toBe(250);
    expect(p.fraction).toBeCloseTo(249 / 499);
  });
  it('on a threshold, the tier is reached and the next one is the whole band away', () => {
    expect(tierProgress(500)).toMatchObject({ tier: { name: 'Clearly Trusted' }, next: { name: 'Widely Vouched' }, pointsToNext: 500, fraction: 0 });
  });
  it('at the top tier there is no next one', () => {
    expect(tierProgress(31_000)).toMatchObject({ tier: { name: 'GOAT Level' }, next: null, pointsToNext: null, fraction: 1, vouchesAtLeast: null });
  });
  it('says how many vouches at the most a vouch can earn would be needed', () => {
    expect(MAX_POINTS_PER_VOUCH).toBe(140);
    expect(tierProgress(250).vouchesAtLeast).toBe(2);
    expect(tierProgress(360).vouchesAtLeast).toBe(1);
    expect(tierProgress(0).vouchesAtLeast).toBe(1);
  });
});

describe('vouchCategoryRoom (one vouch: which caps are not reached yet)', () => {
  it('lists every category with its full room when nothing is selected, main categories first', () => {
    const room = vouchCategoryRoom([]);
    expect(room.map((c) => c.key)).toEqual([
      'core_character',
      'interpersonal_skills',
      'leadership_qualities',
      'awareness_eq',
      'thinking_style',
      'creative_thinking',
    ]);
    expect(room[0]).toMatchObject({ points: 0, cap: 50, room: 50, pointsPerAttribute: 10 });
  });
  it('leaves out a category whose cap is reached and shows what the others still allow', () => {
    const room = vouchCategoryRoom(['Integrity', 'Reliability', 'Loyalty', 'Authenticity', 'Accountability', 'Kindness', 'Visionary']);
    expect(room.find((c) => c.key === 'core_character')).toBeUndefined();
    expect(room[0]).toMatchObject({ key: 'interpersonal_skills', points: 10, room: 40 });
    expect(room.find((c) => c.key === 'leadership_qualities')).toMatchObject({ points: 2, room: 8 });
  });
});

describe('openCategories (a member: where vouches so far left points unclaimed)', () => {
  it('for a member without vouches, every category is open with all its attributes', () => {
    const open = openCategories(emptyUserScore());
    expect(open).toHaveLength(6);
    expect(open[0]).toMatchObject({ key: 'core_character', points: 0, possible: 50 });
    expect(open[0]!.missingAttributes).toHaveLength(8);
  });
  it('a category filled to its cap by every vouch is closed; the others list the attributes never received, most valuable first', () => {
    const core = ['Integrity', 'Reliability', 'Loyalty', 'Authenticity', 'Accountability'];
    const score = scoreFromVouches([
      [...core, 'Kindness'],
      [...core, 'Empathy', 'Focus'],
    ]);
    const open = openCategories(score);
    expect(open.find((c) => c.key === 'core_character')).toBeUndefined();
    const interpersonal = open[0]!;
    expect(interpersonal).toMatchObject({ key: 'interpersonal_skills', points: 20, possible: 100 });
    expect(interpersonal.missingAttributes).not.toContain('Kindness');
    expect(interpersonal.missingAttributes).toContain('Listening');
    expect(open.find((c) => c.key === 'thinking_style')).toMatchObject({ points: 2, possible: 20 });
    expect(open.find((c) => c.key === 'thinking_style')!.missingAttributes).not.toContain('Focus');
  });
});
