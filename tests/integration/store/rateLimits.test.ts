/**
 * The rate limiter's token bucket in DynamoDB Local, with the clock chosen
 * by the test: a burst never exceeds the limit, a minute boundary gives no
 * second allowance (the fixed window it replaces let 2 × limit through
 * across one), spent tokens come back at limit per minute, and parallel
 * requests cannot overdraw the bucket.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { takeRateToken } from '#store/rateLimits';
import { useStackEnv } from '#test-support/stack';

const LIMIT = 20;
/** One token comes back every MINUTE / LIMIT. */
const MINUTE = 60_000;
const REFILL_MS = MINUTE / LIMIT;

beforeAll(() => {
  useStackEnv();
});

/** A caller no other test shares. */
const newCaller = () => `ip:test-${randomUUID()}`;

async function takeMany(caller: string, count: number, at: Date): Promise<number> {
  let passed = 0;
  for (let i = 0; i < count; i++) if (await takeRateToken('rateTest', caller, LIMIT, at)) passed++;
  return passed;
}

describe('rate limits: a token bucket of LIMIT tokens, refilled at LIMIT per minute', () => {
  it('lets a fresh caller burst LIMIT requests, then refuses', async () => {
    const caller = newCaller();
    const at = new Date('2026-11-23T10:00:30Z');
    expect(await takeMany(caller, LIMIT, at)).toBe(LIMIT);
    expect(await takeRateToken('rateTest', caller, LIMIT, at)).toBe(false);
  });

  it('gives no fresh allowance at a minute boundary: 2 × LIMIT around one pass only LIMIT', async () => {
    const caller = newCaller();
    const before = new Date('2026-11-23T10:00:59.900Z');
    const after = new Date('2026-11-23T10:01:00.100Z');
    const passed = (await takeMany(caller, LIMIT, before)) + (await takeMany(caller, LIMIT, after));
    // 200 ms is less than one refill: nothing more than the bucket's LIMIT.
    expect(passed).toBe(LIMIT);
  });

  it('returns one token per MINUTE / LIMIT after a burst, and no more', async () => {
    const caller = newCaller();
    const start = Date.parse('2026-11-23T10:00:10Z');
    expect(await takeMany(caller, LIMIT, new Date(start))).toBe(LIMIT);
    expect(await takeRateToken('rateTest', caller, LIMIT, new Date(start + REFILL_MS - 1))).toBe(false);
    expect(await takeMany(caller, 2, new Date(start + REFILL_MS))).toBe(1);
    expect(await takeMany(caller, 4, new Date(start + 3 * REFILL_MS))).toBe(2);
  });

  it('passes a steady stream at exactly the limit, forever', async () => {
    const caller = newCaller();
    const start = Date.parse('2026-11-23T10:00:00Z');
    let passed = 0;
    for (let i = 0; i < 3 * LIMIT; i++) if (await takeRateToken('rateTest', caller, LIMIT, new Date(start + i * REFILL_MS))) passed++;
    expect(passed).toBe(3 * LIMIT);
  });

  it('refills an idle caller to LIMIT, never beyond', async () => {
    const caller = newCaller();
    const start = Date.parse('2026-11-23T10:00:00Z');
    expect(await takeMany(caller, 1, new Date(start))).toBe(1);
    expect(await takeMany(caller, 3 * LIMIT, new Date(start + 10 * MINUTE))).toBe(LIMIT);
  });

  it('of 3 × LIMIT parallel requests at one instant, exactly LIMIT pass', async () => {
    const caller = newCaller();
    const at = new Date('2026-11-23T10:00:30Z');
    const results = await Promise.all(Array.from({ length: 3 * LIMIT }, () => takeRateToken('rateTest', caller, LIMIT, at)));
    expect(results.filter(Boolean)).toHaveLength(LIMIT);
  });

  it('of 3 × LIMIT parallel requests spread over a minute boundary, no more than the bucket plus its refill pass', async () => {
    const caller = newCaller();
    const start = Date.parse('2026-11-23T10:00:59Z');
    // Spread over 2 s: at most LIMIT + floor(2000 / REFILL_MS) may pass.
    const results = await Promise.all(
      Array.from({ length: 3 * LIMIT }, (_, i) => takeRateToken('rateTest', caller, LIMIT, new Date(start + Math.floor((i * 2000) / (3 * LIMIT))))),
    );
    // (A fixed window let LIMIT through on each side of the boundary.)
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(LIMIT + Math.floor(2000 / REFILL_MS));
  });
});
