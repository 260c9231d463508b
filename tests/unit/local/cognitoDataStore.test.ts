import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WRITE_BEHIND_MS, WriteBehindDataStoreFactory } from '#local/cognitoDataStore';

const ctx = { logger: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined } } as never;

describe("cognito-local's write-behind data store", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'cognito-store-'));
  });
  afterEach(() => {
    vi.useRealTimers();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads and writes by key paths as StormDB does: defaults, nested sets, deletes, missing keys', async () => {
    const store = await new WriteBehindDataStoreFactory(null).create(ctx, 'pool', { Users: {}, Options: { Id: 'pool' } });
    expect(await store.get(ctx, ['Options', 'Id'])).toBe('pool');
    expect(await store.get(ctx, ['Users', 'nobody'])).toBeNull();
    expect(await store.get(ctx, ['Users', 'nobody'], 'fallback')).toBe('fallback');
    await store.set(ctx, ['Users', 'ana'], { Username: 'ana', UserCreateDate: new Date(0) });
    await store.set(ctx, ['Groups', 'admins', 'Members'], ['ana']);
    expect(await store.get(ctx, ['Users', 'ana'])).toEqual({ Username: 'ana', UserCreateDate: new Date(0) });
    expect(await store.get(ctx, ['Groups', 'admins', 'Members'])).toEqual(['ana']);
    await store.delete(ctx, ['Users', 'ana']);
    expect(await store.get(ctx, ['Users', 'ana'])).toBeNull();
    // StormDB refuses a read through a missing outer key; so does this store.
    await expect(store.get(ctx, ['Nothing', 'here', 'at all'])).rejects.toThrow(/non-existant/);
  });

  it('keeps a temporary pool in memory only: no file is ever written', async () => {
    vi.useFakeTimers();
    const store = await new WriteBehindDataStoreFactory(null).create(ctx, 'pool', { Users: {} });
    await store.set(ctx, ['Users', 'ana'], { Username: 'ana' });
    await vi.advanceTimersByTimeAsync(WRITE_BEHIND_MS * 4);
    expect(existsSync(path.join(dir, 'pool.json'))).toBe(false);
  });

  it('writes a kept pool once per interval however many changes come, and everything on flush, read back with its dates', async () => {
    vi.useFakeTimers();
    const factory = new WriteBehindDataStoreFactory(dir);
    const file = path.join(dir, 'pool.json');
    const store = await factory.create(ctx, 'pool', { Users: {} });
    for (let i = 0; i < 50; i++) await store.set(ctx, ['Users', `u${i}`], { Username: `u${i}`, UserCreateDate: new Date(i * 1000) });
    expect(existsSync(file), 'nothing is written before the interval').toBe(false);
    await vi.advanceTimersByTimeAsync(WRITE_BEHIND_MS);
    await vi.waitFor(() => expect(Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { Users: object }).Users)).toHaveLength(50));

    await store.set(ctx, ['Users', 'late'], { Username: 'late', UserCreateDate: new Date(5) });
    factory.flush();
    const reopened = await new WriteBehindDataStoreFactory(dir).create(ctx, 'pool', { Users: {} });
    expect(await reopened.get(ctx, ['Users', 'late'])).toEqual({ Username: 'late', UserCreateDate: new Date(5) });
    expect(await reopened.get(ctx, ['Users', 'u7'])).toEqual({ Username: 'u7', UserCreateDate: new Date(7000) });
  });
});
