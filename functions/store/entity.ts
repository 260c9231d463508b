/**
 * Each entity of the single table declared once: its name, its key (a typed
 * function of its identity), the index attributes it carries (computed from
 * the record), its TTL and its codec. What a Put writes (`item`), what a Get
 * or an Update names (`key`) and what a read returns (`decode`) all follow
 * from that one declaration, so no write site composes keys or GSI
 * attributes by hand. Transactions and expressions stay with each entity's
 * functions; only where keys, index attributes and codecs come from is here.
 *
 * A small descriptor of our own rather than ElectroDB or DynamoDB-Toolbox:
 * docs/decisions.md, "Entities declared once".
 */
import type * as z from 'zod/mini';
import { TABLE_SCHEMA } from '#functions/schema/table';
import { codec, type Codec } from './codec';
import type { Key } from './table';

/** The key attribute names of one global secondary index (functions/schema/table.ts). */
export interface IndexNames {
  readonly name: string;
  readonly partitionKey: string;
  readonly sortKey: string;
}

/**
 * Where an entity's items sit on one index. `partition` may ask for only the
 * attributes it needs (queries call it with those alone); undefined leaves
 * the item off the index (a sparse index: neither attribute is written).
 * Without `sort` the index sorts by an attribute of the record itself
 * (GSI3's total_score), and only the partition attribute is written.
 */
export interface IndexKeys<R> {
  readonly index: IndexNames;
  readonly partition: (record: R) => string | undefined;
  readonly sort?: (record: R) => string;
}

export interface EntitySpec<Id, R, Ix extends Readonly<Record<string, IndexKeys<R>>>> {
  /** How errors name it ("stored profile item does not match…"). */
  readonly name: string;
  /** The record's schema (zod/mini: the Cognito triggers stay light); its parse strips keys and index attributes. */
  readonly schema: z.ZodMiniType<R>;
  /** The item's key from the entity's identity: fields of the record, or (a guard, a counter) what names it apart from it. */
  readonly key: (id: Id) => Key;
  readonly indexes?: Ix & { readonly [Name in keyof Ix]: IndexKeys<NoInfer<R>> };
  /** When the table may delete the item, epoch seconds (the table's TTL attribute), from the record and its identity; undefined: never. */
  readonly ttl?: (record: R, id: Id) => number | undefined;
}

/** The identity a call names: nothing for a one-item entity (its key takes none). */
type IdArgs<Id> = unknown extends Id ? [] : [id: Id];

export interface Entity<Id, R, Ix> extends Codec<R> {
  readonly name: string;
  readonly indexes: Ix;
  key(...id: IdArgs<Id>): Key;
  /**
   * The whole item a Put writes: key, index attributes, TTL and the record.
   * The identity comes from the record when it holds it; otherwise it is given too.
   */
  item(record: R, ...id: R extends Id ? [] : [id: Id]): Record<string, unknown>;
}

/**
 * Every call carries esbuild's pure annotation, a `@__PURE__` block comment
 * just before it (a unit test checks each one): esbuild
 * then drops an entity no code of the bundle uses, with whatever its key
 * reaches (the look-alike guard's confusables table, 26 KB, in every bundle
 * that imports profiles.ts otherwise). esbuild does not honour
 * `@__NO_SIDE_EFFECTS__` on this declaration across modules.
 */
export function defineEntity<Id, R, Ix extends Readonly<Record<string, IndexKeys<R>>> = Record<never, IndexKeys<R>>>(
  spec: EntitySpec<Id, R, Ix>,
): Entity<Id, R, Ix> {
  const { decode } = codec(spec.name, spec.schema);
  const indexes = spec.indexes ?? ({} as Ix);
  const indexAttributes = (record: R): Record<string, string> => {
    const attributes: Record<string, string> = {};
    for (const { index, partition, sort } of Object.values<IndexKeys<R>>(indexes)) {
      const value = partition(record);
      if (value === undefined) continue;
      attributes[index.partitionKey] = value;
      if (sort) attributes[index.sortKey] = sort(record);
    }
    return attributes;
  };
  return {
    name: spec.name,
    indexes,
    decode,
    key: (...id) => spec.key(id[0] as Id),
    item(record, ...id) {
      // Without a separate identity the record is one (R extends Id: the signature admits no other call).
      const identity = id.length ? (id[0] as Id) : (record as unknown as Id);
      const expires = spec.ttl?.(record, identity);
      return {
        ...spec.key(identity),
        ...indexAttributes(record),
        ...(expires === undefined ? {} : { [TABLE_SCHEMA.ttlAttribute]: expires }),
        ...record,
      };
    },
  };
}
