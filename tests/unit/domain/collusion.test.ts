import { describe, expect, it } from 'vitest';
import { RECIPROCAL_WINDOW_DAYS, groupKey, isReciprocalTrade, isRing, ringCandidates } from '#domain/collusion';

const at = (day: number) => new Date(Date.UTC(2026, 10, 1) + day * 86_400_000).toISOString();
const edge = (voucher_id: string, vouchee_id: string, day = 0) => ({ voucher_id, vouchee_id, created_at: at(day) });

describe('reciprocal trades', () => {
  it('are two opposite vouches within the window', () => {
    expect(isReciprocalTrade(edge('a', 'b', 0), edge('b', 'a', 2))).toBe(true);
    expect(isReciprocalTrade(edge('a', 'b', 5), edge('b', 'a', 5 - RECIPROCAL_WINDOW_DAYS))).toBe(true);
  });

  it('are not vouches given further apart, or not opposite', () => {
    expect(isReciprocalTrade(edge('a', 'b', 0), edge('b', 'a', RECIPROCAL_WINDOW_DAYS + 1))).toBe(false);
    expect(isReciprocalTrade(edge('a', 'b', 0), edge('b', 'c', 0))).toBe(false);
    expect(isReciprocalTrade(edge('a', 'b', 0), edge('a', 'b', 0))).toBe(false);
  });
});

describe('rings', () => {
  it('a new vouch a→b closes a loop with every c where b→c and c→a', () => {
    expect(ringCandidates({ voucher_id: 'a', vouchee_id: 'b' }, ['c', 'd', 'a'], ['c', 'e', 'b'])).toEqual(['c']);
    expect(ringCandidates({ voucher_id: 'a', vouchee_id: 'b' }, ['d'], ['c'])).toEqual([]);
  });

  it('is a loop whose members give most of their vouches inside it', () => {
    const loop = [edge('a', 'b'), edge('b', 'c'), edge('c', 'a')];
    expect(isRing(['a', 'b', 'c'], loop, { a: 1, b: 1, c: 1 })).toBe(true);
    expect(isRing(['a', 'b', 'c'], [...loop, edge('a', 'c')], { a: 3, b: 1, c: 1 })).toBe(true);
  });

  it('is not a loop among members who vouch widely', () => {
    const loop = [edge('a', 'b'), edge('b', 'c'), edge('c', 'a')];
    expect(isRing(['a', 'b', 'c'], loop, { a: 2, b: 1, c: 1 })).toBe(false);
    expect(isRing(['a', 'b', 'c'], loop, { a: 4, b: 5, c: 3 })).toBe(false);
  });

  it('needs three distinct members', () => {
    expect(isRing(['a', 'b', 'b'], [edge('a', 'b'), edge('b', 'a')], { a: 1, b: 1 })).toBe(false);
  });
});

describe('group keys', () => {
  it('are the same for the same members in any order', () => {
    expect(groupKey('ring', ['c', 'a', 'b'])).toBe(groupKey('ring', ['b', 'c', 'a']));
    expect(groupKey('reciprocal', ['b', 'a'])).toBe('reciprocal#a+b');
  });
});
