import { describe, expect, it } from 'vitest';
import { countLine } from './MemberList';
import { retryDelay } from './useDirectoryList';

describe('directory helpers', () => {
  it("says 'N Community Member(s)', or 'Loading...' before the count is known", () => {
    expect(countLine(null)).toBe('Loading...');
    expect(countLine(1)).toBe('1 Community Member');
    expect(countLine(0)).toBe('0 Community Members');
    expect(countLine(1234)).toBe('1,234 Community Members');
  });

  it('retries after 2, 4 and 6 seconds (spec §9)', () => {
    expect([0, 1, 2].map(retryDelay)).toEqual([2000, 4000, 6000]);
  });
});
