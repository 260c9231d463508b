import { describe, expect, it } from 'vitest';
import { decodeCursor, decodeStageCursor, encodeCursor, encodeStageCursor } from '#api/http/cursor';
import { ApiFailure } from '#api/http/failures';

const KEYS = ['PK', 'SK', 'GSI1PK', 'GSI1SK'] as const;
const mine = { GSI1PK: 'INVITER#me' };
const key = { PK: 'INVITE#ABCDEFGH', SK: 'INVITE', GSI1PK: 'INVITER#me', GSI1SK: '2026-01-01T00:00:00.000Z#ABCDEFGH' };

function refusal(run: () => unknown): ApiFailure {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiFailure) return error;
    throw error;
  }
  throw new Error('the cursor was accepted');
}

describe('list cursors', () => {
  it('round-trips the key of the next page, and is null on the last page', () => {
    const cursor = encodeCursor(key)!;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, KEYS, mine)).toEqual(key);
    expect(encodeCursor(undefined)).toBeNull();
    expect(decodeCursor(undefined, KEYS, mine)).toBeUndefined();
  });

  const encode = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
  it.each([
    ['another member’s partition', encode({ ...key, GSI1PK: 'INVITER#them' })],
    ['a missing key attribute', encode({ PK: key.PK, SK: key.SK, GSI1PK: key.GSI1PK })],
    ['an extra attribute', encode({ ...key, admin: 'yes' })],
    ['a non-string value', encode({ ...key, SK: 1 })],
    ['an empty value', encode({ ...key, SK: '' })],
    ['a value over 1,024 characters', encode({ ...key, GSI1SK: 'x'.repeat(1025) })],
    ['JSON null', encode('null')],
    ['a JSON array', encode([])],
    ['not JSON', encode('{"PK":')],
  ])('refuses %s with a 400', (_why, cursor) => {
    const failure = refusal(() => decodeCursor(cursor, KEYS, mine));
    expect(failure.status).toBe(400);
    expect(failure.fields).toHaveProperty('cursor');
  });
});

describe('stage cursors (the ranked directory: ranked members, then the rest)', () => {
  const STAGES = ['seen', 'rest'] as const;
  it('round-trips the stage and its own cursor, or the stage alone', () => {
    expect(decodeStageCursor(encodeStageCursor('seen', 'abc'), STAGES)).toEqual({ stage: 'seen', inner: 'abc' });
    expect(decodeStageCursor(encodeStageCursor('rest', null), STAGES)).toEqual({ stage: 'rest', inner: undefined });
    expect(decodeStageCursor(undefined, STAGES)).toBeUndefined();
  });

  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['an unknown stage', encode({ stage: 'elsewhere' })],
    ['an extra attribute', encode({ stage: 'rest', offset: 3 })],
    ['an inner cursor that is no string', encode({ stage: 'seen', inner: 5 })],
    ['an empty inner cursor', encode({ stage: 'seen', inner: '' })],
    ['an inner cursor over 4,096 characters', encode({ stage: 'rest', inner: 'x'.repeat(4097) })],
  ])('refuses %s with a 400', (_why, cursor) => {
    expect(refusal(() => decodeStageCursor(cursor, STAGES)).status).toBe(400);
  });
});
