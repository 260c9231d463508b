import { describe, expect, it } from 'vitest';
import {
  TRAIT_TILE_MAX_PX,
  TRAIT_TILE_MIN_PX,
  categoryCounts,
  distinctContexts,
  sameUsername,
  topTraits,
  traitTileWidth,
  transcriptSummary,
} from '#domain/transcript';

const vouch = (attributes: string[], relationship_context = 'friend') => ({ attributes, relationship_context });

describe('topTraits', () => {
  it('counts how many vouches name each attribute and keeps the 3 most named, most first', () => {
    const traits = topTraits([
      vouch(['Integrity', 'Kindness', 'Focus']),
      vouch(['Integrity', 'Kindness', 'Empathy']),
      vouch(['Integrity', 'Empathy', 'Visionary']),
      vouch(['Integrity', 'Patience', 'Respect']),
    ]);
    expect(traits).toEqual([
      { name: 'Integrity', count: 4 },
      { name: 'Empathy', count: 2 },
      { name: 'Kindness', count: 2 },
    ]);
  });
  it('breaks ties by name, so the same vouches always give the same three', () => {
    expect(topTraits([vouch(['Loyalty', 'Focus', 'Humility', 'Adaptability'])]).map((t) => t.name)).toEqual(['Adaptability', 'Focus', 'Humility']);
  });
  it('gives fewer when fewer attributes were named, and none without vouches', () => {
    expect(topTraits([vouch(['Integrity', 'Kindness'])])).toHaveLength(2);
    expect(topTraits([])).toEqual([]);
  });
  it('counts an attribute named twice in one vouch once', () => {
    expect(topTraits([vouch(['Integrity', 'Integrity'])])).toEqual([{ name: 'Integrity', count: 1 }]);
  });
});

describe('traitTileWidth', () => {
  it('is 160 px for the most named trait', () => {
    expect(traitTileWidth(7, 7)).toBe(TRAIT_TILE_MAX_PX);
    expect(TRAIT_TILE_MAX_PX).toBe(160);
  });
  it('is proportional to the count relative to the maximum', () => {
    expect(traitTileWidth(3, 4)).toBe(120);
    expect(traitTileWidth(5, 8)).toBe(100);
  });
  it('is never under 80 px', () => {
    expect(TRAIT_TILE_MIN_PX).toBe(80);
    expect(traitTileWidth(1, 10)).toBe(80);
    expect(traitTileWidth(0, 0)).toBe(80);
  });
  it('stays within 80 to 160 px whatever it is given', () => {
    for (const [count, max] of [
      [12, 3],
      [-1, 5],
      [Number.NaN, 2],
      [2, Number.POSITIVE_INFINITY],
    ] as const) {
      const width = traitTileWidth(count, max);
      expect(width).toBeGreaterThanOrEqual(80);
      expect(width).toBeLessThanOrEqual(160);
    }
  });
});

describe('distinctContexts', () => {
  it('keeps the first 3 distinct contexts in the order given (newest first)', () => {
    expect(
      distinctContexts([vouch([], 'friend'), vouch([], 'friend'), vouch([], 'neighbor'), vouch([], 'client_or_customer'), vouch([], 'family')]),
    ).toEqual(['friend', 'neighbor', 'client_or_customer']);
  });
  it('skips empty contexts and gives fewer when there are fewer', () => {
    expect(distinctContexts([vouch([], ''), vouch([], 'family'), vouch([], 'family')])).toEqual(['family']);
    expect(distinctContexts([])).toEqual([]);
  });
});

describe('categoryCounts', () => {
  it('groups the named attributes by category, in the categories order', () => {
    expect(categoryCounts([vouch(['Kindness', 'Integrity', 'Empathy']), vouch(['Focus', 'Integrity'])])).toEqual([
      { key: 'core_character', label: 'Core Character', count: 2 },
      { key: 'interpersonal_skills', label: 'Interpersonal Skills', count: 2 },
      { key: 'thinking_style', label: 'Thinking Style', count: 1 },
    ]);
  });
  it("counts attributes of no known category under 'Other', last", () => {
    expect(categoryCounts([vouch(['Punctuality', 'Integrity', 'Good Humour']), vouch(['Punctuality'])])).toEqual([
      { key: 'core_character', label: 'Core Character', count: 1 },
      { key: 'other', label: 'Other', count: 3 },
    ]);
  });
  it('leaves out categories nobody named', () => {
    expect(categoryCounts([])).toEqual([]);
  });
});

describe('transcriptSummary', () => {
  it('puts the three together', () => {
    const summary = transcriptSummary([vouch(['Integrity', 'Wit', 'Kindness'], 'neighbor'), vouch(['Integrity', 'Focus', 'Kindness'], 'friend')]);
    expect(summary.top_traits).toEqual([
      { name: 'Integrity', count: 2 },
      { name: 'Kindness', count: 2 },
      { name: 'Focus', count: 1 },
    ]);
    expect(summary.contexts).toEqual(['neighbor', 'friend']);
    expect(summary.categories.at(-1)).toEqual({ key: 'other', label: 'Other', count: 1 });
  });
});

describe('sameUsername', () => {
  it('compares usernames without regard to case', () => {
    expect(sameUsername('Ada_L', 'ada_l')).toBe(true);
    expect(sameUsername('ada', 'adb')).toBe(false);
  });
});
