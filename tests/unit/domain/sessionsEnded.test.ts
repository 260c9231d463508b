import { describe, expect, it } from 'vitest';
import { signedInBeforeSessionsEnded } from '#domain/sessionsEnded';

describe('signedInBeforeSessionsEnded', () => {
  const endedAt = '2026-11-27T12:00:00.700Z';
  const seconds = (iso: string) => String(Date.parse(iso) / 1000);

  it('refuses a sign-in from before the sessions ended', () => {
    expect(signedInBeforeSessionsEnded(seconds('2026-11-27T11:00:00.000Z'), endedAt)).toBe(true);
    expect(signedInBeforeSessionsEnded(seconds('2026-11-27T11:59:59.000Z'), endedAt)).toBe(true);
  });

  it('takes a sign-in after, or within the second of, the end (the claim has whole seconds)', () => {
    expect(signedInBeforeSessionsEnded(seconds('2026-11-27T12:00:00.000Z'), endedAt)).toBe(false);
    expect(signedInBeforeSessionsEnded(seconds('2026-11-27T12:00:05.000Z'), endedAt)).toBe(false);
  });

  it('takes every token of a member whose sessions never ended', () => {
    expect(signedInBeforeSessionsEnded(seconds('2020-01-01T00:00:00.000Z'), undefined)).toBe(false);
    expect(signedInBeforeSessionsEnded(undefined, undefined)).toBe(false);
  });

  it('refuses a token without a readable auth_time once the sessions ended', () => {
    expect(signedInBeforeSessionsEnded(undefined, endedAt)).toBe(true);
    expect(signedInBeforeSessionsEnded('soon', endedAt)).toBe(true);
  });
});
