/**
 * The single table's key and index names: the CDK stack (lib/data.ts) and
 * the local runtime's CreateTable both build the table from this, so the
 * two cannot drift. Key values are the business of each entity's file in functions/store.
 */
export const TABLE_SCHEMA = {
  partitionKey: 'PK',
  sortKey: 'SK',
  gsi1: { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  ttlAttribute: 'expiresAt',
} as const;
