import { describe, expect, it } from 'vitest';
import {
  BURST_MIN_VOUCHES,
  BURST_WINDOW_MINUTES,
  NEW_ACCOUNT_DAYS,
  RECIPROCAL_WINDOW_DAYS,
  groupKey,
  isReciprocalTrade,
  isRing,
  newAccountBurst,
  ringCandidates,
} from '#domain/collusion';

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

describe('bursts of vouches from new accounts', () => {
  const minute = 60_000;
  const start = Date.UTC(2026, 10, 1, 9);
  const iso = (ms: number) => new Date(ms).toISOString();
  /** `count` vouches for 'target', one a minute, each from an account made `ageMs` before its vouch. */
  function burst(count: number, ageMs: number, everyMs = minute) {
    const vouches = Array.from({ length: count }, (_, i) => ({ voucher_id: `v${i}`, vouchee_id: 'target', created_at: iso(start + i * everyMs) }));
    const joined = Object.fromEntries(vouches.map((v) => [v.voucher_id, iso(Date.parse(v.created_at) - ageMs)]));
    return { vouches, joined };
  }

  it('are BURST_MIN_VOUCHES or more vouches for one member within the window from accounts younger than NEW_ACCOUNT_DAYS', () => {
    const { vouches, joined } = burst(12, 5 * minute);
    const found = newAccountBurst(vouches, joined);
    expect(found?.map((v) => v.voucher_id)).toEqual(vouches.map((v) => v.voucher_id));
  });

  it('are not fewer vouches than the threshold', () => {
    const { vouches, joined } = burst(BURST_MIN_VOUCHES - 1, 5 * minute);
    expect(newAccountBurst(vouches, joined)).toBeUndefined();
  });

  it('are not vouches from established accounts', () => {
    const { vouches, joined } = burst(12, (NEW_ACCOUNT_DAYS + 1) * 86_400_000);
    expect(newAccountBurst(vouches, joined)).toBeUndefined();
  });

  it('are not vouches spread wider than the window, and count only those inside it, ending at the newest', () => {
    const spread = burst(12, 5 * minute, ((BURST_WINDOW_MINUTES + 1) * minute) / 2);
    expect(newAccountBurst(spread.vouches, spread.joined)).toBeUndefined();
    // An old vouch plus a fresh burst: only the fresh ones are the evidence.
    const fresh = burst(BURST_MIN_VOUCHES, 5 * minute);
    const old = { voucher_id: 'old', vouchee_id: 'target', created_at: iso(start - 2 * BURST_WINDOW_MINUTES * minute) };
    const found = newAccountBurst([old, ...fresh.vouches], { ...fresh.joined, old: iso(start - 2 * BURST_WINDOW_MINUTES * minute - minute) });
    expect(found?.map((v) => v.voucher_id)).toEqual(fresh.vouches.map((v) => v.voucher_id));
  });

  it('ignore a voucher whose account date is unknown (a deleted member) or unreadable', () => {
    const { vouches, joined } = burst(BURST_MIN_VOUCHES, 5 * minute);
    expect(newAccountBurst(vouches, { ...joined, v0: 'not a date' })).toBeUndefined();
    const { v1: _dropped, ...withoutOne } = joined;
    expect(newAccountBurst(vouches, withoutOne)).toBeUndefined();
  });
});
