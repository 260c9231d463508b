import { describe, expect, it } from 'vitest';
import { tierFor } from '#domain';

describe('tierFor', () => {
  it.each([
    [0, 'Getting Started'],
    [1, 'Trusted By Some'],
    [499, 'Trusted By Some'],
    [500, 'Clearly Trusted'],
    [999, 'Clearly Trusted'],
    [1000, 'Widely Vouched'],
    [2499, 'Widely Vouched'],
    [2500, 'Deeply Trusted'],
    [9999, 'Deeply Trusted'],
    [10000, 'Legendary Trust'],
    [29999, 'Legendary Trust'],
    [30000, 'GOAT Level'],
    [1_000_000, 'GOAT Level'],
  ])('%i points is %s', (score, name) => {
    expect(tierFor(score).name).toBe(name);
  });

  it('has the spec subtitle for the first tier', () => {
    expect(tierFor(0).subtitle).toBe('Everyone begins here — the first vouch matters.');
  });
});
