/**
 * cognito-local's data store, written behind instead of on every change.
 *
 * cognito-local keeps each user pool in memory (StormDB) and rewrites the
 * pool's whole JSON file after every change: a sign-up, a confirmation and
 * each login (which stores a refresh token) each serialise every user. The
 * cost of one write grows with the pool, so a test run that signs up
 * thousands of members spends most of its time re-writing the same file,
 * on the one thread that also runs every handler.
 *
 * Here the state is held in memory as StormDB holds it (the objects
 * cognito-local hands in, Dates and all), with the same reads and writes;
 * only the file write differs: with a
 * folder, changes are written at most every WRITE_BEHIND_MS and on flush()
 * (the stack's stop); without one (a temporary stack: tests), the pools live
 * in memory only, as DynamoDB Local's tables do there.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'cognito-local/lib/services/context';
import type { DataStore } from 'cognito-local/lib/services/dataStore/dataStore';
import type { DataStoreFactory } from 'cognito-local/lib/services/dataStore/factory';

/** How long changes may wait before they reach the file (a crash of `npm start` loses at most this much). */
export const WRITE_BEHIND_MS = 500;

/** cognito-local's file format: dates as ISO strings in fields named …Date (its stormDb.ts). */
function serialize(state: unknown): string {
  return JSON.stringify(
    state,
    function (this: Record<string, unknown>, key: string, value: unknown) {
      const raw = this[key];
      return key.endsWith('Date') && raw instanceof Date ? raw.toISOString() : value;
    },
    2,
  );
}

function deserialize(text: string): object {
  return JSON.parse(text || '{}', (key: string, value: unknown) =>
    key.endsWith('Date') && (typeof value === 'string' || typeof value === 'number') ? new Date(value) : value,
  ) as object;
}

/** The file of one store: the newest state reaches it at most once per interval. */
class WriteBehindFile {
  private pending: object | null = null;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly file: string | null) {}

  read(): Record<string, unknown> {
    if (!this.file || !existsSync(this.file)) return {};
    return deserialize(readFileSync(this.file, 'utf8')) as Record<string, unknown>;
  }

  write(state: object): void {
    if (!this.file) return;
    this.pending = state;
    this.timer ??= setTimeout(() => {
      this.timer = null;
      // A failed write is retried with the next change; the pools in memory stay right meanwhile.
      this.writing = this.writing
        .then(() => this.writePending())
        .catch((error: unknown) => console.error(`[cognito] could not save ${this.file}:`, error));
    }, WRITE_BEHIND_MS);
  }

  private async writePending(): Promise<void> {
    if (!this.pending || !this.file) return;
    const state = this.pending;
    this.pending = null;
    await writeFile(this.file, serialize(state));
  }

  /** Writes what is still waiting, now (synchronously, so it also works on the way out). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending && this.file) writeFileSync(this.file, serialize(this.pending));
    this.pending = null;
  }
}

type Keys = string | string[];
const pathOf = (key: Keys) => (Array.isArray(key) ? key : [key]);

/** cognito-local's DataStore over one in-memory object, read and written by key paths as StormDB does. */
class WriteBehindDataStore implements DataStore {
  constructor(
    private readonly state: Record<string, unknown>,
    private readonly file: WriteBehindFile,
  ) {}

  /** The object holding the last key, or undefined where an outer key is missing (StormDB throws there on reads). */
  private parentOf(keys: string[], create: boolean): Record<string, unknown> | undefined {
    let node = this.state;
    for (const key of keys.slice(0, -1)) {
      if (node[key] === undefined || node[key] === null) {
        if (!create) return undefined;
        node[key] = {};
      }
      node = node[key] as Record<string, unknown>;
    }
    return node;
  }

  get<T>(ctx: Context, key: Keys, defaultValue?: T): Promise<T | null> {
    ctx.logger.debug({ key }, 'DataStore.get');
    const keys = pathOf(key);
    const parent = this.parentOf(keys, false);
    if (!parent) return Promise.reject(new Error("Can't run .value() on non-existant property of non-existant object."));
    return Promise.resolve((parent[keys[keys.length - 1]!] as T | undefined) ?? defaultValue ?? null);
  }

  getRoot<T>(ctx: Context): Promise<T | null> {
    ctx.logger.debug('DataStore.getRoot');
    return Promise.resolve((this.state as T) ?? null);
  }

  set<T>(ctx: Context, key: Keys, value: T): Promise<void> {
    ctx.logger.debug({ key }, 'DataStore.set');
    const keys = pathOf(key);
    this.parentOf(keys, true)![keys[keys.length - 1]!] = value;
    this.file.write(this.state);
    return Promise.resolve();
  }

  delete(ctx: Context, key: Keys): Promise<void> {
    ctx.logger.debug({ key }, 'DataStore.delete');
    const keys = pathOf(key);
    const parent = this.parentOf(keys, false);
    if (parent) delete parent[keys[keys.length - 1]!];
    this.file.write(this.state);
    return Promise.resolve();
  }
}

export class WriteBehindDataStoreFactory implements DataStoreFactory {
  private readonly files: WriteBehindFile[] = [];

  /** @param directory where the pools' files are kept; null: in memory only. */
  constructor(private readonly directory: string | null) {}

  create(ctx: Context, id: string, defaults: object): Promise<DataStore> {
    ctx.logger.debug({ id }, 'createDataStore');
    const file = new WriteBehindFile(this.directory ? path.join(this.directory, `${id}.json`) : null);
    this.files.push(file);
    const stored = file.read();
    // As StormDB's default(): an empty store starts as the defaults.
    const state = Object.keys(stored).length === 0 ? (defaults as Record<string, unknown>) : stored;
    file.write(state);
    return Promise.resolve(new WriteBehindDataStore(state, file));
  }

  flush(): void {
    for (const file of this.files) file.flush();
  }
}
