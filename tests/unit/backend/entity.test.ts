/**
 * The entity descriptor (store/entity.ts): one declaration per entity of its
 * key, its index attributes, its TTL and its codec, from which the item a Put
 * writes and the record a read returns both follow.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { TABLE_SCHEMA } from '#functions/schema/table';
import { StoredItemInvalid } from '#store/codec';
import { defineEntity } from '#store/entity';

const pet = defineEntity({
  name: 'pet',
  schema: z.object({ owner_id: z.string(), id: z.string(), name: z.string(), created_at: z.string(), lost_at: z.optional(z.string()) }),
  key: ({ owner_id, id }: { owner_id: string; id: string }) => ({ PK: `OWNER#${owner_id}`, SK: `PET#${id}` }),
  indexes: {
    named: {
      index: TABLE_SCHEMA.gsi1,
      partition: ({ name }: { name: string }) => `PET_NAMED#${name}`,
      sort: (pet) => `${pet.created_at}#${pet.id}`,
    },
    // Sparse: only a lost pet is on it.
    lost: { index: TABLE_SCHEMA.gsi2, partition: (pet) => (pet.lost_at ? 'LOST' : undefined), sort: (pet) => pet.lost_at ?? '' },
  },
  ttl: (pet) => (pet.lost_at ? Math.floor(Date.parse(pet.lost_at) / 1000) + 86400 : undefined),
});

const rex = { owner_id: 'o1', id: 'p1', name: 'Rex', created_at: '2026-01-02T03:04:05.000Z' };

describe('defineEntity', () => {
  it('keys an item from its identity', () => {
    expect(pet.key({ owner_id: 'o1', id: 'p1' })).toEqual({ PK: 'OWNER#o1', SK: 'PET#p1' });
  });

  it('writes the key, the index attributes and the record, the key taken from the record', () => {
    expect(pet.item(rex)).toEqual({
      PK: 'OWNER#o1',
      SK: 'PET#p1',
      GSI1PK: 'PET_NAMED#Rex',
      GSI1SK: '2026-01-02T03:04:05.000Z#p1',
      ...rex,
    });
  });

  it('leaves an item off a sparse index (neither of its attributes), and adds the TTL only when there is one', () => {
    expect(Object.keys(pet.item(rex))).not.toContain('GSI2PK');
    expect(Object.keys(pet.item(rex))).not.toContain('GSI2SK');
    expect(Object.keys(pet.item(rex))).not.toContain(TABLE_SCHEMA.ttlAttribute);
    const lost = { ...rex, lost_at: '2026-02-01T00:00:00.000Z' };
    expect(pet.item(lost)).toMatchObject({
      GSI2PK: 'LOST',
      GSI2SK: '2026-02-01T00:00:00.000Z',
      expiresAt: Date.parse('2026-02-02T00:00:00.000Z') / 1000,
    });
  });

  it('gives each index’s partition to the queries, from the attributes it needs alone', () => {
    expect(pet.indexes.named.partition({ name: 'Rex' })).toBe('PET_NAMED#Rex');
    expect(pet.indexes.named.index.name).toBe('GSI1');
  });

  it('decodes an item into its record: keys, index attributes and TTL stripped', () => {
    const lost = { ...rex, lost_at: '2026-02-01T00:00:00.000Z' };
    expect(pet.decode(pet.item(lost))).toEqual(lost);
  });

  it('refuses an item without the record’s shape, naming the entity', () => {
    expect(() => pet.decode({ ...pet.item(rex), name: 7 })).toThrow(StoredItemInvalid);
    expect(() => pet.decode({ ...pet.item(rex), name: 7 })).toThrow(/stored pet item .*name/);
  });

  it('takes the identity apart from the record when the record does not hold it', () => {
    const guard = defineEntity({
      name: 'guard',
      schema: z.object({ user_id: z.string() }),
      key: ({ handle }: { handle: string }) => ({ PK: `HANDLE#${handle.toLowerCase()}`, SK: 'HANDLE' }),
      ttl: (_record, { handle }) => (handle === 'Temp' ? 1_800_000_000 : undefined),
    });
    expect(guard.item({ user_id: 'm1' }, { handle: 'Maya' })).toEqual({ PK: 'HANDLE#maya', SK: 'HANDLE', user_id: 'm1' });
    expect(guard.item({ user_id: 'm1' }, { handle: 'Temp' })).toEqual({ PK: 'HANDLE#temp', SK: 'HANDLE', expiresAt: 1_800_000_000, user_id: 'm1' });
    // @ts-expect-error: the record holds no handle, so the item needs the identity
    expect(() => guard.item({ user_id: 'm1' })).toThrow();
  });

  it('keys a one-item entity with no identity at all', () => {
    const stats = defineEntity({ name: 'stats', schema: z.object({ count: z.number() }), key: () => ({ PK: 'STATS', SK: 'COUNT' }) });
    expect(stats.key()).toEqual({ PK: 'STATS', SK: 'COUNT' });
    expect(stats.item({ count: 3 })).toEqual({ PK: 'STATS', SK: 'COUNT', count: 3 });
  });

  it('is a codec, so readItem and the other readers take it as it is', () => {
    const decode: (item: Record<string, unknown>) => unknown = pet.decode;
    expect(decode(pet.item(rex))).toEqual(rex);
  });

  it('every declaration is marked pure, so a bundle that does not use an entity drops it and what its key reaches', () => {
    const dir = new URL('../../../functions/store/', import.meta.url);
    const unmarked = readdirSync(dir)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => [...readFileSync(new URL(file, dir), 'utf8').matchAll(/(.{0,20})\bdefineEntity\(/g)].map((m) => `${file}: ${m[0]}`))
      .filter((call) => !call.includes('function defineEntity') && !call.includes('/* @__PURE__ */ defineEntity('));
    expect(unmarked).toEqual([]);
  });
});
