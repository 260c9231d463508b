/** The shard a counter write moves, and the sum a reader makes of the shards (issue 21). */
import { describe, expect, it } from 'vitest';
import { COUNTER_SHARDS, pickCounterShard, sumCounterItems } from '#domain/counterShards';

describe('pickCounterShard', () => {
  it('maps the random number onto 0..shards-1, the top of the range included', () => {
    expect(pickCounterShard(32, () => 0)).toBe(0);
    expect(pickCounterShard(32, () => 0.5)).toBe(16);
    expect(pickCounterShard(32, () => 0.999_999_9)).toBe(31);
    // Math.random never returns 1, an injected source might: still a shard.
    expect(pickCounterShard(32, () => 1)).toBe(31);
    expect(pickCounterShard(1, () => 0.7)).toBe(0);
  });

  it('draws every shard of the default counter and no other', () => {
    const seen = new Set<number>();
    for (let i = 0; i < COUNTER_SHARDS; i++) seen.add(pickCounterShard(COUNTER_SHARDS, () => (i + 0.5) / COUNTER_SHARDS));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: COUNTER_SHARDS }, (_, i) => i));
    for (let i = 0; i < 1000; i++) {
      const shard = pickCounterShard();
      expect(Number.isInteger(shard) && shard >= 0 && shard < COUNTER_SHARDS).toBe(true);
    }
  });

  it('refuses a shard count that is not a positive integer', () => {
    for (const shards of [0, -1, 2.5, Number.NaN]) expect(() => pickCounterShard(shards)).toThrow(/positive integer/);
  });
});

describe('sumCounterItems', () => {
  it('adds the counts, negative shards included, and ignores items without a number', () => {
    expect(sumCounterItems([])).toBe(0);
    expect(sumCounterItems([{ count: 5 }, { count: 3 }, { count: -2 }, {}, { count: '9' }])).toBe(6);
  });
});
