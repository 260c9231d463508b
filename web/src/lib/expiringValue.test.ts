import { afterEach, describe, expect, it } from 'vitest';
import { expiringValue } from './expiringValue';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const KEY = 'test.expiring';
const TTL = 60_000;
const NOW = Date.UTC(2026, 10, 27, 12);
const shortText = (stored: unknown): string | null => (typeof stored === 'string' && stored.length <= 5 ? stored : null);

function kept(options: { field?: string; acceptFutureSaveTime?: boolean; storage?: () => Storage | undefined } = {}) {
  return expiringValue<string>({ storage: () => localStorage, key: KEY, ttlMs: TTL, validate: shortText, ...options });
}

describe('a value kept in web storage for a while', () => {
  it('is stored with its save time under the given property, and read back until the time limit', () => {
    const value = kept({ field: 'name' });
    value.save('maya', NOW);
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ name: 'maya', savedAt: NOW });
    expect(value.read(NOW)).toBe('maya');
    expect(value.read(NOW + TTL - 1)).toBe('maya');
    expect(value.read(NOW + TTL)).toBeNull();
  });

  it('stores under "value" when no property is named, in the storage it is given', () => {
    const value = expiringValue<string>({ storage: () => sessionStorage, key: KEY, ttlMs: TTL, validate: shortText });
    value.save('omar', NOW);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ value: 'omar', savedAt: NOW });
    expect(value.read(NOW)).toBe('omar');
  });

  it('is forgotten when cleared', () => {
    const value = kept();
    value.save('maya', NOW);
    value.clear();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(value.read(NOW)).toBeNull();
  });

  it('refuses a save time ahead of the clock unless told to accept it', () => {
    kept().save('maya', NOW + 1);
    expect(kept().read(NOW)).toBeNull();
    expect(kept({ acceptFutureSaveTime: true }).read(NOW)).toBe('maya');
  });

  it('validates what storage holds on every read: garbage, a wrong shape or an invalid value reads as none', () => {
    const value = kept();
    for (const stored of ['{not json', 'null', '"maya"', JSON.stringify({ value: 'maya' }), JSON.stringify({ value: 'maya', savedAt: 'x' })]) {
      localStorage.setItem(KEY, stored);
      expect(value.read(NOW)).toBeNull();
    }
    localStorage.setItem(KEY, JSON.stringify({ value: 'far too long', savedAt: NOW }));
    expect(value.read(NOW)).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ value: 42, savedAt: NOW }));
    expect(value.read(NOW)).toBeNull();
  });

  it('does nothing, and finds nothing, when storage is blocked or absent', () => {
    const blocked = kept({
      storage: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(() => blocked.save('maya', NOW)).not.toThrow();
    expect(blocked.read(NOW)).toBeNull();
    expect(() => blocked.clear()).not.toThrow();

    const absent = kept({ storage: () => undefined });
    absent.save('maya', NOW);
    expect(absent.read(NOW)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('does not throw when storage refuses the write (full)', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const value = kept({ storage: () => full });
    expect(() => value.save('maya', NOW)).not.toThrow();
    expect(value.read(NOW)).toBeNull();
  });
});
