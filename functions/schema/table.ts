/**
 * The single table's key and index names: the CDK stack (lib/data.ts) and
 * the local runtime's CreateTable both build the table from this, so the
 * two cannot drift. Kept below the store and the stack (neither imports the
 * other); key values are the business of each entity's file in functions/store.
 */
export const TABLE_SCHEMA = {
  partitionKey: 'PK',
  sortKey: 'SK',
  gsi1: { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  ttlAttribute: 'expiresAt',
  /**
   * Indexes added for the directory and the vouch lists (docs/data-model.md):
   * GSI2 the vouches a member received, newest first (projection ALL);
   * GSI3 and GSI4 every member's score item ordered by the number itself
   * (total_score, total_vouches: numeric sort keys, so the ADD deltas of a
   * vouch keep them in order without any extra write; keys only).
   */
  gsi2: { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK', sortKeyType: 'S', projection: 'ALL' },
  gsi3: { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'total_score', sortKeyType: 'N', projection: 'KEYS_ONLY' },
  gsi4: { name: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'total_vouches', sortKeyType: 'N', projection: 'KEYS_ONLY' },
  /**
   * GSI5 the member list, newest first (issue 21): the profile's keys and the
   * three attributes its readers need, never the whole profile, so a page of
   * ids costs about one read unit and a sign-in (`last_login_at`, written on
   * the profile) changes nothing projected: DynamoDB writes no index item.
   */
  gsi5: {
    name: 'GSI5',
    partitionKey: 'GSI5PK',
    sortKey: 'GSI5SK',
    sortKeyType: 'S',
    projection: 'INCLUDE',
    nonKeyAttributes: ['id', 'full_name', 'deleted_at'],
  },
} as const;

/** The indexes beyond GSI1, in the order they are created (CloudFormation adds one per table update). */
export const EXTRA_INDEXES = [TABLE_SCHEMA.gsi2, TABLE_SCHEMA.gsi3, TABLE_SCHEMA.gsi4, TABLE_SCHEMA.gsi5] as const;

/** DynamoDB's Projection of an extra index (the CDK stack and the local CreateTable both use it). */
export function indexProjection(index: (typeof EXTRA_INDEXES)[number]): {
  ProjectionType: 'ALL' | 'KEYS_ONLY' | 'INCLUDE';
  NonKeyAttributes?: string[];
} {
  return 'nonKeyAttributes' in index
    ? { ProjectionType: index.projection, NonKeyAttributes: [...index.nonKeyAttributes] }
    : { ProjectionType: index.projection };
}

/**
 * Every notification item's partition key starts with this: the store builds the keys
 * with it and the table stream's filter (lib/realtime.ts) passes only these items on.
 */
export const NOTIFICATIONS_PARTITION_PREFIX = 'NOTIFS#';
