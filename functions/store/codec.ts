/**
 * Items read back from the table are parsed, not cast: each entity defines a
 * small schema of its record (zod/mini, which bundles only the parts a schema
 * uses, so the Cognito triggers stay light). Parsing strips the table's key
 * attributes (PK, SK, GSI1PK, GSI1SK, expiresAt) with every other attribute
 * the schema does not name, and an item that does not match fails loudly
 * with the entity's name instead of flowing on with the wrong shape.
 */
import * as z from 'zod/mini';

export interface Codec<T> {
  /** The record in an item read back; throws StoredItemInvalid when the item does not have the record's shape. */
  decode(item: Record<string, unknown>): T;
}

export class StoredItemInvalid extends Error {
  constructor(entity: string, problems: string) {
    super(`stored ${entity} item does not match its schema: ${problems}`);
    this.name = 'StoredItemInvalid';
  }
}

export function codec<T>(entity: string, schema: z.ZodMiniType<T>): Codec<T> {
  return {
    decode(item) {
      const result = schema.safeParse(item);
      if (!result.success) throw new StoredItemInvalid(entity, result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      return result.data;
    },
  };
}
